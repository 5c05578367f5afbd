import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client';
import type { DeliveryChannel } from '../../../drivers/messenger/types';
import { verificationCodes } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import { hashPassword, verifyPassword } from '../../../db/password-hash';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  codeLengthFor,
  PROOF_TTL_MS,
  RECOVERY_LOCK_WINDOW_MS,
  RECOVERY_WRONG_GUESSES_PER_DAY,
  REQUEST_ID_BYTES,
  type CodeChannel,
  type CodePurpose,
} from './policy';

/**
 * Issuing, checking and spending one-time codes (rules in policy.ts). Codes are hashed with argon2id like
 * passwords; a wrong try is counted and committed before the refusal is answered.
 */
export interface IssuedCode {
  id: number;
  requestId: string;
  code: string;
  channel: DeliveryChannel;
  expiresAt: Date;
}

export const randomCode = (length: number): string => String(randomInt(0, 10 ** length)).padStart(length, '0');

/** 429 answered when a target asks for a new code too early (seconds until it may). */
export class TooEarlyError extends HttpError {
  constructor(readonly seconds: number) {
    super(429, 'otp.resend_too_early', undefined, { seconds });
  }
}

export interface IssueInput {
  purpose: CodePurpose;
  channel: DeliveryChannel;
  /** E.164 phone or lower-case e-mail. */
  target: string;
  userId: number | null;
  now?: Date;
}

export async function issueCode(db: Database, { purpose, channel, target, userId, now = new Date() }: IssueInput): Promise<IssuedCode> {
  const code = randomCode(codeLengthFor(channel, purpose));
  const codeHash = await hashPassword(code);
  return db.transaction(async (tx) => {
    // One sender per target at a time, so two simultaneous requests cannot both pass the resend rule.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${target}`}))`);
    // Per purpose: a code asked for one purpose (e.g. by someone else, for sign-up) must not lock the
    // owner out of another (recovery, verification).
    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const since = latest ? now.getTime() - latest.createdAt.getTime() : Infinity;
    if (since < CODE_RESEND_MS) throw new TooEarlyError(Math.ceil((CODE_RESEND_MS - since) / 1000));
    // A new code replaces the live ones of the same target and purpose.
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt), isNull(verificationCodes.verifiedAt)));
    const requestId = randomBytes(REQUEST_ID_BYTES).toString('base64url');
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    const [row] = await tx
      .insert(verificationCodes)
      .values({ requestId, purpose, channel, target, userId, codeHash, maxAttempts: CODE_MAX_ATTEMPTS, expiresAt, createdAt: now })
      .returning({ id: verificationCodes.id });
    if (!row) throw new Error('code insert returned nothing');
    return { id: row.id, requestId, code, channel, expiresAt };
  });
}

/** issueCode, answering a too early request with its Retry-After header. */
export async function issueCodeFor(reply: FastifyReply, db: Database, input: IssueInput): Promise<IssuedCode> {
  try {
    return await issueCode(db, input);
  } catch (error) {
    if (error instanceof TooEarlyError) reply.header('retry-after', String(error.seconds));
    throw error;
  }
}

/** Forgets a code whose message could not be delivered (so the person may ask again at once). */
export async function dropCode(db: Queryable, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export type CodeRow = typeof verificationCodes.$inferSelect;

/**
 * Which code a check is about: by request_id, or the latest live one of a target (the e-mailed recovery
 * code, of an address; the WhatsApp attach code, of a number and its signed-in user).
 */
export type CodeLookup = { requestId: string } | { latestFor: { target: string; userId?: number } };

export interface CheckInput {
  lookup: CodeLookup;
  code: string;
  purposes: readonly CodePurpose[];
  channel?: CodeChannel;
  target?: string;
  /** The signed-in user a code was issued to (codes of signed-in flows are theirs alone). */
  userId?: number;
  now?: Date;
}

const refuse = (code: string, params?: Record<string, number>) => new HttpError(422, 'errors.validation_failed', { code: [params ? `${code}|${JSON.stringify(params)}` : code] });

/** 422 of a target whose recovery is locked for the day; `lockedNow` carries the owner to tell when this try locked it. */
export class RecoveryLockedError extends HttpError {
  constructor(readonly lockedNow: { userId: number } | null) {
    super(422, 'errors.validation_failed', { code: ['otp.recovery_locked'] });
  }
}

/**
 * Wrong recovery guesses at a target within the lock window, across its codes that were sent to the owner
 * (user_id set: a code asked for on a channel the owner does not use, or while recovery is locked, is kept
 * without an owner and sent nowhere) on one channel: guesses at codes the owner never received, or on a
 * channel they never read, never lock their real channel.
 */
async function recoveryWrongGuesses(tx: Queryable, target: string, channel: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RECOVERY_LOCK_WINDOW_MS);
  const [row] = await tx
    .select({ wrong: sql<string>`coalesce(sum(${verificationCodes.attempts} - case when ${verificationCodes.verifiedAt} is null then 0 else 1 end), 0)` })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, 'forgot_password'),
        eq(verificationCodes.channel, channel),
        isNotNull(verificationCodes.userId),
        gt(verificationCodes.createdAt, since),
      ),
    );
  return Number(row?.wrong ?? 0);
}

