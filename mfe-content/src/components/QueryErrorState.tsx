import { useTranslation } from 'react-i18next';
import { describeApiFailure } from '@portal/shared/api-client';
import { Button, EmptyState, NotFoundIcon } from '@portal/shared/ui';

export interface QueryErrorStateProps {
  error: unknown;
  onRetry: () => void;
}

/** What a data area shows when its call failed: the reason and a retry button, never a blank space. */
export function QueryErrorState({ error, onRetry }: QueryErrorStateProps) {
  const { t } = useTranslation('content');
  return (
    <div role="alert" data-testid="query-error">
      <EmptyState
        icon={<NotFoundIcon />}
        title={t('common.loadFailed')}
        text={describeApiFailure(error)}
        action={
          <Button $variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}
