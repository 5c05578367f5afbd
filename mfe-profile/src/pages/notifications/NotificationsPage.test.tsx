import { screen, waitFor, within } from '@testing-library/react';
import type { NotificationPage } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import NotificationsPage from './NotificationsPage';

const meta = (unread: number, total: number): NotificationPage['meta'] => ({ current_page: 1, last_page: 1, per_page: 20, total, from: total ? 1 : null, to: total || null, unread_count: unread });
const accepted = { id: 7, type: 'entry_accepted' as const, data: { team: 'Almaty Wolves', tournament: 'Winter Cup', tournament_slug: 'winter-cup' }, link: { route: 'applications' }, read_at: null, created_at: '2026-11-20T10:00:00Z' };
const role = { id: 6, type: 'team_role_changed' as const, data: { team: 'Aral Dragons', role: 'manager' }, link: { route: 'teams.detail', params: { teamId: 4 } }, read_at: '2026-11-19T10:00:00Z', created_at: '2026-11-19T09:00:00Z' };
const signedIn = { token: 'token-1', user: makeSessionUser({ timezone: 'Asia/Almaty' }) };

describe('/Notifications', () => {
  it('asks a guest to sign in, without the read-all control', async () => {
    await renderWithProviders(<NotificationsPage />, { route: '/en/Notifications' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows a signed-in user the empty list with read-all disabled', async () => {
    const api = createFakeApi().on('GET', '/user/notification', { body: { data: [], meta: meta(0, 0) } });
    await renderWithProviders(<NotificationsPage />, { route: '/Notifications', session: signedIn, fetch: api.fetch });
    expect(screen.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeInTheDocument();
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('Уведомлений пока нет');
    expect(screen.getByRole('button', { name: 'Прочитать все' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Список уведомлений' })).toContainElement(screen.getByTestId('notifications-empty'));
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
  });

  it('lists notifications in the reader language with their time and link, reads one and then all', async () => {
    const api = createFakeApi()
      .on('GET', '/user/notification', { body: { data: [accepted, role], meta: meta(1, 2) } }, { body: { data: [{ ...accepted, read_at: '2026-11-21T10:00:00Z' }, role], meta: meta(0, 2) } })
      .on('POST', '/user/notification/mark-as-read/7', { body: { data: { updated: 1, unread_count: 0 } } });
    const { user } = await renderWithProviders(<NotificationsPage />, { route: '/en/Notifications', session: signedIn, fetch: api.fetch });
    const items = await screen.findAllByTestId('notification');
    expect(items[0]).toHaveTextContent('New: The application of Almaty Wolves to Winter Cup was accepted.');
    expect(items[0]).toHaveTextContent('20 Nov, 15:00');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/en/applications');
    expect(items[1]).toHaveTextContent('Your role in Aral Dragons is now manager.');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/en/my-teams/4');
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('Unread: 1');

    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getByTestId('notifications-unread')).toHaveTextContent('Unread: 0'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/user/notification/mark-as-read/7']);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
