import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGE_ENTRIES, LANGUAGE_ICON_SIZE, type Locale } from '@portal/shared/constants';
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
  gap: 4px;
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

/** The language's flag beside its label; decorative, as the label names the language. */
const Flag = styled.img`
  display: block;
  flex: none;
  border-radius: 2px;
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12);
`;

/** The same page in another language: its locale prefix swapped, query and fragment kept. */
export function languageTarget(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  return switchLocalePath(location.pathname, locale) + location.search + location.hash;
}

/** The five interface languages (kk labelled KZ) with their flags; choosing one opens the same page in it. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const current = useLocale();
  return (
    <nav aria-label={t('language.label')} data-testid="language-switcher" className={className}>
      <List>
        {LANGUAGE_ENTRIES.map(({ code, label, icon }) => (
          <li key={code}>
            <Item
              to={languageTarget(location, code)}
              hrefLang={code}
              lang={code}
              title={LOCALE_ENDONYMS[code]}
              aria-current={code === current ? 'true' : undefined}
              data-locale={code}
            >
              <Flag src={icon} alt="" width={LANGUAGE_ICON_SIZE.width} height={LANGUAGE_ICON_SIZE.height} decoding="async" data-language-icon={code} />
              {label}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
