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

  it('takes the name and description in other languages, optional, and sends those written', async () => {
    const api = await renderEditor();
    api.on('POST', '/organizer/tournaments', { status: 422, body: { message: 'Please check the data you entered.', code: 'errors.validation_failed', errors: { name_i18n: ['organizer.translations_invalid'] } } });
    const translations = screen.getByTestId('tournament-translations');
    expect(translations).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('Name and description in other languages'));
    fireEvent.change(screen.getByLabelText('Name (Kazakh)'), { target: { value: 'Күзгі кубок' } });
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: '  Autumn Cup EN ' } });
    fireEvent.change(screen.getByLabelText('Description (English)'), { target: { value: '<p>Autumn</p>' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Осенний кубок' } });
    fireEvent.change(screen.getByLabelText('Registration opens'), { target: { value: '2030-09-01T10:00' } });
    fireEvent.change(screen.getByLabelText('Registration closes'), { target: { value: '2030-09-05T10:00' } });
    fireEvent.change(screen.getByLabelText('Tournament starts'), { target: { value: '2030-09-07T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the draft' }));
    // A refusal of the translations opens their section with the message and keeps what was typed.
    expect(await screen.findByText('The translations of the name and description could not be read: give a text for each language.')).toBeInTheDocument();
    expect(translations).toHaveAttribute('open');
    expect(screen.getByLabelText('Name (Kazakh)')).toHaveValue('Күзгі кубок');
    const body = api.calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(JSON.parse(String(body.get('name_i18n')))).toEqual({ kk: 'Күзгі кубок', en: 'Autumn Cup EN' });
    expect(JSON.parse(String(body.get('description_i18n')))).toEqual({ en: '<p>Autumn</p>' });
  });
});
