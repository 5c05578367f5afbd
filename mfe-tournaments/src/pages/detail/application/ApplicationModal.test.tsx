import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../../routes';
import { makeApplicant, makeEntry, makeUserTeam } from '../../../lib/testing/application-fixtures';
import { makeGroup, makeStage, makeTournamentDetail } from '../../../lib/testing/tournament-fixtures';
import TournamentDetailPage from '../TournamentDetailPage';

/** Whole journeys through modals with user-event: more than the default 5 s on a busy machine. */
jest.setTimeout(30_000);

const PATH = '/:lang?/esports-mobile-tournaments/:slug';
const DETAIL = '/v1/client/tournament/almaty-spring-cup';
const TEAMS = '/v1/client/tournament/user/teams/1';
const GROUPS = '/v1/client/tournament/1/groups-for-team/7';
const session = { token: 'token', user: makeSessionUser() };
const stages = [makeStage({ id: 1, groups: [makeGroup({ id: 11, name: 'Group A' })] })];

const groups = {
  replace_count: 1,
  groups: [
    { ...makeGroup({ id: 11, name: 'Group A' }), free_slots: 3 },
    { ...makeGroup({ id: 12, name: 'Group B', game_time: '2025-06-01T18:00:00.000000Z' }), free_slots: 0 },
  ],
};

function page(teams = [makeUserTeam()]) {
  return createFakeApi().on('GET', DETAIL, { body: { data: makeTournamentDetail({ stages }) } }).on('GET', TEAMS, { body: { data: teams } }).on('GET', GROUPS, { body: { data: groups } });
}

const render = (api: ReturnType<typeof page>) => renderWithProviders(<TournamentDetailPage />, { route: '/en/esports-mobile-tournaments/almaty-spring-cup', path: PATH, fetch: api.fetch, session });

