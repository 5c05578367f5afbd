import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { NotFoundState } from './NotFoundState';

describe('NotFoundState', () => {
  it('says why, under the page heading, with a way back', async () => {
    const { user, location } = await renderWithProviders(
      <NotFoundState title="News item not found" text="It was removed or never existed." back={{ to: '/en/News', label: 'All news' }} />,
      { route: '/en/News/gone', routes: [{ path: '/en/News', element: <p>news list</p> }] },
    );
    const state = screen.getByTestId('not-found-state');
    expect(screen.getByRole('heading', { level: 3, name: 'News item not found' })).toBeInTheDocument();
    expect(state).toHaveTextContent('It was removed or never existed.');
    expect(state.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'All news' }));
    expect(location().pathname).toBe('/en/News');
  });

  it('is the whole page in the page variant: its title is the h1', async () => {
    await renderWithProviders(<NotFoundState variant="page" title="Tournament not found" text="Check the link." back={{ to: '/en/esports-mobile-tournaments', label: 'All tournaments' }} data-testid="not-found" />, {
      route: '/en/esports-mobile-tournaments/tournamentNotFound',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Tournament not found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toHaveTextContent('Check the link.');
    expect(screen.getByRole('link', { name: 'All tournaments' })).toHaveAttribute('href', '/en/esports-mobile-tournaments');
  });
});
