import * as v from 'valibot';
import { ENTRY_MEMBER_STATUSES, ENTRY_STATUS_CODES, TEAM_ROLE_CODES, TEAM_TOURNAMENT_STATUSES, TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { described, int, nullableText, text } from './build';
import { GameRefSchema } from './game';
import { TeamLogoSchema, TeamMemberSchema } from './team';
import { TournamentGroupSchema } from './tournament';
import { AvatarSchema } from './user';

/**
 * Tournament applications (docs/spec.md sections 3 and 4). Instants are UTC with microseconds.
 */
const instant = (description: string) => described(text(), `${description}; UTC with microseconds`);

export const INELIGIBILITY_REASONS = ['no_game_profile', 'no_social_account', 'no_documents'] as const;

/** A team member as the application modal shows them: the team member and why they may not be chosen. */
export const ApplicantMemberSchema = v.object({
  ...TeamMemberSchema.entries,
  ineligibility: described(v.array(v.picklist(INELIGIBILITY_REASONS)), 'why the player may not be chosen for this tournament (empty: eligible)'),
});
export type ApplicantMember = v.InferOutput<typeof ApplicantMemberSchema>;

/** A chosen player of an application with their own answer. */
export const EntryMemberSchema = v.object({
  id: described(int(), 'user id'),
  slug: nullableText(),
  username: text(),
  avatar: v.nullable(AvatarSchema),
  status: described(v.picklist(ENTRY_MEMBER_STATUSES), "the player's answer: pending, approved (sent as 2) or declined (sent as 1)"),
});
export type EntryMember = v.InferOutput<typeof EntryMemberSchema>;

/** A player of a stage team: who they are, beside the id. */
export const StageTeamUserSchema = v.object({ id: described(int(), 'user id'), slug: nullableText(), username: text(), avatar: v.nullable(AvatarSchema) });
export type StageTeamUser = v.InferOutput<typeof StageTeamUserSchema>;

const StageTeamMemberSchema = v.object({ user_id: described(int(), 'user id'), user: StageTeamUserSchema });

const StageTeamStageSchema = v.object({ id: int(), name: text(), prev_stage_id: v.nullable(int()), replace_count: int() });

export const EntryStageTeamSchema = v.object({
  id: int(),
  stage: StageTeamStageSchema,
  group: v.nullable(TournamentGroupSchema),
  is_approve_game_time: described(v.nullable(v.boolean()), "the captain's answer to the group's game time (null: not answered)"),
  stage_team_members: v.array(StageTeamMemberSchema),
});
export type EntryStageTeam = v.InferOutput<typeof EntryStageTeamSchema>;

/** The admitted team's head: the stage it plays now (with the groups open to it) and its group there. */
const TournamentTeamHeadSchema = v.object({
  id: int(),
  stage: v.object({
    ...StageTeamStageSchema.entries,
    registerOpenGroups: described(v.array(TournamentGroupSchema), 'groups of the stage that accept applications now'),
  }),
  group: described(v.nullable(TournamentGroupSchema), 'the group of the current stage (null until chosen or assigned)'),
});

/** A team admitted to the tournament (docs/spec.md section 3: stage, group, stage_teams). */
export const TournamentTeamSchema = described(
  v.object({ ...TournamentTeamHeadSchema.entries, stage_teams: described(v.array(EntryStageTeamSchema), 'the team in each stage it reached, in stage order') }),
  'a team admitted to the tournament',
);
export type TournamentTeam = v.InferOutput<typeof TournamentTeamSchema>;

/**
 * The team's place in its latest stage (docs/spec.md section 3's entry stage_team): for an admitted team its last
 * stage team; before that (awaiting or rejected) the players the application names, with the entry's stage
 * and group and no id.
 */
export const EntryCurrentStageTeamSchema = described(
  v.object({
    ...EntryStageTeamSchema.entries,
    id: described(v.nullable(int()), 'the stage team (null: not admitted yet; the players sent with the application)'),
    tournament_team: described(v.nullable(TournamentTeamHeadSchema), 'the admitted team (null until accepted)'),
    stage_teams: described(v.array(EntryStageTeamSchema), 'the admitted team in each stage it reached, in stage order (empty until accepted)'),
  }),
  "the team's place in its latest stage",
);
export type EntryCurrentStageTeam = v.InferOutput<typeof EntryCurrentStageTeamSchema>;

/** The application of a team to a tournament, as its team and its players see it. */
export const TournamentEntrySchema = described(
  v.object({
    id: int(),
    status: v.object({ code: v.picklist(ENTRY_STATUS_CODES) }),
    reject_description: nullableText(),
    tournament: v.object({
      id: int(),
      slug: text(),
      name: text(),
      status: v.object({ code: v.picklist(TOURNAMENT_STATUS_CODES) }),
      game: GameRefSchema,
      end_req_time: described(int(), 'seconds until registration closes (negative once closed)'),
    }),
    team: v.object({ id: int(), name: text(), slug: text(), logo: v.nullable(TeamLogoSchema) }),
    stage: v.nullable(v.object({ id: int(), name: text(), replace_count: int() })),
    group: v.nullable(TournamentGroupSchema),
    stage_team: v.nullable(EntryCurrentStageTeamSchema),
    tournament_team: v.nullable(TournamentTeamSchema),
    members: v.array(EntryMemberSchema),
    team_status: described(v.picklist(TEAM_TOURNAMENT_STATUSES), "the team's derived status in the tournament (spec section 4)"),
    can_manage: described(v.boolean(), 'the caller is the owner or a manager of the team (may edit, withdraw, confirm the game time)'),
    can_withdraw_entry: v.boolean(),
    my_status: described(v.nullable(v.picklist(ENTRY_MEMBER_STATUSES)), "the caller's own answer when the application names them"),
    stage_teams: described(v.array(EntryStageTeamSchema), 'the accepted team in each stage it reached, in stage order (the same as tournament_team.stage_teams)'),
    created_at: instant('when the application was sent'),
  }),
  'Tournament application',
);
export type TournamentEntry = v.InferOutput<typeof TournamentEntrySchema>;

/** The team's application to the tournament in brief (the team's tournamentEntries). */
const TeamEntryRefSchema = v.object({
  id: int(),
  status: v.object({ code: v.picklist(ENTRY_STATUS_CODES) }),
  stage_id: described(int(), 'the stage applied to'),
  group_id: described(v.nullable(int()), 'the group applied to (PUBG; null for MLBB)'),
});

/** One of the caller's teams for a tournament (GET /v1/client/tournament/user/teams/{id}). */
export const TournamentUserTeamSchema = described(
  v.object({
    id: int(),
    name: text(),
    slug: text(),
    logo: v.nullable(TeamLogoSchema),
    game: GameRefSchema,
    division: v.nullable(v.object({ slug: text() })),
    role: described(v.picklist(TEAM_ROLE_CODES), "the caller's role; only the owner and managers apply"),
    can_apply: described(v.boolean(), 'the caller may apply with, edit or withdraw this team'),
    status: described(v.picklist(TEAM_TOURNAMENT_STATUSES), "the team's derived status in the tournament (spec section 4)"),
    can_withdraw_entry: v.boolean(),
    entry: v.nullable(TournamentEntrySchema),
    members: v.array(ApplicantMemberSchema),
    members_count: int(),
    tournamentEntries: described(v.array(TeamEntryRefSchema), "the team's applications to this tournament (at most one)"),
    tournamentTeams: described(v.array(TournamentTeamSchema), 'the team admitted to this tournament (empty until an application is accepted)'),
    tournamentMembers: described(
      v.array(v.object({ user_id: described(int(), 'user id') })),
      "the team's players in this tournament: the last stage team's, or before admission those the application names",
    ),
    stageWithGroup: described(
      v.nullable(v.object({ stage: StageTeamStageSchema, group: v.nullable(TournamentGroupSchema) })),
      'the stage the team is in now and its group there (the last stage team, else the application; null without one)',
    ),
  }),
  "The caller's team for a tournament",
);
export type TournamentUserTeam = v.InferOutput<typeof TournamentUserTeamSchema>;

/** GET /v1/client/tournament/{tournamentId}/groups-for-team/{teamId} */
export const GroupsForTeamSchema = described(
  v.object({
    replace_count: described(int(), "players an accepted team may replace in the stage"),
    groups: described(v.array(v.object({ ...TournamentGroupSchema.entries, free_slots: described(int(), 'teams the group still takes') })), 'open groups of the stage the team applies to'),
  }),
  'Groups a team may choose',
);
export type GroupsForTeam = v.InferOutput<typeof GroupsForTeamSchema>;

/** A tournament's application, public fields (GET /v1/client/tournament/entries/{id}). */
export const PublicTournamentEntrySchema = v.object({
  id: int(),
  status: v.object({ code: v.picklist(ENTRY_STATUS_CODES) }),
  team: v.object({ id: int(), name: text(), slug: text(), logo: v.nullable(TeamLogoSchema) }),
  group: v.nullable(v.object({ id: int(), name: text() })),
  members_count: int(),
});
export type PublicTournamentEntry = v.InferOutput<typeof PublicTournamentEntrySchema>;

/** An application as the organiser reviews it: the players with their eligibility and answers. */
export const ReviewEntrySchema = v.object({
  id: int(),
  status: v.object({ code: v.picklist(ENTRY_STATUS_CODES) }),
  reject_description: nullableText(),
  team: v.object({ id: int(), name: text(), slug: text(), logo: v.nullable(TeamLogoSchema) }),
  stage: v.nullable(v.object({ id: int(), name: text() })),
  group: v.nullable(TournamentGroupSchema),
  members: v.array(v.object({ ...EntryMemberSchema.entries, ineligibility: v.array(v.picklist(INELIGIBILITY_REASONS)) })),
  created_at: instant('when the application was sent'),
});
export type ReviewEntry = v.InferOutput<typeof ReviewEntrySchema>;

export const ReviewEntriesSchema = described(
  v.object({ slot_count: int(), accepted_count: int(), entries: v.array(ReviewEntrySchema) }),
  "A tournament's applications for review, with the filled slots",
);
export type ReviewEntries = v.InferOutput<typeof ReviewEntriesSchema>;

export const GameTimeApprovalSchema = described(v.object({ stage_team_id: int(), is_approve_game_time: v.boolean() }), "the captain's answer to the group's game time");
export type GameTimeApproval = v.InferOutput<typeof GameTimeApprovalSchema>;

/** GET /v1/client/tournament/mlbb/stages/list/{id}/{teamId}: the stages an MLBB team may apply to. */
export const StageOptionSchema = v.object({
  id: int(),
  name: text(),
  register_start_date: instant('registration to this stage opens'),
  replace_count: int(),
  timezone: described(text(), "the tournament's timezone (IANA name)"),
});
export type StageOption = v.InferOutput<typeof StageOptionSchema>;

/** A withdrawn application (POST /v1/client/tournament-entry/{id}/decline). */
export const EntryWithdrawnSchema = v.object({ id: int(), withdrawn: v.literal(true) });
export type EntryWithdrawn = v.InferOutput<typeof EntryWithdrawnSchema>;
