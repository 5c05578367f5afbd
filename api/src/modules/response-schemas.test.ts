import * as v from 'valibot';
import {
  ClientIndexSchema,
  ApiErrorBodySchema,
  AuthConfigSchema,
  AuthResponseSchema,
  AwardSchema,
  CountryOptionSchema,
  GameSchema,
  HealthStatusSchema,
  MatchKillStatisticsSchema,
  OtpSentSchema,
  OutboxMessageSchema,
  PageMetaSchema,
  PublicUserSchema,
  SessionUserSchema,
  SignedOutSchema,
  TimezoneOptionSchema,
  TournamentDetailSchema,
  TournamentSummarySchema,
  TranslationMessagesSchema,
  UserDocumentSchema,
  UserGameAccountSchema,
  WhatsappStatusSchema,
} from '@portal/shared/contracts/responses';
import { demoAccount } from '../db/seed/demo-accounts';
import { openAuthWorld, type AuthTestWorld } from '../../test-support/auth-world';
import { TEST_DRIVERS } from '../../test-support/databases';

/**
 * The real answers on the demo world pass their response schemas exactly (nothing missing, nothing the
 * schema does not know of): the OpenAPI document, generated from the same schemas, cannot drift from what
 * the serializers send.
 */
const exactly = <TSchema extends v.GenericSchema>(schema: TSchema, value: unknown) => expect(v.parse(schema, value)).toEqual(value);

describe.each(TEST_DRIVERS)('answers match their response schemas (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t.dispose());

  const data = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => {
    // The development outbox answers loopback clients only.
    const response = await t.call(method, url, body, { token, ...(url.startsWith('/api/dev/') ? { ip: '127.0.0.1' } : {}) });
    expect({ url, status: response.statusCode }).toEqual({ url, status: expect.any(Number) });
    expect(response.statusCode).toBeLessThan(300);
    return response.json() as { data: unknown; meta?: unknown };
  };

  it('public reads: health, tournaments, reference lists', async () => {
    exactly(HealthStatusSchema, (await data('GET', '/api/health')).data);
    exactly(ClientIndexSchema, (await data('GET', '/api/v1/client')).data);
    const page = await data('GET', '/api/v1/client/tournament?per_page=100');
    exactly(v.array(TournamentSummarySchema), page.data);
    exactly(PageMetaSchema, page.meta);
    expect((page.data as unknown[]).length).toBeGreaterThan(0);
    exactly(v.array(TournamentSummarySchema), (await data('GET', '/api/v1/client/tournament/get-latest/20')).data);
    exactly(v.array(TournamentSummarySchema), (await data('GET', '/api/v1/client/main-page-tournaments/mlbb')).data);
    for (const { slug } of page.data as { slug: string }[]) exactly(TournamentDetailSchema, (await data('GET', `/api/v1/client/tournament/${slug}`)).data);
    exactly(v.array(CountryOptionSchema), (await data('GET', '/api/country')).data);
    exactly(v.array(TimezoneOptionSchema), (await data('GET', '/api/timezones')).data);
    exactly(TranslationMessagesSchema, (await data('GET', '/api/translations?code=kk')).data);
    exactly(AuthConfigSchema, (await data('GET', '/api/v1/client/auth/config')).data);
  });

  it('signed-in reads and sign-in answers', async () => {
    const captain = demoAccount('captain');
    const signedIn = (await data('POST', '/api/auth/login', { email: captain.email, password: captain.password, g_recaptcha_response: 'human' })).data;
    exactly(AuthResponseSchema, signedIn);
    const token = (signedIn as { token_data: { token: string } }).token_data.token;
    for (const key of ['captain', 'player', 'manager', 'streamer', 'newbie', 'banned', 'admin'] as const) {
      const other = await t.tokenOf(key);
      exactly(SessionUserSchema, (await data('GET', '/api/user/profile', undefined, other)).data);
      exactly(MatchKillStatisticsSchema, (await data('GET', '/api/v1/client/user/match-kill-statistics', undefined, other)).data);
      exactly(WhatsappStatusSchema, (await data('GET', '/api/v1/client/whatsapp/check-exist', undefined, other)).data);
    }
    exactly(OtpSentSchema, (await data('POST', '/api/v1/client/auth/send-otp-code', { phone: '+77015550101' })).data);
    exactly(v.array(OutboxMessageSchema), (await data('GET', `/api/dev/outbox?phone=${encodeURIComponent('+77015550101')}`)).data);
    exactly(SignedOutSchema, (await data('POST', '/api/auth/logout', undefined, token)).data);
  });

  it('profile area reads', async () => {
    exactly(v.array(GameSchema), (await data('GET', '/api/games')).data);
    for (const key of ['captain', 'manager', 'newbie'] as const) {
      const token = await t.tokenOf(key);
      exactly(v.array(UserGameAccountSchema), (await data('GET', '/api/user/game_profile', undefined, token)).data);
      exactly(v.array(UserDocumentSchema), (await data('GET', '/api/user-document', undefined, token)).data);
      exactly(v.array(AwardSchema), (await data('GET', '/api/v1/client/user/rewards', undefined, token)).data);
    }
    for (const slug of ['nurlan-captain', 'jasur-manager', 'bakyt-new', 'portal-admin']) exactly(PublicUserSchema, (await data('GET', `/api/v1/client/user/${slug}`)).data);
  });

  it('failures', async () => {
    const refused = await t.call('GET', '/api/v1/client/tournament?page=0');
    expect(refused.statusCode).toBe(422);
    exactly(ApiErrorBodySchema, refused.json());
    exactly(ApiErrorBodySchema, (await t.call('GET', '/api/user/profile')).json());
  });
});
