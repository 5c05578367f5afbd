import { PAGINATION_MAX_BUTTONS, PAGINATION_PER_PAGE } from '@portal/shared/constants';

/** Number of pages for `total` items at `perPage` a page (at least 1). */
export function pageCount(total: number, perPage = PAGINATION_PER_PAGE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

/**
 * The page numbers to show as buttons: at most `maxButtons`, the current page as central as the ends
 * allow. Pages are 1-based; the current page is clamped into 1..lastPage.
 */
export function pageWindow(current: number, lastPage: number, maxButtons = PAGINATION_MAX_BUTTONS): number[] {
  const last = Math.max(1, Math.floor(lastPage));
  const size = Math.min(Math.max(1, Math.floor(maxButtons)), last);
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
