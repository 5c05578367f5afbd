import { TEAM_LOGO_MAX_BYTES } from '@portal/shared/constants';
import { changeMemberRoleSchema, createTeamSchema, editTeamFormSchema, joinTeamSchema, removeMemberSchema, teamLogoChangeSchema, updateTeamSchema } from './team';
import { validateInput } from './validate';

const nameErrors = (name: unknown) => validateInput(createTeamSchema, { name, game_id: 1 }).errors?.name;

describe('team schema (spec section 5)', () => {
  it('name is required', () => {
    expect(nameErrors('')).toEqual(['team_page.name_required']);
    expect(nameErrors('   ')).toEqual(['team_page.name_required']);
    expect(nameErrors(null)).toEqual(['team_page.name_required']);
    expect(validateInput(createTeamSchema, { game_id: 1 }).errors).toEqual({ name: ['team_page.name_required'] });
  });

  it('name has 4 to 25 characters: 3 is too short, 4 and 25 pass, 26 is too long', () => {
    expect(nameErrors('abc')).toEqual(['team_page.min_length_warning|{"min":4}']);
    expect(nameErrors('abcd')).toBeUndefined();
    expect(nameErrors('a'.repeat(25))).toBeUndefined();
    expect(nameErrors('a'.repeat(26))).toEqual(['team_page.max_length_warning|{"max":25}']);
  });

  it('name may not contain a hyphen', () => {
    expect(nameErrors('Team-One')).toEqual(['team_page.hyphen_not_allowed']);
  });

  it('name has only Latin letters, digits and spaces', () => {
    expect(nameErrors('Team One 2')).toBeUndefined();
    expect(nameErrors('Команда')).toEqual(['team_page.latin_digits_only']);
    expect(nameErrors('Team_One')).toEqual(['team_page.latin_digits_only']);
    expect(nameErrors('Team!')).toEqual(['team_page.latin_digits_only']);
  });

  it('trims the name', () => {
    expect(validateInput(createTeamSchema, { name: '  Wolves  ', game_id: 3 }).output).toEqual({ name: 'Wolves', game_id: 3 });
  });

  it('game is required', () => {
    expect(validateInput(createTeamSchema, { name: 'Wolves' }).errors).toEqual({ game_id: ['team_page.game_id_required'] });
    expect(validateInput(createTeamSchema, { name: 'Wolves', game_id: null }).errors).toEqual({ game_id: ['team_page.game_id_required'] });
    expect(validateInput(createTeamSchema, { name: 'Wolves', game_id: 0 }).errors).toEqual({ game_id: ['team_page.game_id_required'] });
    expect(validateInput(createTeamSchema, { name: 'Wolves', game_id: '' }).errors).toEqual({ game_id: ['team_page.game_id_required'] });
    expect(validateInput(createTeamSchema, { name: 'Wolves', game_id: '99999999999999999' }).errors).toEqual({ game_id: ['team_page.game_id_required'] });
  });

  it('accepts game_id as multipart text', () => {
    expect(validateInput(createTeamSchema, { name: 'Wolves', game_id: '3' }).output).toEqual({ name: 'Wolves', game_id: 3 });
    expect(validateInput(createTeamSchema, { name: 'Wolves', game_id: '03' }).success).toBe(false);
  });

  it('logo at most 2 MB: exactly 2 MB passes, one byte more does not', () => {
    const logo = (size: number) => ({ name: 'logo.png', type: 'image/png', size });
    expect(TEAM_LOGO_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(validateInput(createTeamSchema, { name: 'Wolves', game_id: 1, logo: logo(TEAM_LOGO_MAX_BYTES) }).success).toBe(true);
    expect(validateInput(createTeamSchema, { name: 'Wolves', game_id: 1, logo: logo(TEAM_LOGO_MAX_BYTES + 1) }).errors).toEqual({ logo: ['team_page.image_size|{"max_mb":2}'] });
    expect(validateInput(teamLogoChangeSchema, { logo: 'not a file' }).errors).toEqual({ logo: ['team_page.image_size|{"max_mb":2}'] });
  });

  it('keeps the logo object itself (a File stays a File)', () => {
    const file = new Blob(['png'], { type: 'image/png' });
    expect(validateInput(teamLogoChangeSchema, { logo: file }).output?.logo).toBe(file);
  });

  it('update takes the name and the invite-link flag', () => {
    expect(validateInput(updateTeamSchema, { name: 'Wolves', change_hash: true }).output).toEqual({ name: 'Wolves', change_hash: true });
    expect(validateInput(updateTeamSchema, { name: 'Wo' }).errors).toEqual({ name: ['team_page.min_length_warning|{"min":4}'] });
  });

  it('update changes any of name, invite hash and logo; the flag also comes as multipart text', () => {
    expect(validateInput(updateTeamSchema, {}).output).toEqual({});
    expect(validateInput(updateTeamSchema, { change_hash: 'true' }).output).toEqual({ change_hash: true });
    expect(validateInput(updateTeamSchema, { change_hash: '0' }).output).toEqual({ change_hash: false });
    expect(validateInput(updateTeamSchema, { change_hash: 'yes' }).errors).toEqual({ change_hash: ['validation.one_of'] });
    const logo = { name: 'logo.webp', type: 'image/webp', size: 10 };
    expect(validateInput(updateTeamSchema, { name: ' New Name ', logo }).output).toEqual({ name: 'New Name', logo });
  });

  it('the edit form needs the name', () => {
    expect(validateInput(editTeamFormSchema, { name: '' }).errors).toEqual({ name: ['team_page.name_required'] });
    expect(validateInput(editTeamFormSchema, { name: 'Wolves' }).output).toEqual({ name: 'Wolves' });
  });

  it('joining sends a well-formed invite hash', () => {
    expect(validateInput(joinTeamSchema, { hash: 'Zq81_mPx-abc' }).output).toEqual({ hash: 'Zq81_mPx-abc' });
    expect(validateInput(joinTeamSchema, { hash: 'abc' }).errors).toEqual({ hash: ['team_page.invite_link_invalid'] });
    expect(validateInput(joinTeamSchema, {}).errors).toEqual({ hash: ['team_page.invite_link_invalid'] });
    expect(validateInput(joinTeamSchema, { hash: '../x/y/z' }).errors).toEqual({ hash: ['team_page.invite_link_invalid'] });
  });

  it('a role change names owner, manager or member', () => {
    for (const codeRole of ['owner', 'manager', 'member']) expect(validateInput(changeMemberRoleSchema, { codeRole }).output).toEqual({ codeRole });
    expect(validateInput(changeMemberRoleSchema, { codeRole: 'coach' }).errors).toEqual({ codeRole: ['team_page.role_invalid'] });
    expect(validateInput(changeMemberRoleSchema, { codeRole: 1 }).errors).toEqual({ codeRole: ['team_page.role_invalid'] });
    expect(validateInput(changeMemberRoleSchema, {}).errors).toEqual({ codeRole: ['team_page.role_invalid'] });
  });

  it('removing a member names the team and the player by id (number or digits)', () => {
    expect(validateInput(removeMemberSchema, { teamId: 5, userId: '12' }).output).toEqual({ teamId: 5, userId: 12 });
    expect(validateInput(removeMemberSchema, {}).errors).toEqual({ teamId: ['validation.required'], userId: ['validation.required'] });
    expect(validateInput(removeMemberSchema, { teamId: 0, userId: 'x' }).errors).toEqual({ teamId: ['validation.integer'], userId: ['validation.integer'] });
    expect(validateInput(removeMemberSchema, { teamId: 2_147_483_648, userId: '2147483648' }).errors).toEqual({ teamId: ['validation.integer'], userId: ['validation.integer'] });
  });
});
