import fc from 'fast-check';
import type * as v from 'valibot';
import { applySchema, declineEntrySchema, entryDecisionSchema, groupApprovalSchema, mlbbReplacementMembersSchema, nextStageSchema, pubgReplacementMembersSchema, resendApplicationSchema } from './applications';
import {
  codeOnlySchema,
  emailRegisterSchema,
  forgotPasswordCodeSchema,
  forgotPasswordResetSchema,
  loginByPhoneSchema,
  loginSchema,
  phoneRegisterSchema,
  registerSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  sendOtpCodeSchema,
  whatsappPhoneCodeSchema,
} from './auth';
import { gameProfileStoreSchema } from './auth-game-profile';
import { socialTokenSchema, telegramAuthSchema } from './auth-social';
import { mlbbProfileBasicSchema, pubgProfileBasicSchema } from './game-profile-basic';
import { mlbbProfileExtendedSchema, pubgProfileExtendedSchema } from './game-profile-extended';
import { phoneFormSchema, whatsappAttachSchema, whatsappVerifySchema } from './phone';
import { streamerApplicationSchema } from './streamer';
import { changeMemberRoleSchema, createTeamSchema, joinTeamSchema, removeMemberSchema, updateTeamSchema } from './team';
import { validateInput } from './validate';

/**
 * Client and server run the same schema, but the server sees the body after JSON: a value accepted on the
 * client must be accepted on the server path, and the other way round.
 */
const jsonRoundTrip = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};

/**
 * Values JSON changes or drops (undefined, NaN, Infinity, -0, holes in arrays), and ordinary wrong values.
 * Class instances (Date, File) are not form values: files travel as multipart, dates as text.
 */
const awkward = fc.oneof(
  fc.constantFrom(undefined, null, Number.NaN, Number.POSITIVE_INFINITY, -0, '', ' ', true, 0, -1, 1.5, [], {}),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.array(fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constantFrom(undefined, null, Number.NaN)), { maxLength: 4 }),
);

const field = (...valid: unknown[]) => fc.oneof({ arbitrary: fc.constantFrom(...valid), weight: 3 }, { arbitrary: awkward, weight: 1 });
const ids = field([1, 2, 3], [7], [4, 5, 6, 8, 9]);
const password = field('secret123', 'p'.repeat(128), 'short');
const requestId = field('Qm9vdHN0cmFwUmVxdWVzdElk');

