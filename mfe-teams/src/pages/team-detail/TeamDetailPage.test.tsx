import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeMember, makeTeam } from '../../testing/team-fixtures';
import TeamDetailPage from './TeamDetailPage';

const path = '/:lang?/my-teams/:teamId';
const as = (id: number) => ({ token: 'token-1', user: makeSessionUser({ id }) });
const listRoute = { path: '/:lang?/my-teams/', element: <p>team list</p> };

function renderTeam(options: { viewer: number; api: ReturnType<typeof createFakeApi>; route?: string }) {
  return renderWithProviders(<TeamDetailPage />, { route: options.route ?? '/en/my-teams/12', path, session: as(options.viewer), fetch: options.api.fetch, routes: [listRoute] });
}

describe('/my-teams/{teamId}', () => {
  it('asks a guest to sign in', async () => {
    await renderWithProviders(<TeamDetailPage />, { route: '/my-teams/12', path });
    expect(screen.getByRole('heading', { name: 'Войдите, чтобы открыть команду' })).toBeInTheDocument();
  });

  it.each([
    [404, 'team_page.team_not_found'],
    [403, 'team_page.not_a_member'],
  ])('tells a signed-in user a team they cannot open (%s) is not theirs and leads back to the list', async (status, code) => {
    const api = createFakeApi().on('GET', '/team/12', { status, body: { message: 'no', code } });
    await renderWithProviders(<TeamDetailPage />, { route: '/uz/my-teams/12', path, session: as(1), fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'Jamoa topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mening jamoalarim' })).toHaveAttribute('href', '/uz/my-teams');
  });

  it('does not ask the API for an address that names no team', async () => {
    const api = createFakeApi();
    await renderWithProviders(<TeamDetailPage />, { route: '/en/my-teams/abc', path, session: as(1), fetch: api.fetch });
    expect(screen.getByTestId('team-not-found')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the owner the team, its players with readiness, applications and the owner actions', async () => {
    const team = makeTeam({
      division: { id: 4, slug: 'mlbb-division-1', name: 'Division 1' },
      members: [makeMember(1, 'owner', { documents_count: 2 }), makeMember(2, 'manager', { social_accounts_count: 0 }), makeMember(3, 'member', { game_profiles: [] })],
      tournamentEntries: [
        {
          id: 8,
          status: { code: 'await' },
          tournament: { id: 5, slug: 'steppe-cup', name: 'Steppe Cup', status: { code: 'registration' }, start_time: '2026-06-01T10:00:00.000000Z', logo: null },
          stage: { id: 2, name: 'Qualifiers' },
          group: { id: 3, name: 'Group A', game_time: '2026-06-02T12:00:00.000000Z', timezone: 'Asia/Almaty' },
          created_at: '2026-05-20T10:00:00.000000Z',
        },
      ],
    });
    const api = createFakeApi().on('GET', '/team/12', { body: { data: team } });
    const { user } = await renderTeam({ viewer: 1, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Steppe Wolves' })).toBeInTheDocument();
    expect(screen.getByText('MLBB · Division 1 · players: 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Steppe Wolves logo' })).toHaveAttribute('height', '72');
    // One primary action; the rest behind "More", deleting last and set apart.
    expect(screen.getAllByRole('button', { name: /Invite players|Edit the team|New invite link|Delete the team/ }).map((button) => button.textContent)).toEqual(['Invite players']);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect([...screen.getByRole('menu').children].map((node) => node.textContent || node.getAttribute('role'))).toEqual(['Edit the team', 'New invite link', 'separator', 'Delete the team']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Leave the team' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Public page' })).toHaveAttribute('href', '/en/esports-mobile-team/steppe-wolves');
    const owner = screen.getByTestId('member-1');
    expect(owner).toHaveTextContent('Player1 (you)');
    expect(within(owner).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('member-2')).getByText('No social account')).toBeInTheDocument();
    expect(within(screen.getByTestId('member-3')).getByText('No game profile')).toBeInTheDocument();
    expect(within(screen.getByTestId('member-3')).getByRole('button', { name: 'Change role: Player3' })).toBeInTheDocument();
    expect(within(screen.getByTestId('member-3')).getByRole('button', { name: 'Remove from the team: Player3' })).toBeInTheDocument();
    const entries = screen.getByTestId('team-entries');
    expect(entries).toHaveTextContent('Steppe Cup');
    expect(entries).toHaveTextContent('Qualifiers · Group A, 02.06.2026 17:00 (Asia/Almaty)');
    expect(within(entries).getByRole('link', { name: 'Steppe Cup' })).toHaveAttribute('href', '/en/esports-mobile-tournaments/steppe-cup');
  });

  it('shows a member only the leave action, and a manager no action on the owner', async () => {
    const api = createFakeApi().on('GET', '/team/12', { body: { data: makeTeam({ hash: null }) } });
    await renderTeam({ viewer: 3, api });
    expect(await screen.findByRole('button', { name: 'Leave the team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite players' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change the role/ })).toBeNull();

    const managerApi = createFakeApi().on('GET', '/team/12', { body: { data: makeTeam() } });
    await renderTeam({ viewer: 2, api: managerApi });
    expect(await screen.findAllByRole('button', { name: 'Invite players' })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Change role: Player1' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Remove from the team: Player3' }).length).toBeGreaterThan(0);
  });

  it('gives a team of too few players the add-player lead', async () => {
    const api = createFakeApi().on('GET', '/team/12', { body: { data: makeTeam({ members: [makeMember(1, 'owner')] }) } });
    await renderTeam({ viewer: 1, api });
    const lead = await screen.findByTestId('team-lead');
    expect(lead).toHaveTextContent('A team needs at least 3 players: add a player.');
    expect(within(lead).getByRole('link', { name: 'Add a player' })).toHaveAttribute('href', '/en/settings');
  });

  it('invites: the link to share to WhatsApp, Telegram and VK, copied with a second of feedback, or the copy failure message', async () => {
    const api = createFakeApi().on('GET', '/team/12', { body: { data: makeTeam() } });
    const { user } = await renderTeam({ viewer: 1, api });
    // After the render: user-event puts a clipboard of its own on navigator when it is set up.
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Invite players' }));
    const modal = screen.getByTestId('invite-modal');
    const link = `${window.location.origin}/en/team/invite-member-Zq81_mPx-invite`;
    expect(within(modal).getByLabelText('Invitation link')).toHaveValue(link);
    expect(within(modal).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent('Join my team Steppe Wolves on Mobile Esports:')}`);
    expect(within(modal).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(within(modal).getByRole('link', { name: 'VK' }).getAttribute('href')).toMatch(/^https:\/\/vk\.com\/share\.php\?url=/);

    jest.useFakeTimers();
    try {
      await act(async () => {
        within(modal).getByRole('button', { name: 'Copy the link' }).click();
        await Promise.resolve();
      });
      expect(writeText).toHaveBeenCalledWith(link);
      expect(within(modal).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(within(modal).getByRole('button', { name: 'Copy the link' })).toBeInTheDocument();
      await act(async () => {
        within(modal).getByRole('button', { name: 'Copy the link' }).click();
        await Promise.resolve();
      });
      expect(within(modal).getByRole('alert')).toHaveTextContent('The link could not be copied.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('changes a role (owner: a hand-over too) and shows a failure in the modal', async () => {
    const promoted = makeTeam({ members: [makeMember(1, 'owner'), makeMember(2, 'manager'), makeMember(3, 'manager')] });
    const api = createFakeApi()
      .on('GET', '/team/12', { body: { data: makeTeam() } })
      .on('POST', '/team/change/member/role/12/3', { body: { data: promoted } })
      .on('POST', '/team/change/member/role/12/2', { status: 500, body: { message: 'boom', code: 'errors.server_error' } });
    const { user } = await renderTeam({ viewer: 1, api });
    await user.click(await screen.findByRole('button', { name: 'Change role: Player3' }));
    const modal = screen.getByTestId('change-role-modal');
    expect(within(modal).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['manager', 'owner']);
    expect(within(modal).getByText('Hands the team over: you become a manager.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Save the role' }));
    await waitFor(() => expect(screen.queryByTestId('change-role-modal')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ codeRole: 'manager' });
    expect(await within(screen.getByTestId('member-3')).findByText('Manager')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change role: Player2' }));
    await user.click(within(screen.getByTestId('change-role-modal')).getByRole('button', { name: 'Save the role' }));
    expect(await within(screen.getByTestId('change-role-modal')).findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });

  it('removes a player after asking, and keeps the modal open with the server message on failure', async () => {
    const api = createFakeApi()
      .on('GET', '/team/12', { body: { data: makeTeam() } })
      .on(
        'POST',
        '/team/member/delete',
        { status: 403, body: { message: 'A manager cannot change the owner’s role or remove the owner.', code: 'team_page.owner_untouchable' } },
        { body: { data: makeTeam({ members: [makeMember(1, 'owner'), makeMember(2, 'manager')] }) } },
      );
    const { user } = await renderTeam({ viewer: 1, api });
    await user.click(await screen.findByRole('button', { name: 'Remove from the team: Player3' }));
    const modal = screen.getByTestId('remove-modal');
    expect(modal).toHaveTextContent('Remove Player3 from Steppe Wolves?');
    await user.click(within(modal).getByRole('button', { name: 'Remove' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('A manager cannot change the owner’s role or remove the owner.');
    await user.click(within(modal).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId('member-3')).toBeNull());
    expect(screen.queryByTestId('remove-modal')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { teamId: 12, userId: 3 },
      { teamId: 12, userId: 3 },
    ]);
  });

  it('leaves: a failure says leave_team_error; success goes to the first team that remains', async () => {
    const api = createFakeApi()
      .on('GET', '/team/12', { body: { data: makeTeam() } })
      .on('POST', '/team/12/leave', { status: 503, body: null }, { body: { data: { id: 12, left: true } } })
      .on('GET', '/team', { body: { data: [makeTeam({ id: 40, name: 'Other Team' })] } });
    const { user, location } = await renderWithProviders(<TeamDetailPage />, {
      route: '/en/my-teams/12',
      path,
      session: as(3),
      fetch: api.fetch,
      routes: [{ path: '/:lang?/my-teams/40', element: <p>other team</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Leave the team' }));
    const modal = screen.getByTestId('leave-modal');
    await user.click(within(modal).getByRole('button', { name: 'Leave' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Leaving the team failed. Try again.');
    await user.click(within(modal).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location().pathname).toBe('/en/my-teams/40'));
  });

  it('deletes: a refusal shows the server message; success goes to /my-teams/ when no team remains', async () => {
    const api = createFakeApi()
      .on('GET', '/team/12', { body: { data: makeTeam() } })
      .on(
        'DELETE',
        '/team/12',
        { status: 409, body: { message: 'The team cannot be deleted: it is accepted to a tournament that has not ended yet.', code: 'team_page.delete_active_entry' } },
        { body: { data: { id: 12, deleted: true } } },
      )
      .on('GET', '/team', { body: { data: [] } });
    const { user, location } = await renderTeam({ viewer: 1, api });
    await user.click(await screen.findByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete the team' }));
    const modal = screen.getByTestId('delete-modal');
    await user.click(within(modal).getByRole('button', { name: 'Delete' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('The team cannot be deleted: it is accepted to a tournament that has not ended yet.');
    await user.click(within(modal).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().pathname).toBe('/en/my-teams/'));
  });

  it('makes a new invite link and edits the name and the logo (form data with the PUT override)', async () => {
    const api = createFakeApi()
      .on('GET', '/team/12', { body: { data: makeTeam() } })
      .on('PUT', '/team/12', { body: { data: makeTeam({ hash: 'NewHash_123456' }) } })
      .on('POST', '/team/12', { body: { data: makeTeam({ name: 'Night Owls' }) } });
    const { user } = await renderTeam({ viewer: 1, api });
    await user.click(await screen.findByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'New invite link' }));
    await user.click(within(screen.getByTestId('regenerate-modal')).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(screen.queryByTestId('regenerate-modal')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ change_hash: true });

    // By keyboard: the menu opens on its first item, Enter picks it.
    screen.getByRole('button', { name: 'More' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit the team' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const modal = screen.getByTestId('edit-team-modal');
    expect(within(modal).getByLabelText('Team name')).toHaveValue('Steppe Wolves');
    await user.clear(within(modal).getByLabelText('Team name'));
    await user.type(within(modal).getByLabelText('Team name'), 'Night Owls');
    await user.upload(within(modal).getByLabelText('Logo (optional)'), new File([new Uint8Array([1, 2, 3])], 'owl.webp', { type: 'image/webp' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Owls' })).toBeInTheDocument();
    const form = api.calls.find((call) => call.method === 'POST')?.body as FormData;
    expect([form.get('_method'), form.get('name'), (form.get('logo') as File).name]).toEqual(['PUT', 'Night Owls', 'owl.webp']);
  });
});
