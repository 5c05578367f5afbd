import { and, eq } from 'drizzle-orm';
import { phoneParts } from '@portal/shared/schemas';
import type { Queryable } from '../../../db/client';
import { phones, socialAccounts } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import { isPhoneTaken } from '../users';

/**
 * What a verified code does to the signed-in user's account: a verified phone (the phones row and the
 * phone social account) or a WhatsApp number (the whatsapp social account). A number another account
 * holds is refused; the user's own previous number is replaced.
 */
export async function saveVerifiedPhone(tx: Queryable, userId: number, phone: string, messenger: string, now = new Date()): Promise<void> {
  const parts = phoneParts(phone);
  if (!parts) throw new HttpError(422, 'errors.validation_failed', { phone: ['phone.invalid'] });
  if (await isPhoneTaken(tx, phone, userId)) throw new HttpError(409, 'auth.exist_user_by_phone');
  const [foreign] = await tx.select({ userId: socialAccounts.userId }).from(socialAccounts).where(and(eq(socialAccounts.provider, 'phone'), eq(socialAccounts.providerUserId, phone)));
  if (foreign && foreign.userId !== userId) throw new HttpError(409, 'auth.exist_user_by_phone');
  await tx
    .insert(phones)
    .values({ userId, phone, countryCode: parts.countryCode, numberCode: parts.numberCode, messenger, verifiedAt: now })
    .onConflictDoUpdate({ target: phones.userId, set: { phone, countryCode: parts.countryCode, numberCode: parts.numberCode, messenger, verifiedAt: now } });
  await upsertAccount(tx, userId, 'phone', phone, now);
}

export async function saveWhatsapp(tx: Queryable, userId: number, phone: string, now = new Date()): Promise<void> {
  const [foreign] = await tx.select({ userId: socialAccounts.userId }).from(socialAccounts).where(and(eq(socialAccounts.provider, 'whatsapp'), eq(socialAccounts.providerUserId, phone)));
  if (foreign && foreign.userId !== userId) throw new HttpError(409, 'new_profile_settings.account_already_linked');
  await upsertAccount(tx, userId, 'whatsapp', phone, now);
}

async function upsertAccount(tx: Queryable, userId: number, provider: 'phone' | 'whatsapp', phone: string, now: Date): Promise<void> {
  await tx
    .insert(socialAccounts)
    .values({ userId, provider, providerUserId: phone, data: { phone }, verifiedAt: now })
    .onConflictDoUpdate({ target: [socialAccounts.userId, socialAccounts.provider], set: { providerUserId: phone, data: { phone }, verifiedAt: now, updatedAt: now } });
}