/** Whether recovery through a channel is locked for a target (too many wrong guesses today). */
export async function isRecoveryLocked(db: Queryable, target: string, channel: string, now = new Date()): Promise<boolean> {
  return (await recoveryWrongGuesses(db, target, channel, now)) >= RECOVERY_WRONG_GUESSES_PER_DAY;
}

/**
 * Checks a code. Right: it is marked verified and returned. Wrong: the try is counted (the 5th wrong try
 * ends the code) and 422 says how many tries are left. Unknown, foreign, expired, ended or used codes are
 * refused without counting.
 */
type CheckOutcome = { row: CodeRow; error?: undefined } | { error: HttpError; row?: undefined };

export async function checkCode(db: Database, input: CheckInput): Promise<CodeRow> {
  const now = input.now ?? new Date();
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
    const where =
      'requestId' in input.lookup
        ? eq(verificationCodes.requestId, input.lookup.requestId)
        : and(
            eq(verificationCodes.target, input.lookup.latestFor.target),
            input.lookup.latestFor.userId === undefined ? undefined : eq(verificationCodes.userId, input.lookup.latestFor.userId),
            isNull(verificationCodes.usedAt),
            isNull(verificationCodes.verifiedAt),
          );
    const [row] = await tx.select().from(verificationCodes).where(where).orderBy(desc(verificationCodes.createdAt)).limit(1).for('update');
    const foreign =
      !row ||
      !input.purposes.includes(row.purpose as CodePurpose) ||
      (input.channel !== undefined && row.channel !== input.channel) ||
      (input.target !== undefined && row.target !== input.target) ||
      (input.userId !== undefined && row.userId !== input.userId);
    if (!row || foreign) return { error: refuse('otp.code_expired') };
    if (row.verifiedAt) return { error: refuse('otp.code_used') };
    if (row.attempts >= row.maxAttempts) return { error: refuse('otp.attempts_exhausted') };
    if (row.usedAt || row.expiresAt.getTime() <= now.getTime()) return { error: refuse('otp.code_expired') };
    const recovery = row.purpose === 'forgot_password';
    const wrongBefore = recovery && row.userId !== null ? await recoveryWrongGuesses(tx, row.target, row.channel, now) : 0;
    if (recovery && wrongBefore >= RECOVERY_WRONG_GUESSES_PER_DAY) return { error: new RecoveryLockedError(null) };
    const attempts = row.attempts + 1;
    if (await verifyPassword(row.codeHash, input.code)) {
      await tx.update(verificationCodes).set({ attempts, verifiedAt: now }).where(eq(verificationCodes.id, row.id));
      return { row: { ...row, attempts, verifiedAt: now } };
    }
    const ended = attempts >= row.maxAttempts;
    await tx.update(verificationCodes).set({ attempts, usedAt: ended ? now : null }).where(eq(verificationCodes.id, row.id));
    if (recovery && wrongBefore + 1 >= RECOVERY_WRONG_GUESSES_PER_DAY) return { error: new RecoveryLockedError(row.userId === null ? null : { userId: row.userId }) };
    return { error: ended ? refuse('otp.attempts_exhausted') : refuse('otp.code_invalid', { attempts: row.maxAttempts - attempts }) };
  });
  // Thrown only now, after the transaction committed the counted try.
  if (outcome.error) throw outcome.error;
  return outcome.row;
}

/**
 * Spends the proof a verified code gave (inside the caller's transaction): the code of request_id was
 * verified for one of the purposes less than 30 minutes ago and not spent yet. Otherwise 422 on request_id.
 */
export async function spendProof(tx: Queryable, { requestId, purposes, now = new Date() }: { requestId: string; purposes: readonly CodePurpose[]; now?: Date }): Promise<CodeRow> {
  const [row] = await tx.select().from(verificationCodes).where(eq(verificationCodes.requestId, requestId)).limit(1).for('update');
  const valid = row && purposes.includes(row.purpose as CodePurpose) && row.verifiedAt && !row.usedAt && now.getTime() - row.verifiedAt.getTime() < PROOF_TTL_MS;
  if (!row || !valid) throw new HttpError(422, 'errors.validation_failed', { request_id: ['auth.phone_not_verified'] });
  await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
  return row;
}
