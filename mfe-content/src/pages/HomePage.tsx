import { useTranslation } from 'react-i18next';

export default function HomePage() {
  const { t } = useTranslation('content');
  return (
    <section data-testid="page-home">
      <h1>{t('home.title')}</h1>
    </section>
  );
}
