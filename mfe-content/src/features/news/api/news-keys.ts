/** Query keys of the news calls (one root, so a comment or a like refreshes every news read). */
export const newsKeys = {
  all: ['news'] as const,
  list: (locale: string, game: string | null, page: number) => [...newsKeys.all, 'list', locale, game, page] as const,
  post: (slug: string, locale: string, userId: number | null) => [...newsKeys.all, 'post', slug, locale, userId] as const,
  comments: (slug: string) => [...newsKeys.all, 'comments', slug] as const,
};
