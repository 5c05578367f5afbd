import type { FastifyInstance } from 'fastify';
import { VOTE_MESSAGES, type Locale } from '@portal/shared/constants';
import type { Vote } from '@portal/shared/contracts';
import { ballotProblem, votePhase, voteResultsVisible } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../http/http-error';
import { localized } from '../../i18n/localized';
import type { AuthUser } from '../../sessions/bearer';
import { castBallot, choicesOf, countsOf, findVote, listVotes, optionsOf, votersCounts, type VoteRow } from './repository';

/** Votes: open ones first; a player's one ballot; results once they voted or the vote closed. */
async function present(db: Queryable, rows: readonly VoteRow[], user: AuthUser | null, locale: Locale, now: Date): Promise<Vote[]> {
  const ids = rows.map((r) => r.id);
  const [options, counts, voters, choices] = await Promise.all([optionsOf(db, ids), countsOf(db, ids), votersCounts(db, ids), user ? choicesOf(db, user.id, ids) : Promise.resolve(new Map<number, number[]>())]);
  const countOf = new Map(counts.map((c) => [c.option_id, c.votes]));
  return rows.map((row) => {
    const phase = votePhase({ status: row.status, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }, now);
    const mine = choices.get(row.id) ?? null;
    const own = options.filter((o) => o.voteId === row.id);
    return {
      id: row.id,
      slug: row.slug,
      title: localized(row.title, locale),
      description: row.description ? localized(row.description, locale) : null,
      game: row.gameId !== null && row.gameName !== null && row.gameSlug !== null ? { id: row.gameId, name: row.gameName, slug: row.gameSlug } : null,
      multiple: row.multiple,
      phase,
      starts_at: new Date(row.startsAt).toISOString(),
      ends_at: new Date(row.endsAt).toISOString(),
      options: own.map((o) => ({ id: o.id, title: localized(o.title, locale), image_url: o.imageUrl })),
      voters_count: voters.get(row.id) ?? 0,
      my_choice: mine,
      results: voteResultsVisible(phase, mine !== null) ? own.map((o) => ({ option_id: o.id, votes: countOf.get(o.id) ?? 0 })) : null,
    };
  });
}

export async function votesList(db: Queryable, gameId: number | undefined, user: AuthUser | null, locale: Locale): Promise<Vote[]> {
  return present(db, await listVotes(db, gameId), user, locale, new Date());
}

export async function voteOne(db: Queryable, id: number, user: AuthUser | null, locale: Locale): Promise<Vote> {
  const row = await findVote(db, id);
  if (!row) throw notFound('errors.vote_not_found');
  const [vote] = await present(db, [row], user, locale, new Date());
  if (!vote) throw notFound('errors.vote_not_found');
  return vote;
}

const PROBLEM_CODES = { empty: VOTE_MESSAGES.options_required, single: VOTE_MESSAGES.single_option, unknown: VOTE_MESSAGES.unknown_option } as const;

/** One transaction: the vote must be open, the options its own; a second ballot of the player is 409. */
export async function vote(app: FastifyInstance, id: number, user: AuthUser, optionIds: readonly number[], locale: Locale): Promise<Vote> {
  await app.db.transaction(async (tx) => {
    const row = await findVote(tx, id);
    if (!row) throw notFound('errors.vote_not_found');
    const phase = votePhase({ status: row.status, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }, new Date());
    if (phase !== 'open') throw new HttpError(409, phase === 'closed' ? 'errors.vote_closed' : 'errors.vote_not_started');
    const options = await optionsOf(tx, [id]);
    const problem = ballotProblem(optionIds, { multiple: row.multiple, optionIds: options.map((o) => o.id) });
    if (problem) throw validationFailed({ option_ids: [PROBLEM_CODES[problem]] });
    if (!(await castBallot(tx, id, user.id, optionIds))) throw new HttpError(409, 'errors.already_voted');
  });
  return voteOne(app.db, id, user, locale);
}
