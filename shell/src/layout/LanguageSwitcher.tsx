import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOCALES, LOCALE_LABELS, type Locale } from '@portal/shared/constants';
import { switchLocalePath } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { mutedText, tapTarget } from '@portal/shared/ui';

/** Each language named in itself (not translated on purpose), for screen readers and tooltips. */
export const LOCALE_ENDONYMS: Record<Locale, string> = {
  ru: 'Русский',
  kk: 'Қазақша',
  en: 'English',
  uz: 'Oʻzbekcha',
  tr: 'Türkçe',
};

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 36px;
  ${tapTarget}
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${mutedText('sm')}
  font-weight: 600;
  text-decoration: none;
  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover:not([aria-current='true']) {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** The same page in another language: its locale prefix swapped, query and fragment kept. */
export function languageTarget(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  return switchLocalePath(location.pathname, locale) + location.search + location.hash;
}

/** The five interface languages (kk labelled KZ); choosing one opens the same page in it. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const current = useLocale();
  return (
    <nav aria-label={t('language.label')} data-testid="language-switcher" className={className}>
      <List>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Item
              to={languageTarget(location, locale)}
              hrefLang={locale}
              lang={locale}
              title={LOCALE_ENDONYMS[locale]}
              aria-current={locale === current ? 'true' : undefined}
              data-locale={locale}
            >
              {LOCALE_LABELS[locale]}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
