/** Query keys of the profile feature: the signed-in user's data under one root, the game list and public profiles apart. */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
  gameAccounts: () => [...profileKeys.mine(), 'game-accounts'] as const,
  rewards: () => [...profileKeys.mine(), 'rewards'] as const,
  games: (locale: string) => [...profileKeys.all, 'games', locale] as const,
  publicUser: (ref: string, locale: string) => [...profileKeys.all, 'public', ref, locale] as const,
};
