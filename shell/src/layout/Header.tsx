import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, splitLocale } from '@portal/shared/domain';

const LINKS = [
  ['nav.tournaments', '/esports-mobile-tournaments'],
  ['nav.watch', '/watch'],
  ['nav.help', '/Help'],
  ['nav.news', '/News'],
  ['nav.rating', '/rating'],
  ['nav.votes', '/votes'],
] as const;

export function Header() {
  const { t } = useTranslation('common');
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <header style={{ display: 'flex', gap: 16, padding: 16 }}>
      {LINKS.map(([key, path]) => (
        <NavLink key={key} to={localizePath(locale, path)}>
          {t(key)}
        </NavLink>
      ))}
    </header>
  );
}
