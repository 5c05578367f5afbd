import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 800;
  letter-spacing: 0.02em;
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Name = styled.span<{ $compact: boolean }>`
  font-size: ${({ theme }) => theme.font.sizes.md};
  ${({ $compact, theme }) => ($compact ? `${theme.media.mobile} { display: none; }` : '')}
`;

/** The portal's mark: a rounded badge with a stylised controller cross. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="portal-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb200" />
          <stop offset="1" stopColor="#ff6a00" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#portal-mark)" />
      <path d="M11 20h8M15 16v8" stroke="#111" strokeWidth="3" strokeLinecap="round" />
      <circle cx="26" cy="17" r="2.2" fill="#111" />
      <circle cx="29" cy="23" r="2.2" fill="#111" />
    </svg>
  );
}

/** Logo linking to the home page in the current language. `compact` hides the name on phones. */
export function Logo({ size = 36, compact = false }: { size?: number; compact?: boolean }) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  return (
    <Home to={localized(routePath('home'))} title={t('site.home')} data-testid="site-logo">
      <Mark size={size} />
      <Name $compact={compact}>{t('site.name')}</Name>
    </Home>
  );
}
