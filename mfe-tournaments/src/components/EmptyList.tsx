import type { ReactNode } from 'react';
import { EmptyState, Surface } from '@portal/shared/ui';

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
    <Surface as="section" $padding={0} aria-label={label}>
      <EmptyState icon={icon} title={title} text={text} action={action} data-testid="area-empty" />
    </Surface>
  );
}
