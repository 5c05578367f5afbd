import type { Tx } from '../client';
import { Prng } from './prng';

/** Shared state while the demo world is built inside one transaction. */
export const DEMO_SEED = 20_260_521;
const DAY_MS = 86_400_000;

export interface SeedContext {
  tx: Tx;
  prng: Prng;
  /** Midnight UTC of the seeding day: every date of the world is relative to it. */
  anchor: Date;
  /** anchor + days (+ hours, minutes). */
  at(days: number, hours?: number, minutes?: number): Date;
  ids: {
    countries: Map<string, number>;
    divisions: Map<string, number>;
    formats: Map<string, number>;
    features: Map<string, number>;
    roles: Map<string, number>;
  };
}

export function createContext(tx: Tx, now: Date): SeedContext {
  const anchor = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    tx,
    prng: new Prng(DEMO_SEED),
    anchor,
    at: (days, hours = 0, minutes = 0) => new Date(anchor.getTime() + days * DAY_MS + hours * 3_600_000 + minutes * 60_000),
    ids: { countries: new Map(), divisions: new Map(), formats: new Map(), features: new Map(), roles: new Map() },
  };
}

/** A URL-safe token made from the seed's randomness (invite and access hashes). */
export function seededHash(ctx: SeedContext, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[ctx.prng.int(0, alphabet.length - 1)];
  return text;
}

export function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed reference missing: ${String(key)}`);
  return value;
}
