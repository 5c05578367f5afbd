/** Query keys of the home page's calls. */
export const homeKeys = {
  all: ['home'] as const,
  latest: (count: number) => [...homeKeys.all, 'latest-tournaments', count] as const,
  game: (gameSlug: string) => [...homeKeys.all, 'main-page-tournaments', gameSlug] as const,
};
