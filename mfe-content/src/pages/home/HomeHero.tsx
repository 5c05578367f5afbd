import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, mutedText } from '@portal/shared/ui';

/** The hero keeps its own dark surface, so it reads the same on the dark and the white page background. */
const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  background:
    radial-gradient(110% 90% at 10% 0%, rgba(255, 178, 0, 0.28), transparent 60%),
    radial-gradient(90% 80% at 100% 100%, rgba(59, 130, 246, 0.25), transparent 65%),
    ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(10)}`};
  }
`;

const Kicker = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  max-width: 720px;
  margin: 0;
  font-size: 26px;
  line-height: 1.2;
  ${({ theme }) => theme.media.tablet} {
    font-size: 40px;
  }
`;

const Text = styled.p`
  max-width: 620px;
  margin: 0;
  ${mutedText()}
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** The home page's hero: what the portal is, and the way to the tournaments and the ratings. */
export function HomeHero() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  return (
    <Hero data-testid="home-hero">
      <Kicker>{t('home.hero.kicker')}</Kicker>
      <Title>{t('home.hero.title')}</Title>
      <Text>{t('home.hero.text')}</Text>
      <Actions>
        <ButtonLink to={localized(routePath('tournaments.list'))}>{t('home.hero.tournaments')}</ButtonLink>
        <ButtonLink to={localized(routePath('rating'))} $variant="secondary">
          {t('home.hero.rating')}
        </ButtonLink>
      </Actions>
    </Hero>
  );
}
