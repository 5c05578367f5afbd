import { tournamentFormData } from './tournament-form-data';

describe('tournament form as multipart', () => {
  it('writes lists, switches, nothing and files the way the API reads them', () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const data = tournamentFormData({
      name: 'Cup',
      game_id: 1,
      divisions: ['pubg-mobile-division-1', 'pubg-mobile-division-2'],
      country_id: null,
      format_min: 4,
      format_max: 6,
      prize_amount: null,
      prize_currency: null,
      timezone: 'Asia/Almaty',
      start_req_time: '2026-09-01T00:00:00.000Z',
      end_reg_time: '2026-09-05T00:00:00.000Z',
      start_time: '2026-09-07T00:00:00.000Z',
      end_time: null,
      slot_count: 16,
      description: '',
      name_i18n: { en: 'Cup' },
      description_i18n: {},
      rules: '',
      info: '',
      youtube_link: '',
      features: [],
      with_comments: true,
      with_cap_chats: false,
      is_private: false,
      logo,
      mobile_logo: undefined,
    });
    expect(data.getAll('divisions[]')).toEqual(['pubg-mobile-division-1', 'pubg-mobile-division-2']);
    expect(data.get('with_comments')).toBe('1');
    expect(data.get('with_cap_chats')).toBe('0');
    expect(data.get('country_id')).toBe('');
    expect(data.get('slot_count')).toBe('16');
    expect((data.get('logo') as File).name).toBe('logo.png');
    expect(data.has('mobile_logo')).toBe(false);
    expect(data.has('features[]')).toBe(false);
    expect(JSON.parse(String(data.get('name_i18n')))).toEqual({ en: 'Cup' });
  });
});
