import { screen, within } from '@testing-library/react';
import type { Bracket } from '@portal/shared/contracts';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { BracketView } from './BracketView';

const team = (id: number, name: string) => ({ id, name, slug: null, logo: null });

const bracket: Bracket = {
  stage_id: 7,
  stage_name: 'Плей-офф',
  type: 'single_elimination',
  best_of: 3,
  champion: team(1, 'Aral Dragons'),
  groups: [
    {
      kind: 'winners',
      rounds: [
        {
          number: 1,
          matches: [
            { id: 1, number: 1, status: 'completed', opponent1: { team: team(1, 'Aral Dragons'), seed: 1, score: null, result: 'win' }, opponent2: null },
            { id: 2, number: 2, status: 'completed', opponent1: { team: team(2, 'Fergana Phoenix'), seed: 2, score: 2, result: 'win' }, opponent2: { team: team(3, 'Moscow Frost'), seed: 3, score: 1, result: 'loss' } },
          ],
        },
        { number: 2, matches: [{ id: 3, number: 1, status: 'completed', opponent1: { team: team(1, 'Aral Dragons'), seed: 1, score: 2, result: 'win' }, opponent2: { team: null, seed: null, score: null, result: null } }] },
      ],
    },
  ],
};

describe('BracketView', () => {
  it('draws the rounds with seeds, scores, byes and teams still to come, and the winner', async () => {
    await renderWithProviders(<BracketView bracket={bracket} />, { route: '/en/esports-mobile-tournaments/x' });
    expect(screen.getByText('Single elimination, Bo3 series')).toBeInTheDocument();
    expect(screen.getByTestId('bracket-champion')).toHaveTextContent('Winner: Aral Dragons');
    const round1 = screen.getByRole('region', { name: 'Round 1' });
    expect(within(round1).getByText('Bye')).toBeInTheDocument();
    expect(within(round1).getAllByTestId('bracket-match')[1]).toHaveTextContent('2Fergana Phoenix23Moscow Frost1');
    expect(within(screen.getByRole('region', { name: 'Round 2' })).getByText('To be decided')).toBeInTheDocument();
  });

  it('puts the organiser controls under each match', async () => {
    await renderWithProviders(<BracketView bracket={bracket} matchActions={(match) => <button type="button">Score {match.id}</button>} />, { route: '/en/x' });
    expect(screen.getAllByRole('button', { name: /^Score/ })).toHaveLength(3);
  });
});
