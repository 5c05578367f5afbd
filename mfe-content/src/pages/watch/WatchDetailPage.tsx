import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { NotFoundState, PageTitle } from '@portal/shared/ui';

const Screen = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 240px;
  aspect-ratio: 16 / 9;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** /watch/{id}: the player of one stream; a stream that is not on air shows the way back to all streams. */
export default function WatchDetailPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  return (
    <>
      <PageTitle>{t('watch.title')}</PageTitle>
      <Screen role="region" aria-label={t('watch.player')}>
        <NotFoundState
          title={t('watch.notFound.title')}
          text={t('watch.notFound.text')}
          back={{ to: localized(routePath('watch')), label: t('watch.notFound.back') }}
        />
      </Screen>
    </>
  );
}
