import { COMMENT_BAN_SCOPES } from '@portal/shared/constants';

export interface BanFacts {
  scope: string;
  startsAt: Date;
  expiresAt: Date | null;
  liftedAt: Date | null;
}

/** A ban is in force from its start until it expires or is lifted. */
export const banInForce = (ban: BanFacts, now: Date): boolean =>
  ban.liftedAt === null && ban.startsAt.getTime() <= now.getTime() && (ban.expiresAt === null || ban.expiresAt.getTime() > now.getTime());

/** A player may comment unless a comments ban or a site ban is in force. */
export const mayComment = (bans: readonly BanFacts[], now: Date): boolean =>
  !bans.some((ban) => (COMMENT_BAN_SCOPES as readonly string[]).includes(ban.scope) && banInForce(ban, now));
