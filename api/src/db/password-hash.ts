import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane), about 9 ms per hash here.
 * The hash string carries its parameters, so raising them later keeps old hashes verifiable.
 */
const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
