/**
 * The rival captain (documented in api/README.md): manager of the team that shares the demo captain's
 * group in the first stage of Central Asia Masters (a tournament with captains' chats), so two captains of
 * one group can chat with each other in manual checks and the e2e chat journey.
 */
export const RIVAL_ACCOUNT = {
  email: 'rival@esports.example',
  password: 'DemoRival!2026',
  username: 'TimurRival',
  slug: 'timur-rival',
  tournamentSlug: 'central-asia-masters',
} as const;
