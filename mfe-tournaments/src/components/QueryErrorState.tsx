import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeApiFailure } from '@portal/shared/api-client';
import { Button, EmptyState } from '@portal/shared/ui';
import { WarningIcon } from './icons';

const Box = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export interface QueryErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** Heading (default: the tournaments could not be loaded). */
  title?: string;
}

/** What a data area shows when its call failed: the reason and a retry button, never a blank space. */
export function QueryErrorState({ error, onRetry, title }: QueryErrorStateProps) {
  const { t } = useTranslation('tournaments');
  return (
    <Box role="alert" data-testid="query-error">
      <EmptyState
        icon={<WarningIcon />}
        title={title ?? t('common.loadFailed')}
        text={describeApiFailure(error)}
        action={
          <Button $variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </Box>
  );
}
