import type * as v from 'valibot';
import type { API_PATHS, AUTH_API_PATHS } from '@portal/shared/contracts';
import type {
  acceptEntrySchema,
  applySchema,
  declineEntrySchema,
  entryDecisionSchema,
  groupApprovalSchema,
  mlbbReplacementMembersSchema,
  nextStageSchema,
  pubgReplacementMembersSchema,
  resendApplicationSchema,
  withdrawEntrySchema,
} from './applications';
import type {
  botCheckTokenSchema,
  changePasswordSchema,
  codeOnlySchema,
  emailRegisterRequestSchema,
  forgotPasswordCodeSchema,
  forgotPasswordResetSchema,
  loginByPhoneSchema,
  loginSchema,
  loginViaEmailSchema,
  phoneRegisterSchema,
  resetPasswordRequestSchema,
  sendOtpCodeSchema,
  whatsappPhoneCodeSchema,
  whatsappRecoveryCodeSchema,
} from './auth';
import type { gameProfileStoreSchema } from './auth-game-profile';
import type { socialTokenSchema, telegramAuthSchema } from './auth-social';
import type { chatReadSchema } from './chats';
import type { helpRequestSchema } from './help';
import type { bracketCreateSchema, bracketScoreSchema, customGameSchema, tournamentCommentSchema } from './match-play';
import type { placementPointsSchema, pubgMatchResultsSchema } from './matches';
import type { newsCommentSchema } from './news';
import type { grantOrganizerSchema } from './organizer/organizers';
import type { organizerGroupSchema, organizerStageSchema, organizerStatusSchema } from './organizer/stage-group';
import type { whatsappAttachSchema, whatsappVerifySchema } from './phone';
import type { changePhoneSchema, profileVerifySchema } from './profile';
import type { streamStartSchema } from './stream';
import type { streamerApplicationSchema } from './streamer';
import type { streamerReviewSchema } from './streamer-review';
import type { changeMemberRoleSchema, joinTeamSchema, removeMemberSchema, updateTeamSchema } from './team';
import type { voteBallotSchema } from './votes';

type In<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;
type EndpointName = keyof typeof API_PATHS | keyof typeof AUTH_API_PATHS;
/** Names each body by its endpoint: a name that is not an endpoint's in API_PATHS or AUTH_API_PATHS fails the typecheck. */
type ByEndpoint<T extends { [K in keyof T]: K extends EndpointName ? unknown : never }> = T;

/**
 * The JSON body of each endpoint that takes one, by the endpoint's name in API_PATHS or AUTH_API_PATHS: the
 * input type of the shared schema the API checks it with (where a form holds the values, it is the form's
 * schema too). The API client sends only these bodies, or FormData to the multipart endpoints (files), so a
 * body the endpoint's schema does not describe does not compile.
 */
export type RequestBodies = ByEndpoint<{
  // Sign-in, registration, codes, social accounts
  login: In<typeof loginSchema> | In<typeof loginByPhoneSchema>;
  loginViaEmail: In<typeof loginViaEmailSchema>;
  register: In<typeof emailRegisterRequestSchema>;
  registerByPhone: In<typeof phoneRegisterSchema>;
  socialLogin: In<typeof socialTokenSchema>;
  socialAttach: In<typeof socialTokenSchema>;
  telegramLogin: In<typeof telegramAuthSchema>;
  socialAttachTelegram: In<typeof telegramAuthSchema>;
  forgotPasswordCode: In<typeof forgotPasswordCodeSchema>;
  forgotPasswordReset: In<typeof forgotPasswordResetSchema>;
  resetPassword: In<typeof resetPasswordRequestSchema>;
  sendOtpCode: In<typeof sendOtpCodeSchema>;
  whatsappVerifyRegister: In<typeof whatsappPhoneCodeSchema>;
  whatsappVerifyForgot: In<typeof whatsappRecoveryCodeSchema>;
  telegramVerifyOtp: In<typeof codeOnlySchema>;
  telegramVerifyForgot: In<typeof codeOnlySchema>;
  profileVerify: In<typeof profileVerifySchema>;
  whatsappAttach: In<typeof whatsappAttachSchema> & In<typeof botCheckTokenSchema>;
  whatsappVerifyAttach: In<typeof whatsappVerifySchema>;
  // Profile settings and game accounts
  changePassword: In<typeof changePasswordSchema>;
  changePhone: In<typeof changePhoneSchema> & In<typeof botCheckTokenSchema>;
  gameProfile: In<typeof gameProfileStoreSchema>;
  // Teams
  team: In<typeof updateTeamSchema>;
  joinTeam: In<typeof joinTeamSchema>;
  changeTeamMemberRole: In<typeof changeMemberRoleSchema>;
  removeTeamMember: In<typeof removeMemberSchema>;
  // Applications and entries
  apply: In<typeof applySchema>;
  resendApplication: In<typeof resendApplicationSchema>;
  withdrawEntry: In<typeof withdrawEntrySchema>;
  entryMemberStatus: In<typeof entryDecisionSchema>;
  approveGameTime: In<typeof groupApprovalSchema>;
  replacementMembers: In<typeof pubgReplacementMembersSchema> | In<typeof mlbbReplacementMembersSchema>;
  nextStage: In<typeof nextStageSchema>;
  acceptEntry: In<typeof acceptEntrySchema>;
  declineEntry: In<typeof declineEntrySchema>;
  // Organiser console
  organizerStatus: In<typeof organizerStatusSchema>;
  organizerStages: In<typeof organizerStageSchema>;
  organizerStage: In<typeof organizerStageSchema>;
  organizerGroups: In<typeof organizerGroupSchema>;
  organizerGroup: In<typeof organizerGroupSchema>;
  adminOrganizers: In<typeof grantOrganizerSchema>;
  organizerStageBracket: In<typeof bracketCreateSchema>;
  organizerBracketMatch: In<typeof bracketScoreSchema>;
  organizerPlacementPoints: In<typeof placementPointsSchema>;
  organizerGroupMatch: In<typeof pubgMatchResultsSchema>;
  // Matches, comments, chats, custom games
  tournamentComments: In<typeof tournamentCommentSchema>;
  chatRead: In<typeof chatReadSchema>;
  customGames: In<typeof customGameSchema>;
  // News, help, votes, streams
  newsComments: In<typeof newsCommentSchema>;
  helpRequests: In<typeof helpRequestSchema>;
  voteBallot: In<typeof voteBallotSchema>;
  streamers: In<typeof streamerApplicationSchema>;
  adminStreamerApprove: In<typeof streamerReviewSchema>;
  adminStreamerReject: In<typeof streamerReviewSchema>;
  streams: In<typeof streamStartSchema>;
  /** Ending a stream carries nothing but the path: an empty object. */
  streamEnd: Record<string, never>;
}>;

/** Any JSON body the client may send. */
export type RequestBody = RequestBodies[keyof RequestBodies];
