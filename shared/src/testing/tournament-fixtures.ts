import type { TournamentSummary } from '@portal/shared/contracts';

/** A tournament of the list as GET /v1/client/tournament returns it; override what a test cares about. */
export function makeTournamentSummary(overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  return {
    id: 1,
    slug: 'almaty-spring-cup',
    name: 'Almaty Spring Cup',
    start_req_time: '2025-05-01T05:00:00.000000Z',
    start_req_time_timer: -3600,
    end_reg_time: '2025-05-20T13:00:00.000000Z',
    end_req_time: 2 * 86_400 + 3 * 3600,
    start_time: '2025-05-25T10:00:00.000000Z',
    timezone: 'Asia/Tashkent',
    status: { code: 'registration' },
    prize_fond: '1 000 000 ₸',
    organizer: 'Qazaq Esports',
    slot_count: 16,
    accepted_teams_count: 3,
    teams_count: 5,
    accepted_entries_count: 3,
    format: { id: 1, slug: 'squad', name: 'Squad', min: 4, max: 6, formats: [] },
    currentFormat: { id: 1, slug: 'squad', name: 'Squad', min: 4, max: 6 },
    divisions: [
      { id: 1, slug: 'pubg-mobile-division-1', name: 'Division 1' },
      { id: 2, slug: 'pubg-mobile-division-2', name: 'Division 2' },
      { id: 3, slug: 'pubg-mobile-division-3', name: 'Division 3' },
    ],
    game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
    game_slug: 'pubg',
    youtube_link: null,
    logo: null,
    mobile_logo: null,
    features: [],
    with_comments: true,
    with_cap_chats: false,
    can_comment_tournament: false,
    country: { id: 1, name: 'Kazakhstan' },
    has_team_in_tournament: false,
    ...overrides,
  };
}
