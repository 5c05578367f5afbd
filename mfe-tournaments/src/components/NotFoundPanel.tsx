import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '@portal/shared/ui';
import { SearchIcon } from './icons';

const Frame = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

export interface NotFoundPanelProps {
  title: ReactNode;
  text: ReactNode;
  /** The way on, e.g. a link to the list. */
  action: ReactNode;
}

/** A friendly "not found" that is the whole page: the shared empty state with the page's h1, framed. */
export function NotFoundPanel({ title, text, action }: NotFoundPanelProps) {
  return (
    <Frame>
      <EmptyState data-testid="not-found" icon={<SearchIcon />} title={title} text={text} action={action} titleAs="h1" />
    </Frame>
  );
}
