import {
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
import { validateInput } from './validate';

const pubgApply = { team_id: 4, tournament_id: 9, group_id: 12, members: [1, 2, 3, 4] };

describe('application payloads (spec sections 3 and 7)', () => {
  it('apply: team_id, group_id, members, tournament_id (PUBG)', () => {
    expect(validateInput(applySchema, pubgApply).output).toEqual(pubgApply);
  });

  it('apply: team_id, stage_id, user_ids, tournament_id (MLBB)', () => {
    const mlbb = { team_id: 4, tournament_id: 9, stage_id: 2, group_id: null, user_ids: [5, 6, 7, 8, 9] };
    expect(validateInput(applySchema, mlbb).success).toBe(true);
  });

  it('apply needs a team, a group or stage, and members', () => {
    expect(validateInput(applySchema, { tournament_id: 9 }).errors).toEqual({
      team_id: ['application.team_required'],
      group_id: ['application.group_required'],
      members: ['application.members_required'],
    });
  });

  it('apply refuses empty, repeated or invalid member ids', () => {
    expect(validateInput(applySchema, { ...pubgApply, members: [] }).errors).toEqual({ members: ['application.members_required'] });
    expect(validateInput(applySchema, { ...pubgApply, members: [1, 1] }).errors).toEqual({ members: ['application.players_distinct'] });
    expect(validateInput(applySchema, { ...pubgApply, members: [1, -2] }).errors).toEqual({ 'members.1': ['validation.default|{"field":"members.1"}'] });
    expect(validateInput(applySchema, { ...pubgApply, team_id: '4' }).errors).toEqual({ team_id: ['application.team_required'] });
    expect(validateInput(applySchema, { ...pubgApply, tournament_id: 1.5 }).errors).toEqual({ tournament_id: ['validation.required'] });
  });

  it('resend: team_id, group_id, members, tournament_id; an MLBB team sends its stage instead of a group', () => {
    expect(validateInput(resendApplicationSchema, pubgApply).success).toBe(true);
    expect(validateInput(resendApplicationSchema, { ...pubgApply, group_id: null, stage_id: 5 }).success).toBe(true);
    expect(validateInput(resendApplicationSchema, { ...pubgApply, group_id: 'x' }).errors).toEqual({ group_id: ['application.group_required'] });
  });

  it('transfer to the next stage: the chosen group and members', () => {
    expect(validateInput(nextStageSchema, { group_id: 3, members: [1] }).success).toBe(true);
    expect(validateInput(nextStageSchema, { members: [1] }).errors).toEqual({ group_id: ['application.group_required'] });
  });
});

describe('replacement members (spec section 7)', () => {
  it('PUBG sends groupId, stageId and userIds', () => {
    expect(validateInput(pubgReplacementMembersSchema, { groupId: 1, stageId: 2, userIds: [3] }).success).toBe(true);
    expect(validateInput(pubgReplacementMembersSchema, { stageId: 2, userIds: [3] }).errors).toEqual({ groupId: ['application.group_required'] });
  });

  it('MLBB sends stageId and userIds only', () => {
    expect(validateInput(mlbbReplacementMembersSchema, { groupId: 1, stageId: 2, userIds: [3] }).output).toEqual({ stageId: 2, userIds: [3] });
    expect(validateInput(mlbbReplacementMembersSchema, { userIds: [3] }).errors).toEqual({ stageId: ['application.stage_required'] });
  });
});

describe('group confirmation and entry status (spec section 4)', () => {
  it('approving game time sends is_approve_game_time for a stage_team', () => {
    expect(validateInput(groupApprovalSchema, { is_approve_game_time: true, stage_team_id: 8 }).output).toEqual({ is_approve_game_time: true, stage_team_id: 8 });
    expect(validateInput(groupApprovalSchema, { is_approve_game_time: 1, stage_team_id: 8 }).output?.is_approve_game_time).toBe(true);
    expect(validateInput(groupApprovalSchema, { is_approve_game_time: 0, stage_team_id: 8 }).output?.is_approve_game_time).toBe(false);
    expect(validateInput(groupApprovalSchema, { is_approve_game_time: 'yes' }).errors).toEqual({
      is_approve_game_time: ['validation.required'],
      stage_team_id: ['validation.required'],
    });
  });

  it('entry approval sends 2 for approve, 1 for decline', () => {
    expect(validateInput(entryDecisionSchema, { status: 2 }).success).toBe(true);
    expect(validateInput(entryDecisionSchema, { status: 1 }).success).toBe(true);
    expect(validateInput(entryDecisionSchema, { status: 3 }).errors).toEqual({ status: ['validation.one_of'] });
    expect(validateInput(entryDecisionSchema, { status: '2' }).errors).toEqual({ status: ['validation.one_of'] });
  });
});

describe('withdraw and decline (spec section 7)', () => {
  it('send tournament_entry_id and an optional reject_description', () => {
    expect(validateInput(declineEntrySchema, { tournament_entry_id: 5 }).output).toEqual({ tournament_entry_id: 5, reject_description: '' });
    expect(validateInput(withdrawEntrySchema, { tournament_entry_id: 5, reject_description: ' late ' }).output?.reject_description).toBe('late');
    expect(validateInput(declineEntrySchema, { tournament_entry_id: 5, reject_description: 'x'.repeat(1000) }).success).toBe(true);
    expect(validateInput(declineEntrySchema, { tournament_entry_id: 5, reject_description: 'x'.repeat(1001) }).errors).toEqual({ reject_description: ['validation.max|{"length":1000}'] });
    expect(validateInput(declineEntrySchema, { tournament_entry_id: 5, reject_description: 7 }).errors).toEqual({ reject_description: ['validation.default|{"field":"reject_description"}'] });
    expect(validateInput(declineEntrySchema, {}).errors).toEqual({ tournament_entry_id: ['validation.required'] });
  });
});
