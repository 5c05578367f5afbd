import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_PATHS, type Bracket, type OrganizerBrackets, type OrganizerGroupResults, type TournamentGrid } from '@portal/shared/contracts';
import { expect, test } from '../fixtures/test';
import { watchConsoleErrors } from '../fixtures/console-errors';
import { signInByApi } from '../fixtures/entries';
import { ADMIN } from '../fixtures/organizer';

/**
 * Live results: guests keep a tournament page and a match page open while the organiser writes through the
 * API; the standings and the bracket change on the open pages without a reload (the tournament's public
 * socket channel says what changed, the pages read it again). The demo world's Bishkek Showdown (PUBG) has
 * a qualifier group of two teams with nothing entered; the admin (staff) writes its results. MLBB Winter
 * Clash belongs to the demo organiser and has no bracket yet. No other journey touches either.
 */
const PUBG = 'bishkek-showdown';
const MLBB = 'mlbb-winter-clash';
const ORGANIZER = { email: 'organizer@esports.example', password: 'DemoOrganizer!2026' } as const;
const TEXT = { notPublished: 'Results will appear once the organiser publishes them.', noMatches: 'Rounds, placements and points appear here after the group has played.' };

type Data<T> = { data: T };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Data<T>).data;
}

/**
 * Opens a guest page and waits until its results channel delivers: once it does, the page reads its data
 * again (`refetched` is that request; the server-rendered data needs none before), so whatever is written
 * afterwards reaches it live.
 */
async function openLive(context: BrowserContext, path: string, refetched: RegExp): Promise<Page> {
  const page = await context.newPage();
  const listening = page.waitForRequest((request) => refetched.test(new URL(request.url()).pathname), { timeout: 30_000 });
  await page.goto(path);
  await listening;
  // A reload would lose this mark: the checks below see the same document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return page;
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('a guest sees the standings and the match page follow the results the organiser publishes and corrects', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await signInByApi(request, ADMIN);
  const grid = await dataOf<TournamentGrid>(await request.get(`/api${API_PATHS.tournamentGrid(PUBG)}`));
  const group = grid.stages[0]?.groups.find((g) => !g.results_published && g.teams_count >= 2);
  if (!group) throw new Error(`${PUBG} has no unpublished group of two teams`);
  const entered = await dataOf<OrganizerGroupResults>(await request.get(`/api/organizer/groups/${group.id}/results`, { headers: bearer(admin.token) }));
  const [first, second] = entered.teams;
  if (!first || !second) throw new Error('the group has fewer than two teams');
  const enter = async (places: [number, number]) => {
    const response = await request.put(`/api/organizer/groups/${group.id}/matches/1`, {
      headers: bearer(admin.token),
      data: { results: [{ stage_team_id: first.stage_team_id, place: places[0], kills: 2 }, { stage_team_id: second.stage_team_id, place: places[1], kills: 0 }] },
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  const guest = await browser.newContext();
  const tournamentPage = await openLive(guest, `/en/esports-mobile-tournaments/${PUBG}`, new RegExp(`/grid$`));
  const matchPage = await openLive(guest, `/en/match/${first.stage_team_id}-${PUBG}`, new RegExp(`/match/${first.stage_team_id}$`));
  const errors = [watchConsoleErrors(tournamentPage), watchConsoleErrors(matchPage)];
  const standings = tournamentPage.getByTestId('standings').getByTestId('standings-group').filter({ hasText: group.name });
  await expect(standings).toContainText(TEXT.notPublished);
  await expect(matchPage.getByText(TEXT.noMatches)).toBeVisible();

  // Entered but not published: the guest's pages show nothing yet.
  await enter([1, 2]);
  const published = await request.post(`/api/organizer/groups/${group.id}/results/publish`, { headers: bearer(admin.token) });
  expect(published.status(), await published.text()).toBe(200);
  const rows = standings.getByTestId('standings-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(first.team.name);
  const matchRows = matchPage.getByTestId('standings-row');
  await expect(matchRows).toHaveCount(2);
  await expect(matchRows.first()).toContainText(first.team.name);

  // The organiser corrects the published match: the order turns on both pages.
  await enter([2, 1]);
  await expect(rows.first()).toContainText(second.team.name);
  await expect(matchRows.first()).toContainText(second.team.name);

  expect(await sameDocument(tournamentPage)).toBe(true);
  expect(await sameDocument(matchPage)).toBe(true);
  for (const watch of errors) expect(watch.take().filter((error) => error.startsWith('pageerror'))).toEqual([]);
  await guest.close();
});

test("a guest sees the demo organiser's new bracket and a series score on the open tournament page", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const organizer = await signInByApi(request, ORGANIZER);
  const tournament = await dataOf<{ id: number }>(await request.get(`/api/v1/client/tournament/${MLBB}`));
  const managed = await dataOf<OrganizerBrackets>(await request.get(`/api${API_PATHS.organizerBrackets(tournament.id)}`, { headers: bearer(organizer.token) }));
  const stage = managed.stages.find((s) => s.bracket === null && s.accepted_teams >= 2);
  if (!stage) throw new Error(`${MLBB} has no stage ready for a bracket`);

  const guest = await browser.newContext();
  const page = await openLive(guest, `/en/esports-mobile-tournaments/${MLBB}`, new RegExp(`${API_PATHS.tournamentBrackets(tournament.id)}$`));
  const errors = watchConsoleErrors(page);
  await expect(page.getByTestId('tournament-brackets')).toHaveCount(0);

  const created = await request.post(`/api${API_PATHS.organizerStageBracket(stage.id)}`, { headers: bearer(organizer.token), data: { type: 'single_elimination', best_of: 3 } });
  expect(created.status(), await created.text()).toBe(201);
  const bracket = ((await created.json()) as Data<Bracket>).data;
  const ready = bracket.groups.flatMap((g) => g.rounds.flatMap((r) => r.matches)).find((m) => m.status === 'ready');
  if (!ready) throw new Error('the new bracket has no ready series');
  const shown = page.getByTestId('tournament-brackets').locator(`[data-testid="bracket"][data-stage="${stage.id}"]`);
  const series = shown.locator(`[data-testid="bracket-match"][data-match="${ready.id}"]`);
  await expect(series).toHaveAttribute('data-status', 'ready');

  const scored = await request.put(`/api${API_PATHS.organizerBracketMatch(stage.id, ready.id)}`, { headers: bearer(organizer.token), data: { opponent1_score: 2, opponent2_score: 0 } });
  expect(scored.status(), await scored.text()).toBe(200);
  await expect(series).toHaveAttribute('data-status', 'completed');
  await expect(series.getByTestId('bracket-slot').first().locator('span').nth(2)).toHaveText('2');

  expect(await sameDocument(page)).toBe(true);
  expect(errors.take().filter((error) => error.startsWith('pageerror'))).toEqual([]);
  await guest.close();
});
