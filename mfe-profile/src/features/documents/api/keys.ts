/** Query keys of the documents feature: the signed-in player's documents, among the player's own data. */
export const documentsKeys = {
  all: ['profile', 'mine', 'documents'] as const,
  list: () => documentsKeys.all,
};
