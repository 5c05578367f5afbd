import type { Locale } from '@portal/shared/constants';
import type { Award, PublicUser } from '@portal/shared/contracts';
import { publicProfileSettings } from '@portal/shared/domain';
import { recordIdOf } from '@portal/shared/schemas';
import type { Database, Queryable } from '../../../db/client';
import { notFound } from '../../../http/http-error';
import { localized } from '../../../i18n/localized';
import { matchKillStatistics } from '../../../services/statistics/match-kill-statistics';
import { pubgRatingOf } from '../../../services/users/profile';
import { accountsOfUsers } from '../game-accounts/repository';
import { toGameAccount } from '../game-accounts/serializer';
import { awardsOfUser, countryById, teamsOfUser, userById, userBySlug } from './repository';

/**
 * A player's public profile (GET /v1/client/user/{slug}) and awards (GET /v1/client/user/rewards). The
 * public profile carries public fields only and honours the player's public flags: never e-mail, phone,
 * social accounts, bans or documents.
 */
async function awards(db: Queryable, userId: number, locale: Locale): Promise<Award[]> {
  return (await awardsOfUser(db, userId)).map(({ reward, achievedAt }) => ({
    id: reward.id,
    slug: reward.slug,
    name: localized(reward.name, locale),
    description: localized(reward.description, locale),
    reward_icon: reward.rewardIcon,
    is_achieved: achievedAt !== null,
    achieved_at: achievedAt ? achievedAt.toISOString() : null,
  }));
}

export const userAwards = (db: Database, userId: number, locale: Locale) => awards(db, userId, locale);

/** A slug, or the id of a player (slugs are never all digits); 404 errors.user_not_found otherwise. */
export async function publicProfile(db: Database, ref: string, locale: Locale): Promise<PublicUser> {
  const id = recordIdOf(ref);
  const user = id !== null ? await userById(db, id) : await userBySlug(db, ref);
  if (!user) throw notFound('errors.user_not_found');
  const shown = publicProfileSettings(user.publicSettings);
  const country = user.countryId ? await countryById(db, user.countryId) : null;
  const teams = shown.show_teams ? await teamsOfUser(db, user.id) : [];
  const avatar = user.avatarOriginalUrl || user.avatarWebpUrl || user.avatarSmallWebpUrl;
  const rating = await pubgRatingOf(db, user.id);
  return {
    id: user.id,
    slug: user.slug,
    username: user.username,
    avatar: avatar ? { original_url: user.avatarOriginalUrl, webp: user.avatarWebpUrl, small_webp: user.avatarSmallWebpUrl } : null,
    country: country ? { id: country.id, name: localized(country.names, locale), code: country.code } : null,
    country_verified: user.countryVerified,
    birthday: shown.show_birthday ? user.birthday : null,
    game_profiles: shown.show_game_profiles ? (await accountsOfUsers(db, [user.id])).map(toGameAccount) : [],
    teams: teams.map((team) => ({
      id: team.id,
      name: team.name,
      slug: team.slug,
      logo: team.logo,
      game: { id: team.gameId, name: team.gameName, slug: team.gameSlug },
      members_count: team.membersCount,
      role_in_team: { code: team.role },
    })),
    rewards: shown.show_awards ? (await awards(db, user.id, locale)).filter((award) => award.is_achieved) : [],
    statistics: shown.show_statistics ? await matchKillStatistics(db, user.id) : null,
    ratingPubgMobile: rating ? { rating: rating.rating } : null,
    public_settings: shown,
  };
}
