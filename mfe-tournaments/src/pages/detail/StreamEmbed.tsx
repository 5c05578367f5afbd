import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { youtubeVideoId } from '@portal/shared/domain';
import { SectionHeader } from '@portal/shared/ui';

const Frame = styled.div`
  position: relative;
  width: 100%;
  max-width: 960px;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const VIDEO_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** The tournament's stream: a privacy-friendly youtube-nocookie player, loaded lazily. */
export function StreamEmbed({ link, name }: { link: string | null; name: string }) {
  const { t } = useTranslation('tournaments');
  const id = youtubeVideoId(link);
  if (!id || !VIDEO_ID.test(id)) return null;
  return (
    <section aria-label={t('detail.stream')}>
      <SectionHeader>{t('detail.stream')}</SectionHeader>
      <Frame>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}`}
          title={t('detail.streamTitle', { name })}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </Frame>
    </section>
  );
}
