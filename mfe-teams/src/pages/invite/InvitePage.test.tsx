import { screen, waitFor } from '@testing-library/react';
import { inviteHashAtom } from '@portal/shared/state';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeInvitePreview } from '../../testing/team-fixtures';
import InvitePage from './InvitePage';

const path = '/:lang?/team/:invite';
const signedIn = { token: 'token-1', user: makeSessionUser() };
const preview = (data = makeInvitePreview()) => createFakeApi().on('GET', '/team/by/hash/Zq81_mPx', { body: { data } });

describe('/team/invite-member-{hash}', () => {
  it('previews the team to a guest, keeps the hash for after login and asks to sign in', async () => {
    const api = preview();
    const { store } = await renderWithProviders(<InvitePage />, { route: '/en/team/invite-member-Zq81_mPx', path, fetch: api.fetch });
    expect(store.get(inviteHashAtom)).toBe('Zq81_mPx');
    expect(window.localStorage.getItem('hash')).toBe('Zq81_mPx');
    expect(await screen.findByTestId('invite-preview')).toHaveTextContent('Steppe WolvesMLBB · players: 3');
    expect(screen.getByRole('img', { name: 'Steppe Wolves logo' })).toHaveAttribute('width', '64');
    expect(screen.getByRole('heading', { name: 'You are invited to a team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/Login?back=%2Fteam%2Finvite-member-Zq81_mPx');
    expect(screen.getByText('After signing in you will come back to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it('lets a signed-in user join and takes them to the team; the stored hash is dropped', async () => {
    const api = preview().on('POST', '/team/participate/12', { body: { data: {} } });
    const { store, user, location } = await renderWithProviders(<InvitePage />, {
      route: '/team/invite-member-Zq81_mPx',
      path,
      session: { ...signedIn, inviteHash: 'Zq81_mPx' },
      fetch: api.fetch,
      routes: [{ path: '/:lang?/my-teams/:teamId', element: <p>team page</p> }],
    });
    expect(store.get(inviteHashAtom)).toBeNull();
    expect(await screen.findByTestId('invitation-panel')).toHaveTextContent('Вступить в команду?');
    await user.click(screen.getByRole('button', { name: 'Вступить в команду' }));
    await waitFor(() => expect(location().pathname).toBe('/my-teams/12'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ hash: 'Zq81_mPx' });
    expect(await screen.findByRole('status')).toHaveTextContent('Вы вступили в команду Steppe Wolves.');
  });

  it('shows why joining failed and stays', async () => {
    const api = preview().on('POST', '/team/participate/12', { status: 403, body: { message: 'This invitation link no longer works. Ask the captain for a new one.', code: 'team_page.invite_link_stale' } });
    const { user } = await renderWithProviders(<InvitePage />, { route: '/en/team/invite-member-Zq81_mPx', path, session: signedIn, fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link no longer works. Ask the captain for a new one.');
  });

  it('tells a member they are already in the team', async () => {
    const api = preview(makeInvitePreview({ is_member: true }));
    await renderWithProviders(<InvitePage />, { route: '/en/team/invite-member-Zq81_mPx', path, session: signedIn, fetch: api.fetch });
    expect(await screen.findByTestId('invitation-member')).toHaveTextContent('You are already in this team');
    expect(screen.getByRole('link', { name: 'Open the team' })).toHaveAttribute('href', '/en/my-teams/12');
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it('says a link no team has any more is stale', async () => {
    const api = createFakeApi().on('GET', '/team/by/hash/Zq81_mPx', { status: 404, body: { message: 'gone', code: 'team_page.invite_link_stale' } });
    await renderWithProviders(<InvitePage />, { route: '/kk/team/invite-member-Zq81_mPx', path, session: signedIn, fetch: api.fetch });
    expect(await screen.findByTestId('invite-stale')).toHaveTextContent('Бұл шақыру сілтемесі енді жарамсыз');
  });

  it.each(['invite-abc123', 'invite-member-', 'invite-member-abc', 'invite-member-a1b2c3%2F..', 'members'])('rejects the malformed link /team/%s without asking the API', async (segment) => {
    const api = createFakeApi();
    const { store } = await renderWithProviders(<InvitePage />, { route: `/en/team/${segment}`, path, storage: { local: { hash: 'earlier-hash' } }, fetch: api.fetch });
    expect(screen.getByTestId('invite-invalid')).toHaveTextContent('This invitation link is not valid');
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute('href', '/en');
    expect(store.get(inviteHashAtom)).toBeNull();
    expect(window.localStorage.getItem('hash')).toBe('earlier-hash');
    expect(api.calls).toEqual([]);
  });
});
