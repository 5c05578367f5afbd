import { useQueryClient } from '@tanstack/react-query';
import { RESULTS_CHANGED_EVENT } from '@portal/shared/contracts';
import { resultsChannel } from '@portal/shared/domain';
import { REALTIME_SUBSCRIBED_EVENT, useRealtimeChannel } from '@portal/shared/platform';
import { queriesToRefresh, resultsChangeOf, type LiveTournament } from './live-results';

/**
 * Keeps a page's standings, group results and brackets live: listens to the tournament's public channel
 * (guests too) and reads what changed again when the organiser publishes results or a series score; when the
 * channel starts delivering (after the page's first load, and after a reconnection) everything is read
 * again, so nothing published meanwhile is missed. The socket is joined in an effect: the server's render
 * and hydration are untouched. No tournament (still loading): nothing.
 */
export function useLiveResults(tournament: LiveTournament | null | undefined): void {
  const client = useQueryClient();
  const id = tournament?.id;
  const slug = tournament?.slug;
  useRealtimeChannel(id ? resultsChannel(id) : null, (event) => {
    if (!id || !slug) return;
    let change = null;
    if (event.event === RESULTS_CHANGED_EVENT) {
      change = resultsChangeOf(event.payload, id);
      if (!change) return;
    } else if (event.event !== REALTIME_SUBSCRIBED_EVENT) return;
    for (const queryKey of queriesToRefresh(change, { id, slug })) void client.invalidateQueries({ queryKey });
  });
}
