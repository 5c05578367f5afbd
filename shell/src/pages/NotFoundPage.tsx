import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <section data-testid="not-found">
      <h1>404</h1>
      <p>{t('errors.notFound', { path: pathname })}</p>
    </section>
  );
}
