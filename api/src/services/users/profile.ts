import { and, asc, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Locale } from '@portal/shared/constants';
import { PUBG_GAME_ID } from '@portal/shared/constants';
import type { GameProfileSummary, SessionUser, SocialAccount, SocialProvider } from '@portal/shared/contracts';
import { publicProfileSettings } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { countries, gameProfiles, games, playerRatings, roles, socialAccounts, userBans, userDocuments, userRoles, users } from '../../db/schema';
import { localized } from '../../i18n/localized';

/**
 * The signed-in user's profile as sign-in answers it and GET /user/profile returns it (SessionUser of
 * shared/contracts, docs/spec.md section 3): identity, birthday, timezone, public-profile switches, avatar, game
 * profiles, social accounts, documents count, country, bans in force, roles and the PUBG Mobile rating.
 * Sign-in and the profile settings both answer it (a service: modules never import each other).
 */
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The player's all-time PUBG Mobile rating (ratingPubgMobile), or null without one. */
export async function pubgRatingOf(db: Queryable, userId: number): Promise<{ rating: number } | null> {
  const [rating] = await db
    .select({ rating: playerRatings.rating })
    .from(playerRatings)
    .where(and(eq(playerRatings.userId, userId), eq(playerRatings.gameId, PUBG_GAME_ID), isNull(playerRatings.seasonId)))
    .orderBy(desc(playerRatings.updatedAt))
    .limit(1);
  return rating ?? null;
}

export async function loadProfile(db: Queryable, userId: number, locale: Locale, now = new Date()): Promise<SessionUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [country] = user.countryId ? await db.select().from(countries).where(eq(countries.id, user.countryId)) : [];
  const profiles = await db
    .select({ id: gameProfiles.id, gameId: gameProfiles.gameId, nick: gameProfiles.nick, accountId: gameProfiles.gameAccountId, level: gameProfiles.level, idKey: games.idKey, slug: games.slug })
    .from(gameProfiles)
    .innerJoin(games, eq(games.id, gameProfiles.gameId))
    .where(eq(gameProfiles.userId, userId))
    .orderBy(asc(gameProfiles.gameId));
  const accounts = await db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId)).orderBy(asc(socialAccounts.id));
  const [documents] = await db.select({ total: count() }).from(userDocuments).where(eq(userDocuments.userId, userId));
  const bans = await db
    .select({ id: userBans.id, reason: userBans.reason, expiresAt: userBans.expiresAt })
    .from(userBans)
    .where(and(eq(userBans.userId, userId), isNull(userBans.liftedAt), or(isNull(userBans.expiresAt), gt(userBans.expiresAt, now))))
    .orderBy(asc(userBans.id));
  const roleRows = await db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, userId)).orderBy(asc(roles.id));
  const rating = await pubgRatingOf(db, userId);

  const gameProfileSummaries: GameProfileSummary[] = profiles.map((p) => ({
    id: p.id,
    game_id: p.gameId,
    nick: p.nick,
    [p.idKey]: p.accountId,
    level: p.level === null ? null : { number: p.level },
  }));
  const socialAccountList: SocialAccount[] = accounts.map((a) => ({
    id: a.id,
    provider: a.provider as SocialProvider,
    primary: a.primary,
    data: a.data ?? null,
    verified_at: iso(a.verifiedAt),
  }));
  const hasAvatar = user.avatarOriginalUrl || user.avatarWebpUrl || user.avatarSmallWebpUrl;
  return {
    id: user.id,
    slug: user.slug,
    username: user.username,
    email: user.email,
    birthday: user.birthday,
    timezone: user.timezone,
    public_settings: publicProfileSettings(user.publicSettings),
    telegram_match_times: user.telegramMatchTimes,
    avatar: hasAvatar ? { original_url: user.avatarOriginalUrl, small_webp: user.avatarSmallWebpUrl, webp: user.avatarWebpUrl } : null,
    game_profiles: gameProfileSummaries,
    gameProfiles: profiles.map((p) => ({ game: { slug: p.slug } })),
    social_accounts_count: accounts.length,
    documents_count: documents?.total ?? 0,
    country: country ? { id: country.id, name: localized(country.names, locale), code: country.code } : null,
    country_verified: user.countryVerified,
    socialAccounts: socialAccountList,
    currentBans: bans.map((b) => ({ id: b.id, reason: b.reason, expires_at: iso(b.expiresAt) })),
    roles: roleRows.map((r) => ({ name: r.name })),
    ratingPubgMobile: rating ? { rating: rating.rating } : null,
  };
}
