import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeApiFailure } from '@portal/shared/api-client';
import { Button } from '../button/Button';
import { EmptyState } from '../empty-state/EmptyState';
import { surface } from '../layout/Surface';

const Framed = styled.div`
  ${surface()}
`;

export interface QueryErrorStateProps {
  /** The failure of the call: its reason is shown (describeApiFailure). */
  error: unknown;
  /** Calls again (the query's refetch). */
  onRetry: () => void;
  /** What could not be loaded (default: "Could not load the data"). */
  title?: string;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** On a bordered surface, where the area it replaces has one (a list of cards, a page section). */
  framed?: boolean;
}

/** What a data area shows when its call failed: what and why, and a retry button, never a blank space. */
export function QueryErrorState({ error, onRetry, title, icon, framed = false }: QueryErrorStateProps) {
  const { t } = useTranslation('ui');
  const Root = framed ? Framed : 'div';
  return (
    <Root role="alert" data-testid="query-error">
      <EmptyState
        icon={icon}
        title={title ?? t('queryError.title')}
        text={describeApiFailure(error)}
        action={
          <Button $variant="secondary" onClick={onRetry}>
            {t('queryError.retry')}
          </Button>
        }
      />
    </Root>
  );
}