describe('the application modal (PUBG)', () => {
  it('goes team, group, teammates, success by keyboard and mouse, sending the chosen group and players', async () => {
    const api = page().on('POST', '/v1/client/1', { status: 201, body: { data: makeEntry() } });
    await render(api);
    const section = await screen.findByTestId('application-section', {}, { timeout: 5000 });
    await userEvent.click(within(section).getByRole('button', { name: 'Apply' }));
    const modal = await screen.findByTestId('apply-modal');
    expect(within(modal).getByRole('heading', { name: 'Apply with a team' })).toBeInTheDocument();
    const next = () => within(modal).getByRole('button', { name: 'Next' });
    expect(next()).toBeDisabled();
    expect(within(modal).getByTestId('apply-why')).toHaveTextContent('Choose a team to go on.');
    await userEvent.click(within(modal).getByRole('radio', { name: /Almaty Wolves/ }));
    expect(within(modal).getByTestId('squad-size')).toHaveTextContent('Squad: 4 players (up to 6)');
    expect(within(modal).getByTestId('team-choice')).toContainElement(within(modal).getByTestId('team-logo'));
    expect(within(modal).getByTestId('team-readiness')).toHaveTextContent('4 of 4 players eligible');
    await userEvent.click(next());

    expect(await within(modal).findByText(/Step 2 of 4/)).toBeInTheDocument();
    expect(within(modal).getByTestId('apply-why')).toHaveTextContent('Choose the time (group) to go on.');
    expect(await within(modal).findByRole('radio', { name: /Group B/ })).toBeDisabled();
    await userEvent.click(within(modal).getByRole('radio', { name: /Group A/ }));
    await userEvent.click(next());

    expect(within(modal).getByText('Players: 4 to 6. Replacements after approval: at most 1.')).toBeInTheDocument();
    const rookie = within(modal).getByRole('checkbox', { name: /Rookie/ });
    expect(rookie).toBeDisabled();
    expect(within(modal).getByText('The player has no game profile for this game.')).toBeInTheDocument();
    // Exactly the four the squad needs are eligible: they are chosen already.
    for (const name of ['Captain', 'Sniper', 'Medic', 'Scout']) expect(within(modal).getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
    expect(within(modal).getByText('4 of 6 chosen')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('checkbox', { name: /Scout/ }));
    await userEvent.click(next());
    expect(within(modal).getByRole('alert')).toHaveTextContent('Choose players: at least 4.');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    within(modal).getByRole('checkbox', { name: /Scout/ }).focus();
    await userEvent.keyboard(' ');
    expect(within(modal).getByText('Next sends the application to the organiser.')).toBeInTheDocument();
    await userEvent.click(next());
    expect(await within(modal).findByTestId('apply-success')).toHaveTextContent('Every chosen player must confirm');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ team_id: 7, tournament_id: 1, group_id: 11, stage_id: 1, user_ids: [1, 2, 3, 4] });
    await userEvent.click(within(modal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('apply-modal')).toBeNull());
  });

  it("sends a private tournament's ?hash= with the teams, the groups and the application", async () => {
    const api = page().on('POST', '/v1/client/1', { status: 201, body: { data: makeEntry() } });
    await renderWithProviders(<TournamentDetailPage />, { route: '/en/esports-mobile-tournaments/almaty-spring-cup?hash=Private-Hash_0123456789', path: PATH, fetch: api.fetch, session });
    const section = await screen.findByTestId('application-section', {}, { timeout: 5000 });
    await userEvent.click(within(section).getByRole('button', { name: 'Apply' }));
    const modal = await screen.findByTestId('apply-modal');
    await userEvent.click(within(modal).getByRole('radio', { name: /Almaty Wolves/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(modal).findByRole('radio', { name: /Group A/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByTestId('apply-success')).toBeInTheDocument();
    const urls = api.calls.map((call) => `${call.method} ${call.url}`);
    for (const path of [`GET ${TEAMS}`, `GET ${GROUPS}`, 'POST /v1/client/1']) expect(urls).toContain(`${path}?hash=Private-Hash_0123456789`);
  });

  it('tells a member that only the captain applies, and shows the team status badge', async () => {
    await render(page([makeUserTeam({ role: 'member', can_apply: false, status: 'accepted', entry: makeEntry({ status: { code: 'accepted' }, team_status: 'accepted' }) })]));
    const section = await screen.findByTestId('application-section', {}, { timeout: 5000 });
    expect(within(section).getByTestId('team-status-badge')).toHaveTextContent('Accepted');
    expect(within(section).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('toasts the server message when applying fails and starts over', async () => {
    const api = page().on('POST', '/v1/client/1', { status: 409, body: { message: 'Registration closed', code: 'application.registration_closed' } });
    await render(api);
    await userEvent.click(within(await screen.findByTestId('application-section', {}, { timeout: 5000 })).getByRole('button', { name: 'Apply' }));
    const modal = await screen.findByTestId('apply-modal');
    await userEvent.click(within(modal).getByRole('radio', { name: /Almaty Wolves/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(modal).findByRole('radio', { name: /Group A/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Registration for the tournament is closed.')).toBeInTheDocument();
    expect(await within(modal).findByText(/Step 1 of 4/)).toBeInTheDocument();
  });
});

describe('the application modal (MLBB)', () => {
  const mlbb = () =>
    createFakeApi()
      .on('GET', DETAIL, { body: { data: makeTournamentDetail({ stages, game_slug: 'mlbb', currentFormat: { id: 2, slug: '5v5', name: '5v5', min: 4, max: 7 } }) } })
      .on('GET', TEAMS, { body: { data: [makeUserTeam()] } });

  it('chooses a stage card (name, start, timezone) and sends the stage', async () => {
    const api = mlbb()
      .on('GET', '/v1/client/tournament/mlbb/stages/list/1/7', { body: { data: [{ id: 3, name: 'Group stage', register_start_date: '2025-05-01T05:00:00.000000Z', replace_count: 2, timezone: 'Asia/Tashkent' }] } })
      .on('POST', '/v1/client/1', { status: 201, body: { data: makeEntry() } });
    await render(api);
    await userEvent.click(within(await screen.findByTestId('application-section', {}, { timeout: 5000 })).getByRole('button', { name: 'Apply' }));
    const modal = await screen.findByTestId('apply-modal');
    await userEvent.click(within(modal).getByRole('radio', { name: /Almaty Wolves/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    const card = await within(modal).findByTestId('stage-choice');
    expect(card).toHaveTextContent('Group stage01.05.2025 10:00 (Asia/Tashkent)');
    await userEvent.click(within(card).getByRole('radio'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByTestId('apply-success')).toHaveTextContent('Application to the stage sent.');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ team_id: 7, tournament_id: 1, group_id: null, stage_id: 3, user_ids: [1, 2, 3, 4] });
  });

  it('says no valid group when no stage is open', async () => {
    await render(mlbb().on('GET', '/v1/client/tournament/mlbb/stages/list/1/7', { body: { data: [] } }));
    await userEvent.click(within(await screen.findByTestId('application-section', {}, { timeout: 5000 })).getByRole('button', { name: 'Apply' }));
    const modal = await screen.findByTestId('apply-modal');
    await userEvent.click(within(modal).getByRole('radio', { name: /Almaty Wolves/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByText('No groups are available.')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('a team that cannot field the squad', () => {
  const short = () =>
    makeUserTeam({
      members: [
        makeApplicant(1, 'Captain', { role_in_team: { id: 1, code: 'owner' }, social_accounts_count: 0, ineligibility: ['no_social_account'] }),
        makeApplicant(2, 'Sniper', { social_accounts_count: 0, ineligibility: ['no_social_account'] }),
      ],
    });

  it('says so on the tournament page with a fix per reason, and the modal says why it cannot go on', async () => {
    await render(page([short()]));
    const section = await screen.findByTestId('application-section', {}, { timeout: 5000 });
    expect(within(section).getByTestId('squad-size')).toHaveTextContent('Squad: 4 players (up to 6)');
    const readiness = within(section).getByTestId('team-readiness');
    expect(readiness).toHaveTextContent('0 of 4 players eligible');
    const reasons = within(readiness).getAllByTestId('readiness-reason');
    expect(reasons.map((r) => r.textContent)).toEqual(['The team has 2 members; the tournament needs 4.Invite players', 'No linked messenger: Captain, SniperLink a messenger']);
    expect(within(reasons[0]!).getByRole('link', { name: 'Invite players' })).toHaveAttribute('href', '/en/my-teams/7');
    expect(within(reasons[1]!).getByRole('link', { name: 'Link a messenger' })).toHaveAttribute('href', '/en/settings-new?tab=safety');

    await userEvent.click(within(section).getByRole('button', { name: 'Apply' }));
    const modal = await screen.findByTestId('apply-modal');
    await userEvent.click(within(modal).getByRole('radio', { name: /Almaty Wolves/ }));
    const next = within(modal).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Almaty Wolves has 0 of 4 eligible players: fix the reasons below first.');
  });
});

describe("the user's own card without a game profile", () => {
  const members = (captainProfile: boolean) => [
    captainProfile
      ? makeApplicant(1, 'Captain', { role_in_team: { id: 1, code: 'owner' } })
      : makeApplicant(1, 'Captain', { role_in_team: { id: 1, code: 'owner' }, game_profiles: [], ineligibility: ['no_game_profile'] }),
    makeApplicant(2, 'Sniper'),
    makeApplicant(3, 'Medic'),
    makeApplicant(4, 'Scout'),
  ];

  it('adds the game profile from the modal and comes back with the captain chosen', async () => {
    const api = createFakeApi()
      .on('GET', DETAIL, { body: { data: makeTournamentDetail({ stages }) } })
      .on('GET', TEAMS, { body: { data: [makeUserTeam({ members: members(false) })] } }, { body: { data: [makeUserTeam({ members: members(true) })] } })
      .on('GET', GROUPS, { body: { data: groups } })
      .on('POST', '/user/game_profile', { status: 201, body: { data: { id: 9, gameName: 'pubg-mobile', fields: { nick: 'CaptainGG', pubg_id: '5100001' } } } })
      .on('GET', '/user/profile', { body: { data: makeSessionUser() } })
      .on('POST', '/v1/client/1', { status: 201, body: { data: makeEntry() } });
    await render(api);
    await userEvent.click(within(await screen.findByTestId('application-section', {}, { timeout: 5000 })).getByRole('button', { name: 'Apply' }));
    const modal = await screen.findByTestId('apply-modal');
    await userEvent.click(within(modal).getByRole('radio', { name: /Almaty Wolves/ }));
    // Three of four are eligible, and the captain's own missing profile is fixable here: the team goes on.
    expect(within(modal).getByTestId('team-readiness')).toHaveTextContent('3 of 4 players eligible');
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(modal).findByRole('radio', { name: /Group A/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));

    const captain = within(modal).getAllByTestId('player-option')[0]!;
    expect(within(captain).getByTestId('game-account-status')).toHaveTextContent('Game account not added');
    expect(within(within(modal).getAllByTestId('player-option')[1]!).getByTestId('game-account-status')).toHaveTextContent('Game account active');
    expect(within(within(modal).getAllByTestId('player-option')[1]!).queryByRole('button', { name: 'Add a game profile' })).toBeNull();
    await userEvent.click(within(captain).getByRole('button', { name: 'Add a game profile' }));
    const form = await within(modal).findByTestId('apply-game-profile');
    await userEvent.type(within(form).getByLabelText('In-game nickname'), 'CaptainGG');
    await userEvent.type(within(form).getByLabelText('PUBG ID'), '51x00001');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and choose me' }));

    await waitFor(() => expect(within(modal).getByRole('checkbox', { name: /Captain/ })).toBeChecked());
    await waitFor(() => expect(within(modal).getByRole('checkbox', { name: /Captain/ })).toBeEnabled());
    expect(within(within(modal).getAllByTestId('player-option')[0]!).getByTestId('game-account-status')).toHaveTextContent('Game account active');
    expect(api.calls.find((call) => call.method === 'POST' && call.url === '/user/game_profile')?.body).toEqual({ gameName: 'pubg-mobile', fields: { nick: 'CaptainGG', pubg_id: '5100001' } });
    for (const name of ['Sniper', 'Medic', 'Scout']) await userEvent.click(within(modal).getByRole('checkbox', { name: new RegExp(name) }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByTestId('apply-success')).toBeInTheDocument();
  });
});
