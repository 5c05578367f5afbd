import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameKey } from '@portal/shared/constants';
import { SOCIAL_LINKS } from './social-links';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

/** The success step: participation must be confirmed (MLBB's own text), and an invitation to subscribe. */
export function SuccessStep({ game }: { game: GameKey }) {
  const { t } = useTranslation('tournaments');
  return (
    <div data-testid="apply-success">
      <p>{t(game === 'mlbb' ? 'apply.successMlbb' : 'apply.successPubg')}</p>
      <p>{t('apply.subscribe')}</p>
      <Links>
        {SOCIAL_LINKS.map((link) => (
          <li key={link.id}>
            <a href={link.url} target="_blank" rel="noreferrer noopener">
              {link.label}
            </a>
          </li>
        ))}
      </Links>
    </div>
  );
}
