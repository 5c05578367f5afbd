import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SearchIcon } from './icons';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  margin: ${({ theme }) => theme.space(6)} auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Icon = styled.div`
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: 1.5;
`;

export interface NotFoundPanelProps {
  title: ReactNode;
  text: ReactNode;
  /** The way on, e.g. a link to the list. */
  action: ReactNode;
}

/** A friendly "not found" with the page's h1, an explanation and a way on. */
export function NotFoundPanel({ title, text, action }: NotFoundPanelProps) {
  return (
    <Panel data-testid="not-found">
      <Icon>
        <SearchIcon />
      </Icon>
      <Title>{title}</Title>
      <Text>{text}</Text>
      <div>{action}</div>
    </Panel>
  );
}
