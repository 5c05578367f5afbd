import type { PageMeta } from '@portal/shared/contracts';

/** The `meta` of a list answer (docs/spec.md section 7): page numbers, total, and the 1-based range shown (null when empty). */
export function pageMeta(page: number, perPage: number, total: number, count: number): PageMeta {
  const offset = (page - 1) * perPage;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from: count > 0 ? offset + 1 : null,
    to: count > 0 ? offset + count : null,
  };
}
