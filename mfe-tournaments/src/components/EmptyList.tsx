import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '@portal/shared/ui';

const Surface = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export interface EmptyListProps {
  /** What the list is, for screen readers (the page title). */
  label: string;
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

/** A list of the area with nothing in it yet: the list's surface with its empty state and the way on. */
export function EmptyList({ label, icon, title, text, action }: EmptyListProps) {
  return (
    <Surface aria-label={label}>
      <EmptyState icon={icon} title={title} text={text} action={action} data-testid="area-empty" />
    </Surface>
  );
}
