import type { GameKey } from '@portal/shared/constants';
import type { TEAM_NAMES } from './names';

/**
 * Demo teams anyone can join by link (api/README.md, "Join a team by link"): their invite hashes are
 * fixed, so the links stay the same in every demo world: /team/invite-member-{hash}. The rest of the
 * world's hashes are random (seeded).
 */
export interface OpenTeamInvite {
  team: (typeof TEAM_NAMES)[GameKey][number];
  game: GameKey;
  hash: string;
}

export const OPEN_TEAM_INVITES: readonly OpenTeamInvite[] = [
  { team: 'Nomad Legion', game: 'pubg', hash: 'join-nomad-legion' },
  { team: 'Karakol Spirits', game: 'mlbb', hash: 'join-karakol-spirits' },
];
