/**
 * Registrations, then a team created by each new account. After the restart every account that exists
 * signs in with its player role, every team that exists has its owner, and every acknowledged write is
 * there. Each new account is also handed to the votes stream (votes.ts).
 */
import { call, ok, type Json } from './server';
import { Tally, type Stream, type Write } from './tally';

const PASSWORD = 'Crash-Durable-2026';
const WORKERS = 4;

export interface NewAccount {
  email: string;
  token: string;
}

export class Registrations implements Stream {
  name = 'registrations';
  tally = new Tally();
  planned = Number.POSITIVE_INFINITY;
  wanted: number;
  /** Accounts registered (acknowledged), for the votes stream. */
  readonly accounts: NewAccount[] = [];
  private n = 0;
  private readonly run36 = Date.now().toString(36);
  private readonly teamOf = new Map<string, Write<string>>();

  constructor(
    private readonly base: string,
    wanted: number,
  ) {
    this.wanted = wanted;
  }

  async run(isKilled: () => boolean, answered: () => void): Promise<void> {
    const worker = async () => {
      while (!isKilled()) {
        this.n += 1;
        const index = this.n;
        const email = `crash-${this.run36}-${index}@mail.example`;
        const registration = this.tally.begin('register', email);
        try {
          const response = await call(this.base, 'POST', '/api/auth/register', { username: `Crash${this.run36}${index}`.slice(0, 24), email, password: PASSWORD, password_confirmation: PASSWORD, birthday: '2000-01-01', agreement: true, g_recaptcha_response: 'bot-check-disabled' });
          this.tally.answer(registration, response.status, response.json);
          answered();
          const token = (response.json?.data as Json | undefined)?.token_data?.token as string | undefined;
          if (!ok(response.status) || !token || isKilled()) continue;
          this.accounts.push({ email, token });
          const team = this.tally.begin('team', `Crash ${index} ${this.run36}`.slice(0, 25));
          this.teamOf.set(email, team);
          const created = await call(this.base, 'POST', '/api/team', { name: team.what, game_id: 1 }, token);
          this.tally.answer(team, created.status, created.json);
          answered();
        } catch {
          // cut off by the kill
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  }

  async checkApi(base: string): Promise<void> {
    const tally = this.tally;
    let accounts = 0;
    for (const write of tally.writes.filter((w) => w.kind === 'register') as Write<string>[]) {
      const login = await call(base, 'POST', '/api/auth/login', { email: write.what, password: PASSWORD, g_recaptcha_response: 'bot-check-disabled' });
      if (login.status !== 200) {
        if (ok(write.status)) tally.expect(false, `account ${write.what} (sign-in ${login.status})`);
        continue;
      }
      accounts += 1;
      const data = login.json?.data as Json;
      const roles = JSON.stringify(data.roles);
      const failures = roles === JSON.stringify([{ name: 'player' }]) ? [] : [`account ${write.what} has roles ${roles}`];
      const mine = await call(base, 'GET', '/api/team', undefined, data.token_data.token as string);
      const teams = (mine.json?.data ?? []) as { id: number; name: string }[];
      const teamWrite = this.teamOf.get(write.what);
      if (teamWrite && ok(teamWrite.status)) tally.expect(teams.some((t) => t.name === teamWrite.what), `team ${teamWrite.what}`);
      else if (teamWrite && teams.length > 0) tally.inFlightPresent += 1;
      for (const team of teams) {
        const detail = await call(base, 'GET', `/api/team/${team.id}`, undefined, data.token_data.token as string);
        if (detail.status !== 200 || !JSON.stringify(detail.json?.data ?? {}).includes('owner')) failures.push(`team ${team.id} has no owner`);
      }
      tally.whole(1 + teams.length, failures);
      if (ok(write.status)) tally.expect(true, write.what);
      else tally.inFlightPresent += 1;
    }
    if (accounts === 0) tally.problems.push('no account found after the restart');
  }
}
