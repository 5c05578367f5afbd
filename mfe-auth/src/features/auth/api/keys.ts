/** Query keys of the auth feature, under one root: `authKeys.all` holds every auth read of this remote. */
export const authKeys = {
  all: ['auth'] as const,
  outbox: (recipient: string | null) => [...authKeys.all, 'outbox', recipient] as const,
};
