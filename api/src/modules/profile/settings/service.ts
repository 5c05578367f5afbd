import { eq } from 'drizzle-orm';
import { PUBLIC_PROFILE_FLAGS, type PublicProfileSettings } from '@portal/shared/constants';
import type { ProfilePasswordChanged } from '@portal/shared/contracts';
import { mayReceiveTelegramMatchTimes, TELEGRAM_NOT_LINKED, withPublicFlags } from '@portal/shared/domain';
import type { ChangePasswordInput, FieldErrors, ProfileUpdateOutput } from '@portal/shared/schemas';
import type { Database } from '../../../db/client';
import { hashPassword, verifyPassword } from '../../../db/password-hash';
import { users } from '../../../db/schema';
import { uniqueViolation } from '../../../db/unique-violation';
import { HttpError, unauthenticated, validationFailed } from '../../../http/http-error';
import { ImageRejected, type ImageRejection } from '../../../media/images';
import { deleteUploads, storeImage } from '../../../media/store';
import { revokeOtherTokens } from '../../../sessions/tokens';
import { countryExists, lockUser, socialProvidersOf, passwordHashOf, setPasswordHash, slugTakenByOther, timezoneExists, usernameTakenByOther } from './repository';

/**
 * The profile settings: the main information (POST /user/profile) and the password (change-password).
 * A profile change is one transaction: the checks, the new avatar's files, the row and the removal of the
 * replaced avatar's files commit together, or nothing does.
 */
const AVATAR_REFUSALS: Record<ImageRejection, string> = {
  type: 'profile.avatar_type',
  decode: 'profile.avatar_unreadable',
  dimensions: 'profile.avatar_dimensions',
};

/** Field errors of a unique index that a write at the same moment broke (the checks saw it free). */
function uniqueFieldError(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === null) throw error;
  if (constraint.includes('slug')) throw validationFailed({ slug: ['profile.slug_taken'] });
  throw validationFailed({ username: ['auth.username_taken'] });
}

export async function updateProfile(db: Database, userId: number, input: ProfileUpdateOutput, avatar: Buffer | null, now = new Date()): Promise<void> {
  await db
    .transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw unauthenticated();
      const changes: Partial<typeof users.$inferInsert> = {};
      const errors: FieldErrors = {};
      if (input.username !== undefined && input.username !== user.username) {
        if (await usernameTakenByOther(tx, input.username, userId)) errors.username = ['auth.username_taken'];
        else changes.username = input.username;
      }
      if (input.slug !== undefined && input.slug !== user.slug) {
        if (await slugTakenByOther(tx, input.slug, userId)) errors.slug = ['profile.slug_taken'];
        else changes.slug = input.slug;
      }
      if (input.birthday !== undefined) changes.birthday = input.birthday;
      if (input.country_id !== undefined && input.country_id !== user.countryId) {
        if (input.country_id !== null && !(await countryExists(tx, input.country_id))) errors.country_id = ['profile.country_invalid'];
        // The verified mark is about the country that was checked: another country is not verified.
        else Object.assign(changes, { countryId: input.country_id, countryVerified: false });
      }
      if (input.timezone !== undefined) {
        if (input.timezone !== null && !(await timezoneExists(tx, input.timezone))) errors.timezone = ['profile.timezone_invalid'];
        else changes.timezone = input.timezone;
      }
      const flags: Partial<PublicProfileSettings> = Object.fromEntries(PUBLIC_PROFILE_FLAGS.filter((flag) => input[flag] !== undefined).map((flag) => [flag, input[flag]]));
      if (Object.keys(flags).length > 0) changes.publicSettings = withPublicFlags(user.publicSettings, flags);
      if (input.telegram_match_times !== undefined) {
        if (!mayReceiveTelegramMatchTimes(input.telegram_match_times, await socialProvidersOf(tx, userId))) errors.telegram_match_times = [TELEGRAM_NOT_LINKED];
        else changes.telegramMatchTimes = input.telegram_match_times;
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      if (avatar) {
        const stored = await storeImage(tx, avatar, { ownerId: userId, purpose: 'avatar' }).catch((error: unknown) => {
          if (error instanceof ImageRejected) throw validationFailed({ avatar: [AVATAR_REFUSALS[error.reason]] });
          throw error;
        });
        Object.assign(changes, { avatarOriginalUrl: stored.original_url, avatarWebpUrl: stored.webp, avatarSmallWebpUrl: stored.small_webp });
        await deleteUploads(tx, [user.avatarOriginalUrl, user.avatarWebpUrl, user.avatarSmallWebpUrl]);
      }
      if (Object.keys(changes).length > 0) await tx.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, userId));
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error;
      return uniqueFieldError(error);
    });
}

/**
 * Checks the current password and sets the new one; every other session of the account ends (the
 * caller's stays signed in). An account made through a provider or a phone has no password to change: it
 * sets one through password recovery.
 */
export async function changePassword(db: Database, userId: number, keepTokenId: number, input: ChangePasswordInput, now = new Date()): Promise<ProfilePasswordChanged> {
  const current = await passwordHashOf(db, userId);
  if (current === null) throw validationFailed({ current_password: ['profile.password_not_set'] });
  if (!(await verifyPassword(current, input.current_password))) throw validationFailed({ current_password: ['profile.current_password_wrong'] });
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash, now);
    return revokeOtherTokens(tx, userId, keepTokenId, now);
  });
  return { changed: true, other_sessions_ended: ended };
}
