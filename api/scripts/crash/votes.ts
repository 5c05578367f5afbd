/**
 * Votes: each account the registrations stream creates votes in the demo world's open votes (one option
 * in a single-choice vote, two in a multiple-choice one). After the restart every acknowledged ballot is
 * counted once with exactly its options; every voter has a ballot and every ballot its voter; a
 * single-choice vote has one ballot per voter; and the totals the API shows (voters_count, the results)
 * are those of the stored rows.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { selectRows } from '../../src/db/sql-helpers';
import type { NewAccount } from './registrations';
import { call, must, ok, type Json } from './server';
import { Tally, type Stream, type Write } from './tally';

interface OpenVote {
  id: number;
  multiple: boolean;
  options: number[];
}

interface Ballot {
  vote: number;
  email: string;
  options: number[];
}

export class Votes implements Stream {
  name = 'votes';
  tally = new Tally();
  planned = Number.POSITIVE_INFINITY;
  wanted = 60;
  private votes: OpenVote[] = [];
  /** What the restarted API shows per vote: voters_count and the sum of its results. */
  private readonly shown = new Map<number, { voters: number; ballots: number }>();

  constructor(
    private readonly base: string,
    private readonly accounts: readonly NewAccount[],
  ) {}

  async setup(): Promise<void> {
    const all = (await must(this.base, 'GET', '/api/v1/client/votes')) as unknown as Json[];
    this.votes = all.filter((v) => v.phase === 'open').map((v) => ({ id: v.id as number, multiple: v.multiple as boolean, options: (v.options as Json[]).map((o) => o.id as number) }));
    if (this.votes.length === 0) throw new Error('the demo world has no open vote');
  }

  async run(isKilled: () => boolean, answered: () => void): Promise<void> {
    let next = 0;
    const voter = async () => {
      while (!isKilled()) {
        const account = this.accounts[next];
        if (!account) {
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        next += 1;
        for (const vote of this.votes) {
          if (isKilled()) break;
          const shuffled = [...vote.options].sort(() => Math.random() - 0.5);
          const write = this.tally.begin<Ballot>('ballot', { vote: vote.id, email: account.email, options: shuffled.slice(0, vote.multiple ? 2 : 1) });
          try {
            const answer = await call(this.base, 'POST', `/api/v1/client/votes/${vote.id}/ballot`, { option_ids: write.what.options }, account.token);
            this.tally.answer(write, answer.status, answer.json);
            answered();
          } catch {
            // cut off by the kill
          }
        }
      }
    };
    await Promise.all([voter(), voter()]);
  }

  async checkApi(base: string): Promise<void> {
    const voter = this.tally.acknowledged()[0] as Write<Ballot> | undefined;
    const token = this.accounts.find((a) => a.email === voter?.what.email)?.token;
    if (!token) return;
    for (const vote of this.votes) {
      const shown = await call(base, 'GET', `/api/v1/client/votes/${vote.id}`, undefined, token);
      const data = shown.json?.data as Json | undefined;
      const results = (data?.results ?? []) as Json[];
      this.shown.set(vote.id, { voters: Number(data?.voters_count), ballots: results.reduce((sum, r) => sum + Number(r.votes), 0) });
    }
  }

  async checkSql(db: Database): Promise<void> {
    const tally = this.tally;
    const voteIds = sql.join(this.votes.map((v) => sql`${v.id}`), sql`, `);
    const voters = await selectRows<{ vote_id: number; email: string; user_id: number }>(db, sql`select vv.vote_id, u.email, vv.user_id from vote_voters vv join users u on u.id = vv.user_id where vv.vote_id in (${voteIds})`);
    const ballots = await selectRows<{ vote_id: number; user_id: number; option_id: number }>(db, sql`select vote_id, user_id, option_id from vote_ballots where vote_id in (${voteIds})`);
    for (const write of tally.writes as Write<Ballot>[]) {
      const { vote, email, options } = write.what;
      const rows = voters.filter((v) => v.vote_id === vote && v.email === email);
      const chosen = rows[0] ? ballots.filter((b) => b.vote_id === vote && b.user_id === rows[0]?.user_id).map((b) => b.option_id) : [];
      const same = rows.length === 1 && JSON.stringify([...chosen].sort()) === JSON.stringify([...options].sort());
      if (ok(write.status)) tally.expect(same, `ballot of ${email} in vote ${vote} (${rows.length} voter rows, options ${chosen.join(',')})`);
      else if (write.status === null && rows.length > 0) tally.inFlightPresent += 1;
    }
    const failures: string[] = [];
    for (const vote of this.votes) {
      const mine = voters.filter((v) => v.vote_id === vote.id);
      const cast = ballots.filter((b) => b.vote_id === vote.id);
      for (const v of mine) {
        const n = cast.filter((b) => b.user_id === v.user_id).length;
        if (n === 0 || (!vote.multiple && n !== 1)) failures.push(`vote ${vote.id}: voter ${v.user_id} has ${n} ballots`);
      }
      for (const b of cast) if (!mine.some((v) => v.user_id === b.user_id)) failures.push(`vote ${vote.id}: a ballot of user ${b.user_id} without its voter`);
      const shown = this.shown.get(vote.id);
      if (shown && (shown.voters !== mine.length || shown.ballots !== cast.length)) failures.push(`vote ${vote.id}: the API shows ${shown.voters} voters and ${shown.ballots} votes, the rows are ${mine.length} and ${cast.length}`);
    }
    tally.whole(voters.length + ballots.length, failures);
  }
}
