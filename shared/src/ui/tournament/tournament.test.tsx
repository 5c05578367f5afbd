import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { LinkCard, LinkCardLink } from '../link-card/LinkCard';
import { TournamentLogo, TOURNAMENT_LOGO_FALLBACK } from './TournamentLogo';
import { TournamentStatusBadge } from './TournamentStatusBadge';

describe('tournament pieces shared by the home page and the tournament pages', () => {
  it('labels a tournament status of spec section 4 and marks it with its code', async () => {
    await renderWithProviders(<TournamentStatusBadge status="registration" />, { route: '/en' });
    expect(screen.getByText('Registration')).toHaveAttribute('data-status', 'registration');
  });

  it('shows the cup when a tournament has no logo', async () => {
    await renderWithProviders(<TournamentLogo logo={null} alt="Almaty Cup logo" size={48} />, { route: '/en' });
    const logo = screen.getByRole('img', { name: 'Almaty Cup logo' });
    expect(logo).toHaveAttribute('src', TOURNAMENT_LOGO_FALLBACK);
    expect(logo).toHaveAttribute('width', '48');
  });

  it('makes a card one link, named by its title', async () => {
    await renderWithProviders(
      <LinkCard data-testid="card">
        <h3>
          <LinkCardLink to="/esports-mobile-tournaments/almaty-cup">Almaty Cup</LinkCardLink>
        </h3>
        <p>16 slots</p>
      </LinkCard>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Almaty Cup' })).toHaveAttribute('href', '/esports-mobile-tournaments/almaty-cup');
    expect(screen.getByTestId('card').tagName).toBe('ARTICLE');
  });
});
