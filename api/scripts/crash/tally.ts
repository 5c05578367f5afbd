/** One stream's writes and the figures line it prints after the restart (crash.ts). */
import type { Database } from '../../src/db/client';
import { ok } from './server';

export interface Write<T = unknown> {
  kind: string;
  /** What the write asked for (the check looks for exactly this). */
  what: T;
  /** The answer's status; null when the kill cut the request off. */
  status: number | null;
}

/** What the checks get: the restarted server (API checks), then the database it left (SQL checks). */
export interface Stream {
  name: string;
  tally: Tally;
  /** Work planned: the kill lands before a stream runs out of it. */
  planned: number;
  /** Acknowledged writes wanted before the kill. */
  wanted: number;
  run(isKilled: () => boolean, answered: () => void): Promise<void>;
  /** With the restarted server up (optional). */
  checkApi?(base: string): Promise<void>;
  /** On the database once the restarted server stopped. */
  checkSql?(db: Database): Promise<void>;
}

export class Tally {
  readonly writes: Write[] = [];
  /** Acknowledged writes found after the restart; cut-off writes found committed whole. */
  found = 0;
  inFlightPresent = 0;
  readonly problems: string[] = [];
  readonly refusals: string[] = [];
  halfWriteChecks = 0;

  begin<T>(kind: string, what: T): Write<T> {
    const write: Write<T> = { kind, what, status: null };
    this.writes.push(write);
    return write;
  }

  answer(write: Write, status: number, body: unknown): void {
    write.status = status;
    if (!ok(status) && this.refusals.length < 3) this.refusals.push(`${write.kind} ${status} ${JSON.stringify(body).slice(0, 200)}`);
  }

  acknowledged(kind?: string): Write[] {
    return this.writes.filter((w) => ok(w.status) && (kind === undefined || w.kind === kind));
  }

  /** An acknowledged write is there (found) or lost (a problem). */
  expect(present: boolean, what: string): void {
    if (present) this.found += 1;
    else this.problems.push(`${what}: answered 2xx but missing after the restart`);
  }

  /** A "whole" invariant checked over n rows; each failure named. */
  whole(n: number, failures: readonly string[]): void {
    this.halfWriteChecks += n;
    for (const failure of failures) this.problems.push(`half-written: ${failure}`);
  }

  line(label: string, stream: string): string {
    const kinds = [...new Set(this.writes.map((w) => w.kind))];
    const per = kinds.map((kind) => {
      const all = this.writes.filter((w) => w.kind === kind);
      return `${kind} ${all.length} sent / ${this.acknowledged(kind).length} acknowledged / ${all.filter((w) => w.status === null).length} cut off`;
    });
    const acked = this.acknowledged().length;
    return `${label} ${stream}: ${per.join(', ')}; ${this.found}/${acked} acknowledged found after kill -9 (${this.inFlightPresent} cut-off writes committed whole); half-write check over ${this.halfWriteChecks} rows: ${this.problems.length} problems`;
  }

  /** A stream with no acknowledged write proves nothing: it fails too. */
  get failed(): boolean {
    return this.problems.length > 0 || this.found !== this.acknowledged().length || this.acknowledged().length === 0;
  }
}
