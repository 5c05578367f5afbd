import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar, ResponsiveImage, Skeleton, Spinner } from '@portal/shared/ui';
import { BROKEN_IMAGE_URL, DEMO_BANNER_URL } from '../demo-images';
import { KitSection, KitState } from '../KitSection';

const Frame = styled.figure`
  margin: 0;
  width: 160px;
  max-width: 100%;
  img {
    display: block;
    width: 100%;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SkeletonBox = styled.div`
  width: 240px;
  max-width: 100%;
`;

export function MediaSection() {
  const { t } = useTranslation('content');
  return (
    <KitSection id="media" title={t('uiKits.media.title')}>
      <KitState caption={t('uiKits.media.spinner')}>
        <Spinner />
        <Spinner size={20} />
      </KitState>
      <KitState caption={t('uiKits.media.images')}>
        <Frame>
          <ResponsiveImage src={DEMO_BANNER_URL} alt={t('uiKits.media.bannerAlt')} sizes="160px" />
          <figcaption>{t('uiKits.media.loaded')}</figcaption>
        </Frame>
        <Frame>
          <ResponsiveImage src={BROKEN_IMAGE_URL} alt={t('uiKits.media.brokenAlt')} sizes="160px" data-testid="broken-image" />
          <figcaption>{t('uiKits.media.broken')}</figcaption>
        </Frame>
        <Frame>
          <ResponsiveImage src={null} alt={t('uiKits.media.missingAlt')} />
          <figcaption>{t('uiKits.media.missing')}</figcaption>
        </Frame>
      </KitState>
      <KitState caption={t('uiKits.media.avatars')}>
        <Avatar avatar={{ original_url: DEMO_BANNER_URL, small_webp: null, webp: null }} alt={t('uiKits.media.avatarAlt')} size={56} />
        <Avatar avatar={null} alt={t('uiKits.media.noAvatarAlt')} size={40} />
        <Avatar src={BROKEN_IMAGE_URL} alt={t('uiKits.media.brokenAvatarAlt')} size={32} />
      </KitState>
      <KitState caption={t('uiKits.media.skeleton')}>
        <Skeleton circle={40} />
        <SkeletonBox>
          <Skeleton lines={3} />
        </SkeletonBox>
      </KitState>
    </KitSection>
  );
}
