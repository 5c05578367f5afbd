import { useTranslation } from 'react-i18next';
import { describeApiFailure } from '@portal/shared/api-client';
import { Button, EmptyState } from '@portal/shared/ui';

/** What a team area shows when its call failed: the reason and a retry button. */
export function QueryErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('teams');
  return (
    <div role="alert" data-testid="query-error">
      <EmptyState
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
