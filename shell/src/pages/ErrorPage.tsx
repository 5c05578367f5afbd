import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/shared/ui';
import { useDocumentTitle } from '../app/page-title';
import { ErrorLayout } from '../layout/ErrorLayout';
import { ErrorCard, ErrorCode } from './error-card';

/** HTTP-like status of a route error: a thrown Response keeps its own, anything else is a 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The generic error page (docs/spec.md section 2): 'Произошла ошибка {status}' and a refresh button. */
export function ErrorPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const status = errorStatus(error);
  useDocumentTitle('errors.genericTitle');
  return (
    <ErrorLayout>
      <ErrorCard data-testid="error-page">
        <ErrorCode aria-hidden="true">{status}</ErrorCode>
        <h1>{t('errors.generic', { status })}</h1>
        <Button onClick={reload} data-testid="error-refresh">
          {t('errors.refresh')}
        </Button>
      </ErrorCard>
    </ErrorLayout>
  );
}
