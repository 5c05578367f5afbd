import { screen, waitFor, within } from '@testing-library/react';
import type { Vote } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import VotesPage from './VotesPage';

const vote = (overrides: Partial<Vote> = {}): Vote => ({
  id: 1,
  slug: 'best-team-of-spring',
  title: 'Team of the spring',
  description: null,
  game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
  multiple: false,
  phase: 'open',
  starts_at: '2026-05-01T00:00:00.000Z',
  ends_at: '2026-05-20T00:00:00.000Z',
  options: [
    { id: 11, title: 'Almaty Wolves', image_url: null },
    { id: 12, title: 'Steppe Eagles', image_url: null },
  ],
  voters_count: 3,
  my_choice: null,
  results: null,
  ...overrides,
});

const voted = vote({ my_choice: [12], voters_count: 4, results: [{ option_id: 11, votes: 1 }, { option_id: 12, votes: 3 }] });

describe('/votes', () => {
  it('lets a player vote once and then shows the results with their choice', async () => {
    const api = createFakeApi().on('GET', '/v1/client/votes', { body: { data: [vote()] } }, { body: { data: [voted] } }).on('POST', '/v1/client/votes/1/ballot', { status: 201, body: { data: voted } });
    const { user } = await renderWithProviders(<VotesPage />, { route: '/en/votes', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });
    const card = await screen.findByTestId('vote-card');
    await user.click(within(card).getByRole('button', { name: 'Vote' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Choose an option.');
    await user.click(within(card).getByRole('radio', { name: 'Steppe Eagles' }));
    await user.click(within(card).getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ option_ids: [12] }));
    const results = await screen.findByTestId('vote-results');
    expect(within(results).getAllByTestId('vote-result').map((li) => li.textContent)).toEqual(['Almaty Wolves25% (1)', 'Steppe Eagles — your choice75% (3)']);
    expect(screen.getByTestId('vote-voters')).toHaveTextContent('Voters: 4');
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
  });

  it('offers checkboxes when several options may be chosen, and shows a server refusal', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/votes', { body: { data: [vote({ multiple: true })] } })
      .on('POST', '/v1/client/votes/1/ballot', { status: 409, body: { message: 'You have already voted.', code: 'errors.already_voted' } });
    const { user } = await renderWithProviders(<VotesPage />, { route: '/en/votes', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });
    const card = await screen.findByTestId('vote-card');
    await user.click(within(card).getByRole('checkbox', { name: 'Almaty Wolves' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Steppe Eagles' }));
    await user.click(within(card).getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent('You have already voted.'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ option_ids: [11, 12] });
  });

  it('shows a guest the options and the results of closed votes', async () => {
    const api = createFakeApi().on('GET', '/v1/client/votes', { body: { data: [vote(), vote({ id: 2, slug: 'mvp', title: 'MVP', phase: 'closed', results: [{ option_id: 11, votes: 2 }, { option_id: 12, votes: 0 }] })] } });
    await renderWithProviders(<VotesPage />, { route: '/en/votes', fetch: api.fetch });
    const [open, closed] = await screen.findAllByTestId('vote-card');
    expect(within(open as HTMLElement).getByRole('link', { name: 'Sign in to vote' })).toHaveAttribute('href', '/en/Login?back=%2Fvotes');
    expect(open).toHaveTextContent('After signing in you will come back to this page.');
    expect(within(open as HTMLElement).getByRole('list')).toHaveStyle({ listStyle: 'none' });
    expect(within(closed as HTMLElement).getAllByTestId('vote-result').map((li) => li.textContent)).toEqual(['Almaty Wolves100% (2)', 'Steppe Eagles0% (0)']);
  });

  it('says when there is no vote', async () => {
    const api = createFakeApi().on('GET', '/v1/client/votes', { body: { data: [] } });
    await renderWithProviders(<VotesPage />, { route: '/votes', fetch: api.fetch });
    expect(await screen.findByTestId('votes-empty')).toHaveTextContent('Открытых голосований нет');
  });
});
