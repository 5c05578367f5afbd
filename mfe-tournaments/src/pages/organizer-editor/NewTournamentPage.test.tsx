import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganizerOptions } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import NewTournamentPage from './NewTournamentPage';

const options: OrganizerOptions = {
  games: [
    { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
    { id: 3, name: 'Mobile Legends: Bang Bang', slug: 'mlbb' },
  ],
  divisions: [
    { slug: 'pubg-mobile-division-1', name: 'PUBG Mobile: Division 1', game_id: 1 },
    { slug: 'mlbb-division-1', name: 'MLBB: Division 1', game_id: 3 },
  ],
  features: [{ slug: 'check_team_member_document', name: 'Member documents' }],
  countries: [{ id: 5, name: 'Kazakhstan' }],
  timezones: ['Asia/Almaty', 'Europe/Istanbul'],
  currencies: ['KZT', 'USD'],
  organization_name: 'Night Series',
};

const organizer = makeSessionUser({ roles: [{ name: 'organizer' }] });

async function renderEditor(api = createFakeApi().on('GET', '/organizer/options', { body: { data: options } })) {
  await renderWithProviders(<NewTournamentPage />, { route: '/en/organizer/tournaments/new', fetch: api.fetch, session: { token: 't', user: organizer } });
  await screen.findByTestId('tournament-form');
  return api;
}

describe('/organizer/tournaments/new', () => {
  it('checks the form with the shared rules before calling the API, and previews the card', async () => {
    const api = await renderEditor();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Autumn Cup');
    await user.clear(screen.getByLabelText('Slots (teams)'));
    await user.type(screen.getByLabelText('Slots (teams)'), '1');
    expect(screen.getByTestId('organizer-preview')).toHaveTextContent('Autumn Cup');
    expect(screen.getByTestId('organizer-preview')).toHaveTextContent('Night Series');
    await user.click(screen.getByRole('button', { name: 'Create the draft' }));
    expect(await screen.findByText('There must be at least 2 slots.')).toBeInTheDocument();
    expect(screen.getAllByText('Enter a date and time.')).toHaveLength(3);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("sends the form as multipart and shows the server's field codes under their fields", async () => {
    const api = await renderEditor();
    api.on('POST', '/organizer/tournaments', { status: 422, body: { message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { timezone: ['organizer.timezone_unknown'] } } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Autumn Cup' } });
    fireEvent.change(screen.getByLabelText('Registration opens'), { target: { value: '2030-09-01T10:00' } });
    fireEvent.change(screen.getByLabelText('Registration closes'), { target: { value: '2030-09-05T10:00' } });
    fireEvent.change(screen.getByLabelText('Tournament starts'), { target: { value: '2030-09-07T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the draft' }));
    expect(await screen.findByText('Choose a timezone from the list.')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    const body = post?.body as FormData;
    await waitFor(() => expect(body.get('start_req_time')).toBe('2030-09-01T05:00:00.000Z'));
    expect(body.getAll('divisions[]')).toEqual(['pubg-mobile-division-1']);
    expect(body.get('with_comments')).toBe('1');
  });
});
