import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type OutboxMessage } from '@portal/shared/contracts';
import { authKeys } from './keys';

/** GET /dev/outbox (development): the latest messages of a phone or an e-mail, polled while the page is open. */
export const OUTBOX_POLL_MS = 3000;

export function useOutbox(recipient: string | null) {
  const query = recipient?.includes('@') ? { email: recipient } : { phone: recipient };
  return useQuery({
    ...apiQueryOptions<OutboxMessage[]>(authKeys.outbox(recipient), AUTH_API_PATHS.devOutbox, query),
    enabled: Boolean(recipient),
    refetchInterval: OUTBOX_POLL_MS,
    retry: false,
  });
}
