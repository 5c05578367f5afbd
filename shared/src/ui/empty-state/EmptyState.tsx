import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Icon = styled.div`
  font-size: 40px;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  max-width: 420px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: 1.5;
`;

export interface EmptyStateProps {
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** A call to action, e.g. a button. */
  action?: ReactNode;
  /** Heading level of the title: h3 inside a page section, h1 when the state is the whole page. */
  titleAs?: 'h1' | 'h2' | 'h3';
  'data-testid'?: string;
}

/** What a list or page shows when it has nothing yet. */
export function EmptyState({ icon, title, text, action, titleAs = 'h3', ...rest }: EmptyStateProps) {
  return (
    <Root data-testid={rest['data-testid']}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={titleAs}>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {action ? <div>{action}</div> : null}
    </Root>
  );
}
