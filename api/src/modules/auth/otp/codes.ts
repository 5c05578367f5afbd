import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client';
import type { DeliveryChannel } from '../../../drivers/messenger/types';
import { verificationCodes } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import { hashPassword, verifyPassword } from '../../../db/password-hash';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_MS, CODE_TTL_MS, codeLengthFor, PROOF_TTL_MS, REQUEST_ID_BYTES, type CodeChannel, type CodePurpose } from './policy';

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
  const code = randomCode(codeLengthFor(channel));
  const codeHash = await hashPassword(code);
  return db.transaction(async (tx) => {
    // One sender per target at a time, so two simultaneous requests cannot both pass the resend rule.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${target}`}))`);
    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target))
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
    const attempts = row.attempts + 1;
    if (await verifyPassword(row.codeHash, input.code)) {
      await tx.update(verificationCodes).set({ attempts, verifiedAt: now }).where(eq(verificationCodes.id, row.id));
      return { row: { ...row, attempts, verifiedAt: now } };
    }
    const ended = attempts >= row.maxAttempts;
    await tx.update(verificationCodes).set({ attempts, usedAt: ended ? now : null }).where(eq(verificationCodes.id, row.id));
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
