import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Surface = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  overflow-wrap: anywhere;
`;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Optional heading of the card. */
  title?: ReactNode;
  children?: ReactNode;
}

/** A bordered surface grouping related content. */
export function Card({ title, children, ...rest }: CardProps) {
  return (
    <Surface {...rest}>
      {title ? <CardTitle>{title}</CardTitle> : null}
      {children}
    </Surface>
  );
}
