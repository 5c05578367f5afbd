import type { FastifyInstance } from 'fastify';
import { RESULTS_CHANGED_EVENT, type ResultsChange } from '@portal/shared/contracts';
import { resultsChannel } from '@portal/shared/domain';
import { recordIdOf } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import type { ChannelPolicy } from '../../realtime/channels';
import { rolesOf } from '../users/roles';
import { reachTournament } from './visible';

/**
 * Live standings and brackets: after an organiser's write to a tournament's results commits (results
 * published or corrected, the placement table, a bracket or a series score), the change is announced on the
 * tournament's public channel `tournament.<id>` with ids only; the open tournament and match pages read
 * what they show again. Callers announce after their transaction resolved, so a refused or rolled-back
 * write announces nothing and a reader never reads the state from before the write.
 */
export async function announceResults(app: FastifyInstance, change: ResultsChange): Promise<void> {
  const channel = resultsChannel(change.tournament_id);
  // A failed publish only logs: the pages read everything again when their socket (re)subscribes.
  await app.realtime.publish(channel, RESULTS_CHANGED_EVENT, change).catch((error: unknown) => app.log.warn({ err: error, channel }, 'results publish failed'));
}

/**
 * Who may listen to `tournament.<id>`: whoever reaches the tournament without its link's hash (the channel
 * name carries none): everyone, guests included, for a published public tournament; for a private one its
 * organiser, staff and entrants.
 */
export function resultsChannelPolicy(db: Queryable): ChannelPolicy {
  return async (subscriber, id) => {
    const tournamentId = recordIdOf(id);
    if (tournamentId === null) return false;
    const user = subscriber.userId === null ? null : { id: subscriber.userId, roles: await rolesOf(db, subscriber.userId) };
    return (await reachTournament(db, tournamentId, { hash: null, user })) !== null;
  };
}
