import { validateInput } from '../validate';
import { organizerGroupSchema, organizerGroupSchemaFor, organizerStageSchema, organizerStatusSchema } from './stage-group';
import { grantOrganizerSchema, renameOrganizationSchema } from './organizers';
import { OrganizerIdParamSchema, OrganizerTournamentListQuerySchema } from './queries';

const group = { name: 'Group A', game_time: '2026-09-12T15:00:00Z', capacity: 16, status: 'registration', timezone: '', lobby_id: '', lobby_password: '' };

describe('organiser stage and group forms', () => {
  it('accepts a stage with defaults and a previous stage', () => {
    expect(validateInput(organizerStageSchema, { name: 'Qualifiers', register_start_date: '2026-09-01T06:00:00Z' }).output).toEqual({
      name: 'Qualifiers',
      register_start_date: '2026-09-01T06:00:00.000Z',
      replace_count: 0,
      prev_stage_id: null,
    });
    expect(validateInput(organizerStageSchema, { name: 'Final', register_start_date: '2026-09-01T06:00:00Z', replace_count: '2', prev_stage_id: '7' }).output).toMatchObject({ replace_count: 2, prev_stage_id: 7 });
  });

  it.each([
    [{ name: '' }, 'name', 'organizer.stage_name_required'],
    [{ name: 'x'.repeat(61) }, 'name', 'organizer.stage_name_max|{"max":60}'],
    [{ replace_count: 101 }, 'replace_count', 'organizer.replace_count_range|{"max":100}'],
    [{ prev_stage_id: 0 }, 'prev_stage_id', 'organizer.prev_stage_invalid'],
    [{ register_start_date: 'tomorrow' }, 'register_start_date', 'organizer.date_invalid'],
  ])('stage %j -> %s %s', (patch, field, code) => {
    expect(validateInput(organizerStageSchema, { name: 'Stage', register_start_date: '2026-09-01T06:00:00Z', ...patch }).errors?.[field]).toEqual([code]);
  });

  it('accepts a group and refuses bad values', () => {
    expect(validateInput(organizerGroupSchema, group).output).toMatchObject({ capacity: 16, timezone: '' });
    expect(validateInput(organizerGroupSchema, { ...group, capacity: 0 }).errors).toEqual({ capacity: ['organizer.capacity_range|{"min":1,"max":1024}'] });
    expect(validateInput(organizerGroupSchema, { ...group, status: 'open' }).errors).toEqual({ status: ['organizer.group_status_invalid'] });
    expect(validateInput(organizerGroupSchema, { ...group, lobby_id: 'x'.repeat(65) }).errors).toEqual({ lobby_id: ['organizer.lobby_max|{"max":64}'] });
    expect(validateInput(organizerGroupSchema, { ...group, name: ' ' }).errors).toEqual({ name: ['organizer.group_name_required'] });
  });

  it('wants the game time after the stage registration opens', () => {
    expect(validateInput(organizerGroupSchemaFor('2026-09-01T06:00:00Z'), group).success).toBe(true);
    expect(validateInput(organizerGroupSchemaFor(new Date('2026-09-12T15:00:00Z')), group).errors).toEqual({ game_time: ['organizer.game_time_after_stage'] });
  });

  it('takes a status override or null', () => {
    expect(validateInput(organizerStatusSchema, { status: 'game' }).output).toEqual({ status: 'game' });
    expect(validateInput(organizerStatusSchema, { status: null }).output).toEqual({ status: null });
    expect(validateInput(organizerStatusSchema, {}).output).toEqual({ status: null });
    expect(validateInput(organizerStatusSchema, { status: 'soon' }).errors).toEqual({ status: ['organizer.status_invalid'] });
  });

  it('grants with a player and an organisation name', () => {
    expect(validateInput(grantOrganizerSchema, { user: ' aidos-sniper ', organization_name: 'Steppe League' }).output).toEqual({ user: 'aidos-sniper', organization_name: 'Steppe League' });
    expect(validateInput(grantOrganizerSchema, { user: '', organization_name: 'S' }).errors).toEqual({
      user: ['organizer.user_required'],
      organization_name: ['organizer.organization_length|{"min":2,"max":100}'],
    });
    expect(validateInput(renameOrganizationSchema, {}).errors).toEqual({ organization_name: ['organizer.organization_required'] });
  });

  it('reads list pages and path ids', () => {
    expect(validateInput(OrganizerTournamentListQuerySchema, {}).output).toEqual({ page: 1, per_page: 10 });
    expect(validateInput(OrganizerIdParamSchema, { id: '42' }).output).toEqual({ id: 42 });
    expect(validateInput(OrganizerIdParamSchema, { id: '042' }).success).toBe(false);
    expect(validateInput(OrganizerIdParamSchema, { id: '2147483648' }).success).toBe(false);
  });
});
