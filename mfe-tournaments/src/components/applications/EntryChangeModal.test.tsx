import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeApplicant, makeEntry, makeUserTeam, stageTeamMembers } from '../../lib/testing/application-fixtures';
import { makeGroup, makeTournamentDetail } from '../../lib/testing/tournament-fixtures';
import ApplicationsPage from '../../pages/account/ApplicationsPage';

/** Whole journeys through modals with user-event: more than the default 5 s on a busy machine. */
jest.setTimeout(30_000);

const session = { token: 'token', user: makeSessionUser() };
const group = makeGroup({ id: 11, name: 'Group A' });
const team = () => makeUserTeam({
  members: [
    makeApplicant(1, 'Captain', { role_in_team: { id: 1, code: 'owner' } }),
    makeApplicant(2, 'Sniper'),
    makeApplicant(3, 'Medic'),
    makeApplicant(4, 'Scout'),
    makeApplicant(5, 'Bench'),
    makeApplicant(6, 'Reserve'),
  ],
});

const accepted = makeEntry({
  status: { code: 'accepted' },
  team_status: 'accepted',
  stage_teams: [{ id: 90, stage: { id: 1, name: 'Qualifier', prev_stage_id: null, replace_count: 1 }, group, is_approve_game_time: true, stage_team_members: stageTeamMembers(...team().members.slice(0, 4)) }],
});

function api(entry = accepted) {
  return createFakeApi()
    .on('GET', '/v1/client/tournament-entries', { body: { data: [entry] } })
    .on('GET', '/v1/client/tournament/almaty-spring-cup', { body: { data: makeTournamentDetail() } })
    .on('GET', '/v1/client/tournament/user/teams/1', { body: { data: [team()] } })
    .on('GET', '/v1/client/tournament/group-by-stage/1/teams/7', { body: { data: { replace_count: 1, groups: [{ ...group, free_slots: 2 }, { ...makeGroup({ id: 12, name: 'Group B' }), free_slots: 1 }] } } })
    .on('POST', '/v1/client/tournament-entry/70/replacement-members', { body: { data: accepted } });
}

describe('the edit modal of an accepted application', () => {
  it('keeps replacements within replace_count (max_replace_members_front), then sends players and group after the preview', async () => {
    const fake = api();
    await renderWithProviders(<ApplicationsPage />, { route: '/en/applications', session, fetch: fake.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const modal = await screen.findByTestId('change-modal');
    expect(within(modal).getByRole('heading', { name: 'Change status' })).toBeInTheDocument();
    const box = (name: string) => within(modal).getByRole('checkbox', { name: new RegExp(name) });
    await waitFor(() => expect(box('Scout')).toBeChecked());
    expect(within(modal).getByText('4 of 6 chosen')).toBeInTheDocument();
    await userEvent.click(box('Scout'));
    await userEvent.click(box('Medic'));
    await userEvent.click(box('Bench'));
    await userEvent.click(box('Reserve'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('You can replace at most 1 players.');

    await userEvent.click(box('Reserve'));
    await userEvent.click(box('Medic'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    // The current group is preselected.
    expect(await within(modal).findByRole('radio', { name: /Group A/ })).toBeChecked();
    await userEvent.click(await within(modal).findByRole('radio', { name: /Group B/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(within(modal).getByTestId('change-preview')).toHaveTextContent('Group B');
    expect(within(modal).getByTestId('change-preview')).toHaveTextContent('Bench');
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByTestId('change-modal')).toBeNull());
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ groupId: 12, stageId: 1, userIds: [1, 2, 5, 3] });
  });
});

describe('the edit modal of an awaiting application', () => {
  it('opens with the players the application sent and its group, then sends them unchanged', async () => {
    const sent = makeEntry({ members: team().members.slice(0, 5).map((m) => ({ id: m.id, slug: m.slug, username: m.username, avatar: null, status: 'pending' as const })) });
    const fake = api(sent);
    await renderWithProviders(<ApplicationsPage />, { route: '/en/applications', session, fetch: fake.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const modal = await screen.findByTestId('change-modal');
    const box = (name: string) => within(modal).getByRole('checkbox', { name: new RegExp(name) });
    await waitFor(() => expect(box('Bench')).toBeChecked());
    for (const name of ['Captain', 'Sniper', 'Medic', 'Scout']) expect(box(name)).toBeChecked();
    expect(box('Reserve')).not.toBeChecked();
    expect(within(modal).getByText('5 of 6 chosen')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(await within(modal).findByRole('radio', { name: /Group A/ })).toBeChecked();
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ groupId: 11, stageId: 1, userIds: [1, 2, 3, 4, 5] }));
  });
});
