import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { footerNav } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { mutedText, tapTarget, VisuallyHidden } from '@portal/shared/ui';
import { ExternalIcon } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

/** Below the first screen on every page: laid out and painted only when it comes near the viewport. */
const Bar = styled.footer`
  content-visibility: auto;
  contain-intrinsic-size: auto 740px;
  ${({ theme }) => theme.media.tablet} {
    contain-intrinsic-size: auto 550px;
  }
  ${({ theme }) => theme.media.desktop} {
    contain-intrinsic-size: auto 390px;
  }
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Grid = styled.div`
  display: grid;
  gap: 28px;
  max-width: 1440px;
  margin: 0 auto;
  padding: 32px 16px 24px;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: 40px 24px 28px;
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr;
  }
`;

const Tagline = styled.p`
  margin: 12px 0 0;
  max-width: 320px;
  ${mutedText('sm')}
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  ${mutedText('xs')}
`;

const List = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
    ${tapTarget}
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Legal = styled.p`
  max-width: 1440px;
  margin: 0 auto;
  padding: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${mutedText('xs')}
  ${({ theme }) => theme.media.tablet} {
    padding: 16px 24px;
  }
`;

/** Footer: the main links, the external about link, the three legal documents and the language switcher. */
export function Footer() {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const nav = footerNav();
  return (
    <Bar data-testid="site-footer">
      <Grid>
        <div>
          <Logo size={32} />
          <Tagline>{t('footer.tagline')}</Tagline>
        </div>
        <nav aria-labelledby="footer-sections">
          <Heading id="footer-sections">{t('footer.sections')}</Heading>
          <List>
            {nav.links.map((link) => (
              <li key={link.id}>
                <Link to={localized(link.path)}>{t(link.labelKey)}</Link>
              </li>
            ))}
            <li>
              <a href={nav.about.href} target="_blank" rel="noopener noreferrer" data-testid="footer-about">
                {t(nav.about.labelKey)}
                <ExternalIcon size={14} />
                <VisuallyHidden>({t('footer.opensInNewTab')})</VisuallyHidden>
              </a>
            </li>
          </List>
        </nav>
        <nav aria-labelledby="footer-documents">
          <Heading id="footer-documents">{t('footer.documentsLabel')}</Heading>
          <List>
            {nav.documents.map((doc) => (
              <li key={doc.id}>
                <Link to={localized(doc.path)} data-testid={`footer-doc-${doc.id}`}>
                  {t(doc.labelKey)}
                </Link>
              </li>
            ))}
          </List>
        </nav>
        <div>
          <Heading as="p">{t('language.label')}</Heading>
          <LanguageSwitcher />
        </div>
      </Grid>
      <Legal>{t('footer.copyright', { year: new Date().getFullYear(), site: t('site.name') })}</Legal>
    </Bar>
  );
}
