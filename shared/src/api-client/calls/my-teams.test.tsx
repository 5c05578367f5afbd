import { screen, waitFor } from '@testing-library/react';
import type { Team } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { myTeamsKeys, useMyTeams } from './my-teams';

const team = (id: number, name: string): Team => ({
  id,
  name,
  slug: name.toLowerCase(),
  logo: null,
  game: { id: 3, name: 'MLBB', slug: 'mlbb' },
  division: null,
  members: [],
  members_count: 1,
  hash: null,
  tournamentEntries: [],
  created_at: '2026-05-01T10:00:00.000000Z',
});

function TeamsProbe({ gameId }: { gameId?: number | null }) {
  const { data, fetchStatus } = useMyTeams({ gameId });
  return <p>{data ? data.map((t) => t.name).join(', ') : `no teams (${fetchStatus})`}</p>;
}

describe('useMyTeams', () => {
  it("reads the signed-in user's teams, filtered by game when asked", async () => {
    const api = createFakeApi().on('GET', '/team', (call) => ({ body: { data: call.url.includes('filter%5Bgame_id%5D=3') ? [team(2, 'Aral')] : [team(1, 'Wolves'), team(2, 'Aral')] } }));
    await renderWithProviders(
      <>
        <TeamsProbe />
        <TeamsProbe gameId={3} />
      </>,
      { fetch: api.fetch, session: { token: 'token-1', user: makeSessionUser({ id: 7 }) } },
    );
    expect(await screen.findByText('Wolves, Aral')).toBeInTheDocument();
    expect(await screen.findByText('Aral')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url).sort()).toEqual(['/team', '/team?filter%5Bgame_id%5D=3']);
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('asks nothing for a guest', async () => {
    const api = createFakeApi();
    await renderWithProviders(<TeamsProbe />, { fetch: api.fetch });
    await waitFor(() => expect(screen.getByText('no teams (idle)')).toBeInTheDocument());
    expect(api.calls).toEqual([]);
  });

  it('keys the cache by user and game', () => {
    expect(myTeamsKeys.list(7, null)).toEqual(['teams', 'mine', 7, 'all']);
    expect(myTeamsKeys.list(7, 1)).toEqual(['teams', 'mine', 7, 1]);
  });
});
