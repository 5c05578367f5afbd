import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, PageTitle } from '@portal/shared/ui';
import { PageRoot } from './PageRoot';

const Surface = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export interface AreaPageProps {
  routeId: string;
  title: string;
  subtitle?: ReactNode;
  /** Shown between the title and the list (tabs, filters, a note). */
  intro?: ReactNode;
  empty: { icon: ReactNode; title: string; text: string; action?: ReactNode };
}

/** A page of the area whose list is empty: the page title, then the list's surface with its empty state. */
export function AreaPage({ routeId, title, subtitle, intro, empty }: AreaPageProps) {
  return (
    <PageRoot data-page={routeId}>
      <PageTitle subtitle={subtitle}>{title}</PageTitle>
      {intro}
      <Surface aria-label={title}>
        <EmptyState icon={empty.icon} title={empty.title} text={empty.text} action={empty.action} data-testid="area-empty" />
      </Surface>
    </PageRoot>
  );
}
