import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import WatchDetailPage from './WatchDetailPage';
import WatchPage from './WatchPage';

describe('/watch', () => {
  it('shows the streams page with its empty state', async () => {
    await renderWithProviders(<WatchPage />, { route: '/en/watch' });
    expect(screen.getByRole('heading', { level: 1, name: 'Streams' })).toBeInTheDocument();
    expect(screen.getByTestId('watch-empty')).toHaveTextContent('Nobody is streaming right now');
  });

  it('shows a stream that is not on air inside the player area, with a link to all streams', async () => {
    await renderWithProviders(<WatchDetailPage />, { route: '/tr/watch/42', path: '/tr/watch/:id' });
    const player = screen.getByRole('region', { name: 'Yayın oynatıcısı' });
    expect(within(player).getByRole('heading', { name: 'Bu yayın şu anda yayında değil' })).toBeInTheDocument();
    expect(within(player).getByRole('link', { name: 'Tüm yayınlar' })).toHaveAttribute('href', '/tr/watch');
  });
});
