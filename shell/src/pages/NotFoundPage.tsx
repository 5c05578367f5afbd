import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { useDocumentTitle } from '../app/page-title';
import { ErrorCard, ErrorCode } from './error-card';

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** An unmatched path (docs/spec.md section 2): 'Page not found: {path}' inside the error layout. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  useDocumentTitle('errors.notFoundTitle');
  return (
    <ErrorCard data-testid="not-found">
      <ErrorCode aria-hidden="true">404</ErrorCode>
      <h1>{t('errors.notFound', { path: pathname })}</h1>
      <p>{t('errors.notFoundHint')}</p>
      <HomeLink to={localized(routePath('home'))}>{t('site.home')}</HomeLink>
    </ErrorCard>
  );
}
