import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section data-testid="error-page">
      <h1>{t('errors.generic', { status })}</h1>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors.refresh')}
      </button>
    </section>
  );
}