const CASES: [string, v.GenericSchema, fc.Arbitrary<Record<string, unknown>>][] = [
  ['login', loginSchema, fc.record({ email: field('ace@portal.kz', ' a@b.kz '), password: field('x', 'secret123'), g_recaptcha_response: field('token') })],
  [
    'register',
    registerSchema,
    fc.record({
      username: field('Ace', 'Ayan Player'),
      email: field('ace@portal.kz'),
      password: field('secret123'),
      password_confirmation: field('secret123'),
      birthday: field('2004-02-29', '1990-01-01'),
      country_id: field(1, undefined),
    }),
  ],
  ['send-otp-code', sendOtpCodeSchema, fc.record({ phone: field('+7 701 123 45 67', '+998901234567') })],
  ['whatsapp phone and code', whatsappPhoneCodeSchema, fc.record({ phone: field('+77011234567'), code: field('1234', '0000'), request_id: requestId })],
  ['code', codeOnlySchema, fc.record({ code: field('123456', ' 000111 '), request_id: requestId })],
  ['reset-password', resetPasswordSchema, fc.record({ password, password_confirmation: password })],
  ['forgot-password code', forgotPasswordCodeSchema, fc.record({ email: field('ace@portal.kz') })],
  ['forgot-password reset', forgotPasswordResetSchema, fc.record({ email: field('ace@portal.kz'), code: field('123456'), password, password_confirmation: password })],
  [
    'apply',
    applySchema,
    fc.record({ team_id: field(4), tournament_id: field(9), group_id: field(12, null), stage_id: field(2, null), members: ids, user_ids: ids }, { requiredKeys: ['team_id', 'tournament_id'] }),
  ],
  ['resend', resendApplicationSchema, fc.record({ team_id: field(4), group_id: field(12), members: ids, tournament_id: field(9) })],
  ['next stage', nextStageSchema, fc.record({ group_id: field(3), members: ids })],
  ['replacement PUBG', pubgReplacementMembersSchema, fc.record({ groupId: field(1), stageId: field(2), userIds: ids })],
  ['replacement MLBB', mlbbReplacementMembersSchema, fc.record({ stageId: field(2), userIds: ids })],
  ['group approval', groupApprovalSchema, fc.record({ is_approve_game_time: field(true, false, 1, 0), stage_team_id: field(8) })],
  ['entry decision', entryDecisionSchema, fc.record({ status: field(1, 2) })],
  ['decline', declineEntrySchema, fc.record({ tournament_entry_id: field(5), reject_description: field('late', undefined, null) })],
  ['streamer', streamerApplicationSchema, fc.record({ channel: field('twitch.tv/ace'), telegram: field('t.me/ace_player'), followers_count: field('1500', 7, '0') })],
  ['basic PUBG profile', pubgProfileBasicSchema, fc.record({ nick: field('Ace'), pubg_id: field('5123456789', 512345) })],
  ['basic MLBB profile', mlbbProfileBasicSchema, fc.record({ nick: field('Ace'), mlbb_id: field('12345678') })],
  [
    'extended PUBG profile',
    pubgProfileExtendedSchema,
    fc.record({
      nick: field('Ace'),
      pubg_id: field('5123456789'),
      experience: field('2019', '2019-05-01'),
      about_me: field('hi', undefined),
      team_member_roles: field(['captain'], undefined),
      team_speak: field(['ru', 'kk'], undefined),
      keybind: field('', '1234-5678-9012-3456-789'),
      sensitivity: field(undefined, '1234567890123456789'),
      highlights: field('', 'https://youtu.be/abc'),
      device: field('iPhone 13', undefined),
    }),
  ],
  ['extended MLBB profile', mlbbProfileExtendedSchema, fc.record({ nick: field('Ace'), mlbb_id: field('777'), experience: field('2020', ''), team_member_roles: field(['tank'], undefined) })],
  ['phone form', phoneFormSchema, fc.record({ country: field('kz', 'UZ'), phone: field('701 123 45 67', '90 123 45 67') })],
  ['WhatsApp attach', whatsappAttachSchema, fc.record({ phone: field('90 123 45 67'), country_code: field('UZ', 'uz'), number_code: field('+998', '998') })],
  ['WhatsApp verify', whatsappVerifySchema, fc.record({ phone: field('701 123 45 67'), country_code: field('KZ'), number_code: field('+7'), code: field('1234') })],
  ['login by phone', loginByPhoneSchema, fc.record({ phone: field('+7 701 123 45 67'), password: field('x'), g_recaptcha_response: field('token') })],
  [
    'register by phone',
    phoneRegisterSchema,
    fc.record({ username: field('Ace'), email: field('ace@portal.kz'), password: field('Steppe-Wolf-77'), password_confirmation: field('Steppe-Wolf-77'), birthday: field('2004-02-29'), request_id: requestId }),
  ],
  [
    'register by e-mail',
    emailRegisterSchema,
    fc.record({ username: field('Ace'), email: field('ace@portal.kz'), password: field('Steppe-Wolf-77'), password_confirmation: field('Steppe-Wolf-77'), birthday: field('2004-02-29'), agreement: field(true) }),
  ],
  ['reset-password request', resetPasswordRequestSchema, fc.record({ password: field('Steppe-Wolf-77'), password_confirmation: field('Steppe-Wolf-77'), hash: field('a'.repeat(43), undefined) })],
  ['social token', socialTokenSchema, fc.record({ provider: field('google', 'discord'), token: field('eyJ.a.b'), redirect_uri: field('https://portal.example/discord-redirect', undefined) })],
  ['Telegram login', telegramAuthSchema, fc.record({ id: field(42, '42'), first_name: field('Ayan', undefined), auth_date: field(1_700_000_000), hash: field('f'.repeat(64)) })],
  ['game profile store', gameProfileStoreSchema, fc.record({ gameName: field('pubg-mobile'), fields: field({ nick: 'Ace', pubg_id: '5123456789' }, { nick: '' }) })],
  ['create team (JSON fields)', createTeamSchema, fc.record({ name: field('Wolves', 'Team One 2'), game_id: field(1, 3, '3') })],
  ['update team', updateTeamSchema, fc.record({ name: field('Wolves', undefined), change_hash: field(true, false, 'true', undefined) })],
  ['join team', joinTeamSchema, fc.record({ hash: field('join-nomad-legion-pubg', 'Zq81_mPx') })],
  ['change member role', changeMemberRoleSchema, fc.record({ codeRole: field('owner', 'manager', 'member') })],
  ['remove member', removeMemberSchema, fc.record({ teamId: field(5, '5'), userId: field(12, '12') })],
];

describe('client and server accept the same values (JSON round trip)', () => {
  it.each(CASES)('%s', (_name, schema, input) => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(input, (value) => {
        const client = validateInput(schema, value);
        const server = validateInput(schema, jsonRoundTrip(value));
        expect(server.success).toBe(client.success);
        if (client.success) {
          accepted += 1;
          expect(server.output).toEqual(jsonRoundTrip(client.output));
        } else {
          refused += 1;
        }
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
