import { and, eq } from 'drizzle-orm';
import type { ClientIndex, CountryOption, TimezoneOption, TranslationMessages } from '@portal/shared/contracts';
import { translations } from '../../db/schema';
import { syncServerTranslations } from '../../i18n/server-translations';
import { utcOffset } from './service';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';

describe.each(TEST_DRIVERS)('reference lists (%s)', (driver) => {
  let world: TestWorld;
  const get = (url: string, headers: Record<string, string> = {}) => world.app.inject({ url, headers });

  beforeAll(async () => {
    world = await openTestWorld(driver);
  });
  afterAll(async () => world?.dispose());

  it('answers the client API index: version, its OpenAPI document, languages, games and the server clock', async () => {
    const before = Date.now();
    const response = await get('/api/v1/client');
    expect(response.statusCode).toBe(200);
    const index = response.json<{ data: ClientIndex }>().data;
    expect(index).toMatchObject({ version: 'v1', openapi: '/api/docs/json', locales: ['ru', 'kk', 'en', 'uz', 'tr'], default_locale: 'ru' });
    expect(index.games).toEqual([
      { id: 1, slug: 'pubg-mobile', name: expect.stringMatching(/PUBG/) },
      { id: 3, slug: 'mlbb', name: expect.any(String) },
    ]);
    expect(Date.parse(index.server_time)).toBeGreaterThanOrEqual(before - 1000);
    expect((await get(index.openapi)).statusCode).toBe(200);
  });

  it('lists countries with their calling codes, Kazakhstan first as id 1, named in the request language', async () => {
    const en = (await get('/api/country', { 'accept-language': 'en' })).json<{ data: CountryOption[] }>().data;
    expect(en[0]).toEqual({ id: 1, code: 'KZ', name: 'Kazakhstan', calling_code: '7' });
    expect(en.map((c) => c.code)).toEqual(expect.arrayContaining(['KG', 'UZ', 'RU', 'TR', 'BY', 'UA']));
    for (const country of en) expect(Object.keys(country).sort()).toEqual(['calling_code', 'code', 'id', 'name']);
    const uz = (await get('/api/country', { 'accept-language': 'uz' })).json<{ data: CountryOption[] }>().data;
    expect(uz[2]).toMatchObject({ code: 'UZ', name: "O'zbekiston" });
  });

  it('lists the timezones of tournaments and groups with their current offsets', async () => {
    const zones = (await get('/api/timezones', { 'accept-language': 'tr' })).json<{ data: TimezoneOption[] }>().data;
    expect(zones.map((z) => z.name)).toEqual(expect.arrayContaining(['Asia/Almaty', 'Asia/Tashkent', 'Asia/Bishkek', 'Europe/Moscow', 'Europe/Istanbul']));
    const istanbul = zones.find((z) => z.name === 'Europe/Istanbul');
    expect(istanbul).toEqual({ id: expect.any(Number), name: 'Europe/Istanbul', label: 'İstanbul', offset: '+03:00' });
    for (const zone of zones) expect(zone.offset).toMatch(/^[+-]\d{2}:\d{2}$/);
  });

  it('returns the messages of one language by code, and 422 for another code', async () => {
    const en = (await get('/api/translations?code=en')).json<{ data: TranslationMessages }>().data;
    expect(en.code).toBe('en');
    expect(en.messages).toMatchObject({ errors: { errors: { not_found: 'Not found.', tournament_not_found: 'Tournament not found.' } } });
    const kk = (await get('/api/translations?code=kk')).json<{ data: TranslationMessages }>().data;
    expect(kk.messages).toMatchObject({ errors: { errors: { not_found: 'Ештеңе табылмады.' } } });
    for (const [query, code] of [['', 'validation.required'], ['?code=de', 'validation.one_of'], ['?code=en&code=ru', 'validation.required']]) {
      const response = await get(`/api/translations${query}`, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { code: [code] } });
    }
  });

  it('keeps an edited translation when the server messages are synced again', async () => {
    const db = world.handle.db;
    const key = and(eq(translations.locale, 'en'), eq(translations.namespace, 'errors'), eq(translations.key, 'errors.not_found'));
    await db.update(translations).set({ value: 'Nothing here.' }).where(key);
    await syncServerTranslations(db, world.app.messages);
    const en = (await get('/api/translations?code=en')).json<{ data: TranslationMessages }>().data;
    expect(en.messages).toMatchObject({ errors: { errors: { not_found: 'Nothing here.' } } });
  });

  it('never lets a translation key reach an object prototype', async () => {
    const rows = [
      { namespace: 'errors', key: '__proto__.polluted' },
      { namespace: 'errors', key: 'constructor.prototype.polluted' },
      { namespace: 'errors', key: 'a..polluted' },
    ].map((row) => ({ ...row, locale: 'tr', value: 'yes' }));
    await world.handle.db.insert(translations).values(rows);
    const response = await get('/api/translations?code=tr');
    expect(response.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(response.body).not.toContain('polluted');
    expect(response.json<{ data: TranslationMessages }>().data.messages).toMatchObject({ errors: { errors: expect.any(Object) } });
  });
});

describe('utcOffset', () => {
  it('formats the current offset of a zone', () => {
    const july = new Date('2026-07-01T00:00:00Z');
    expect(utcOffset('Asia/Tashkent', july)).toBe('+05:00');
    expect(utcOffset('UTC', july)).toBe('+00:00');
    expect(utcOffset('America/New_York', july)).toBe('-04:00');
  });
});
