import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../button/ButtonLink';
import { EmptyState } from '../empty-state/EmptyState';
import { NotFoundIcon } from '../icons/icons';

/** The whole-page variant sits on its own surface, centred. */
const Surface = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

export interface NotFoundStateProps {
  title: ReactNode;
  /** Why there is nothing here. */
  text: ReactNode;
  /** The way back: a localized path and its label. */
  back: { to: string; label: ReactNode };
  /**
   * `section` (default): the state inside a page that has its own h1. `page`: the state is the whole page,
   * its title the page's h1 and the way back its main action.
   */
  variant?: 'section' | 'page';
  'data-testid'?: string;
}

/** What a page shows when the thing its address names does not exist: why, and the way back. */
export function NotFoundState({ title, text, back, variant = 'section', 'data-testid': testId = 'not-found-state' }: NotFoundStateProps) {
  const page = variant === 'page';
  const state = (
    <EmptyState
      data-testid={testId}
      icon={<NotFoundIcon />}
      title={title}
      text={text}
      titleAs={page ? 'h1' : 'h3'}
      action={
        <ButtonLink to={back.to} $variant={page ? 'primary' : 'secondary'}>
          {back.label}
        </ButtonLink>
      }
    />
  );
  return page ? <Surface>{state}</Surface> : state;
}
