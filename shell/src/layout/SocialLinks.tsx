import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PORTAL_SOCIAL_LINKS } from '@portal/shared/domain';
import { SOCIAL_ICONS } from './icons';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** The portal's channels (TikTok, Telegram, Discord, Instagram, YouTube), opening in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation('common');
  return (
    <Row data-testid="social-links">
      {PORTAL_SOCIAL_LINKS.map((link) => {
        const Icon = SOCIAL_ICONS[link.id];
        return (
          <li key={link.id}>
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (${t('footer.opensInNewTab')})`}>
              {Icon ? <Icon /> : link.label}
            </Anchor>
          </li>
        );
      })}
    </Row>
  );
}
