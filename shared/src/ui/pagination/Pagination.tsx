import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { PAGINATION_MAX_BUTTONS } from '@portal/shared/constants';
import { pageWindow } from './page-window';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Last page (the list's meta.last_page; see pageCount for a total). */
  lastPage: number;
  onChange: (page: number) => void;
  /** At most this many page buttons (spec: 5). */
  maxButtons?: number;
  'data-testid'?: string;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${({ $current, theme }) =>
    $current &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      font-weight: 700;
    `}
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** Page navigation: previous, at most five page buttons around the current one, next. */
export function Pagination({ page, lastPage, onChange, maxButtons = PAGINATION_MAX_BUTTONS, ...rest }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (lastPage <= 1) return null;
  const pages = pageWindow(page, lastPage, maxButtons);
  const go = (target: number) => {
    if (target >= 1 && target <= lastPage && target !== page) onChange(target);
  };
  return (
    <Nav aria-label={t('pagination.label')} data-testid={rest['data-testid']}>
      <List>
        <li>
          <PageButton type="button" aria-label={t('pagination.previous')} disabled={page <= 1} onClick={() => go(page - 1)}>
            ‹
          </PageButton>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <PageButton
              type="button"
              $current={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: number })}
              onClick={() => go(number)}
            >
              {number}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton type="button" aria-label={t('pagination.next')} disabled={page >= lastPage} onClick={() => go(page + 1)}>
            ›
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
