import type { OrganizerOptions } from '@portal/shared/contracts';
import { NEW_TOURNAMENT_VALUES } from './form-values';
import { previewTournament } from './preview';

const options: OrganizerOptions = {
  games: [{ id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' }],
  divisions: [{ slug: 'pubg-mobile-division-1', name: 'PUBG Mobile: Division 1', game_id: 1 }],
  features: [],
  countries: [{ id: 5, name: 'Kazakhstan' }],
  timezones: ['Asia/Almaty'],
  currencies: ['KZT'],
  organization_name: 'Night Series',
};

describe('editor preview', () => {
  const now = new Date('2026-09-02T00:00:00Z');

  it('shows the form as the public card and page would, with the status of the dates', () => {
    const preview = previewTournament(
      { ...NEW_TOURNAMENT_VALUES, name: ' Autumn Cup ', country_id: '5', prize_amount: '1500000', start_req_time: '2026-09-01T00:00:00.000Z', end_reg_time: '2026-09-05T00:00:00.000Z', start_time: '2026-09-07T00:00:00.000Z', youtube_link: 'https://youtu.be/abc123' },
      { options, tournament: null, logo: 'blob:logo', mobileLogo: null, now },
    );
    expect(preview).toMatchObject({
      name: 'Autumn Cup',
      status: { code: 'registration' },
      prize_fond: '1 500 000 ₸',
      organizer: 'Night Series',
      country: { name: 'Kazakhstan' },
      divisions: [{ slug: 'pubg-mobile-division-1', name: 'PUBG Mobile: Division 1' }],
      format: { min: 4, max: 6 },
      youtube_link: 'abc123',
      logo: 'blob:logo',
      start_time: '2026-09-07T00:00:00.000000Z',
      end_req_time: 3 * 86_400,
      stages: [],
    });
  });

  it('falls back for half-typed values and follows an override', () => {
    const preview = previewTournament({ ...NEW_TOURNAMENT_VALUES, game_id: '3', format_min: 'x', slot_count: '' }, { options: undefined, tournament: null, logo: null, mobileLogo: null, now });
    expect(preview).toMatchObject({ name: '—', status: { code: 'registration-not-started' }, game: { slug: 'mlbb' }, game_slug: 'mlbb', slot_count: 0, format: { min: 1, max: 6 }, organizer: null });
  });
});
