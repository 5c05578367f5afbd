import { screen } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import NotificationsPage from './NotificationsPage';

describe('/Notifications', () => {
  it('asks a guest to sign in, without the read-all control', async () => {
    await renderWithProviders(<NotificationsPage />, { route: '/en/Notifications' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows a signed-in user the empty list with read-all disabled', async () => {
    await renderWithProviders(<NotificationsPage />, { route: '/Notifications', session: { token: 'token-1', user: makeSessionUser() } });
    expect(screen.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Прочитать все' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Список уведомлений' })).toContainElement(screen.getByTestId('notifications-empty'));
    expect(screen.getByTestId('notifications-empty')).toHaveTextContent('Уведомлений пока нет');
    expect(screen.queryByTestId('auth-prompt')).toBeNull();
  });
});
