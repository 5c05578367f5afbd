import { validateInput } from '../validate';
import { organizerTournamentSchema, ORGANIZER_TOURNAMENT_FIELDS } from './tournament';

const valid = {
  name: 'Steppe Cup Autumn',
  game_id: 1,
  divisions: ['pubg-mobile-division-1', 'pubg-mobile-division-2'],
  country_id: 5,
  format_min: 4,
  format_max: 6,
  prize_amount: 1_500_000,
  prize_currency: 'KZT',
  timezone: 'Asia/Almaty',
  start_req_time: '2026-09-01T06:00:00+05:00',
  end_reg_time: '2026-09-08T18:00:00Z',
  start_time: '2026-09-10T12:00:00.000Z',
  end_time: null,
  slot_count: 32,
  description: '<p>Hello</p>',
  youtube_link: 'https://www.youtube.com/watch?v=Abc_123-x',
  features: ['check_team_member_document'],
  with_comments: true,
  is_private: false,
};

const errorsOf = (patch: Record<string, unknown>) => validateInput(organizerTournamentSchema, { ...valid, ...patch }).errors;

describe('organiser tournament form', () => {
  it('accepts a full form and normalizes dates to UTC', () => {
    const result = validateInput(organizerTournamentSchema, valid);
    expect(result.errors).toBeUndefined();
    expect(result.output).toMatchObject({ start_req_time: '2026-09-01T01:00:00.000Z', end_time: null, with_cap_chats: false, rules: '', info: '' });
    expect(ORGANIZER_TOURNAMENT_FIELDS).toContain('mobile_logo');
  });

  it('reads the same body as multipart text gives it', () => {
    const result = validateInput(organizerTournamentSchema, {
      ...valid,
      game_id: '3',
      divisions: ['mlbb-division-1'],
      country_id: '',
      format_min: '5',
      format_max: '7',
      prize_amount: '',
      prize_currency: '',
      slot_count: '16',
      end_time: '',
      with_comments: '0',
      with_cap_chats: '1',
      is_private: 'true',
      logo: { size: 2048, name: 'logo.png', type: 'image/png' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.output).toMatchObject({ game_id: 3, country_id: null, format_min: 5, prize_amount: null, prize_currency: null, slot_count: 16, with_comments: false, with_cap_chats: true, is_private: true });
  });

  it('takes the name and description per language, optional, as an object or multipart JSON', () => {
    expect(validateInput(organizerTournamentSchema, valid).output).toMatchObject({ name_i18n: {}, description_i18n: {} });
    const typed = validateInput(organizerTournamentSchema, { ...valid, name_i18n: { kk: ' Дала кубогы ', en: 'Steppe Cup', tr: '', de: 'Steppenpokal' } });
    expect(typed.output).toMatchObject({ name_i18n: { kk: 'Дала кубогы', en: 'Steppe Cup' } });
    expect(typed.output?.name_i18n).not.toHaveProperty('de');
    const multipart = validateInput(organizerTournamentSchema, { ...valid, name_i18n: '{"en":"Steppe Cup"}', description_i18n: '' });
    expect(multipart.output).toMatchObject({ name_i18n: { en: 'Steppe Cup' }, description_i18n: {} });
  });

  it.each([
    [{ name_i18n: { en: 'x'.repeat(101) } }, 'name_i18n', 'organizer.name_max|{"max":100}'],
    [{ name_i18n: '{not json' }, 'name_i18n', 'organizer.translations_invalid'],
    [{ description_i18n: ['a'] }, 'description_i18n', 'organizer.translations_invalid'],
    [{ description_i18n: { kk: 5 } }, 'description_i18n', 'organizer.translations_invalid'],
  ])('refuses bad translations %j', (patch, field, code) => {
    expect(errorsOf(patch)).toEqual({ [field]: [code] });
  });

  it.each([
    [{ name: ' ' }, 'name', 'organizer.name_required'],
    [{ name: 'ab' }, 'name', 'organizer.name_min|{"min":3}'],
    [{ game_id: 2 }, 'game_id', 'organizer.game_required'],
    [{ divisions: [] }, 'divisions', 'organizer.divisions_required'],
    [{ divisions: ['mlbb-division-1'] }, 'divisions', 'organizer.division_game'],
    [{ divisions: ['premier'] }, 'divisions.0', 'organizer.division_game'],
    [{ slot_count: 1 }, 'slot_count', 'organizer.slot_count_min|{"min":2}'],
    [{ slot_count: 1025 }, 'slot_count', 'organizer.slot_count_max|{"max":1024}'],
    [{ slot_count: 'many' }, 'slot_count', 'organizer.slot_count_min|{"min":2}'],
    [{ format_min: 7 }, 'format_max', 'organizer.format_min_max'],
    [{ format_max: 0 }, 'format_max', 'organizer.team_size_range|{"min":1,"max":100}'],
    [{ prize_currency: null }, 'prize_currency', 'organizer.prize_currency_required'],
    [{ prize_currency: 'EUR' }, 'prize_currency', 'organizer.prize_currency_required'],
    [{ prize_amount: -1 }, 'prize_amount', 'organizer.prize_amount_max|{"max":1000000000000}'],
    [{ start_req_time: '' }, 'start_req_time', 'organizer.date_required'],
    [{ start_req_time: '2026-09-01 06:00' }, 'start_req_time', 'organizer.date_invalid'],
    [{ start_req_time: '2026-02-30T06:00:00Z' }, 'start_req_time', 'organizer.date_invalid'],
    [{ end_reg_time: '2026-08-30T00:00:00Z' }, 'end_reg_time', 'organizer.registration_order'],
    [{ end_reg_time: '2026-09-10T12:00:00Z' }, 'end_reg_time', 'organizer.registration_after_start'],
    [{ end_time: '2026-09-09T00:00:00Z' }, 'end_time', 'organizer.end_before_start'],
    [{ timezone: '' }, 'timezone', 'organizer.timezone_required'],
    [{ description: 'x'.repeat(20_001) }, 'description', 'organizer.text_max|{"max":20000}'],
    [{ youtube_link: 'https://www.youtube.com/watch?list=x' }, 'youtube_link', 'organizer.youtube_link'],
    [{ features: ['Bad Slug'] }, 'features.0', 'organizer.feature_unknown'],
    [{ logo: { size: 3 * 1024 * 1024, name: 'big.png', type: 'image/png' } }, 'logo', 'organizer.logo_size|{"max_mb":2}'],
    [{ mobile_logo: { size: 10, name: 'x.gif', type: 'image/gif' } }, 'mobile_logo', 'organizer.logo_type'],
    [{ logo: 'not a file' }, 'logo', 'organizer.logo_type'],
  ])('%j -> %s %s', (patch, field, code) => {
    expect(errorsOf(patch)?.[field]).toEqual([code]);
  });

  it('keeps a stream id or a youtu.be link', () => {
    expect(errorsOf({ youtube_link: 'NomadS3Live' })).toBeUndefined();
    expect(errorsOf({ youtube_link: 'https://youtu.be/TashOpen2026' })).toBeUndefined();
    expect(errorsOf({ youtube_link: '' })).toBeUndefined();
  });

  it('reports a missing required field with its own code', () => {
    const { name: _name, ...rest } = valid;
    expect(validateInput(organizerTournamentSchema, rest).errors).toEqual({ name: ['organizer.name_required'] });
  });
});
