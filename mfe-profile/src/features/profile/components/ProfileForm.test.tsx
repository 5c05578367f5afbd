import { screen, waitFor } from '@testing-library/react';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { sessionUserAtom } from '@portal/shared/state';
import { settingsApi } from '../../../testing/profile-api';
import '../../../routes';
import { ProfileForm } from './ProfileForm';

/** Journeys of many steps get more time than the default 5 s on a busy machine. */
const LONG_JOURNEY_MS = 20_000;

const user = makeSessionUser({ id: 5, username: 'Ayan', slug: 'ayan', birthday: '2001-04-12', country: { id: 1, name: 'Kazakhstan', code: 'KZ' }, timezone: 'Asia/Almaty' });
const formOf = (body: unknown) => Object.fromEntries([...(body as FormData).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : (value as File).name]));

describe('profile form (main information)', () => {
  it('starts from the stored profile and saves it as form data with the 1/0 flags and the avatar', async () => {
    const saved = makeSessionUser({ ...user, username: 'Ayan Pro', slug: 'ayan-pro' });
    const api = settingsApi().on('POST', '/user/profile', { body: { data: saved } });
    const { user: u, store } = await renderWithProviders(<ProfileForm user={user} />, { route: '/en/settings-new', session: { token: 't', user }, fetch: api.fetch });
    expect(await screen.findByText('Uzbekistan')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('1');
    expect(screen.getByLabelText('Timezone')).toHaveValue('Asia/Almaty');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('2001-04-12');
    expect(screen.getByRole('checkbox', { name: 'My teams' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'My date of birth' })).not.toBeChecked();

    await u.clear(screen.getByLabelText('Username'));
    await u.type(screen.getByLabelText('Username'), 'Ayan Pro');
    await u.clear(screen.getByLabelText('Profile address'));
    await u.type(screen.getByLabelText('Profile address'), 'Ayan-Pro');
    await u.selectOptions(screen.getByLabelText('Country'), 'Uzbekistan');
    await u.click(screen.getByRole('checkbox', { name: 'My date of birth' }));
    await u.upload(screen.getByLabelText('Choose a picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    const call = api.calls.find((c) => c.method === 'POST');
    expect(formOf(call?.body)).toEqual({
      _method: 'PUT',
      username: 'Ayan Pro',
      slug: 'ayan-pro',
      birthday: '2001-04-12',
      country_id: '2',
      timezone: 'Asia/Almaty',
      show_birthday: '1',
      show_game_profiles: '1',
      show_teams: '1',
      show_awards: '1',
      show_statistics: '1',
      avatar: 'me.png',
    });
    expect(store.get(sessionUserAtom)?.slug).toBe('ayan-pro');
  }, LONG_JOURNEY_MS);

  it('checks fields before sending, and refuses a picture that is not PNG, JPEG or WebP or is too large', async () => {
    const api = settingsApi();
    const { user: u } = await renderWithProviders(<ProfileForm user={user} />, { route: '/en/settings-new', session: { token: 't', user }, fetch: api.fetch, userEvent: { applyAccept: false } });
    await u.clear(screen.getByLabelText('Profile address'));
    await u.type(screen.getByLabelText('Profile address'), 'a--b');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile address: lower-case Latin letters and digits, words joined by hyphens.')).toBeInTheDocument();
    await u.upload(screen.getByLabelText('Choose a picture'), new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The avatar must be a PNG, JPEG or WebP picture.');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await u.upload(screen.getByLabelText('Choose a picture'), big);
    expect(screen.getByText('The avatar may be at most 5 MB.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('puts the server refusals under their fields', async () => {
    const api = settingsApi().on('POST', '/user/profile', {
      status: 422,
      body: { message: 'Invalid', code: 'errors.validation_failed', errors: { slug: ['profile.slug_taken'], avatar: ['profile.avatar_type'] } },
    });
    const { user: u } = await renderWithProviders(<ProfileForm user={user} />, { route: '/en/settings-new', session: { token: 't', user }, fetch: api.fetch });
    await u.upload(screen.getByLabelText('Choose a picture'), new File(['not a picture'], 'fake.png', { type: 'image/png' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This profile address is already taken.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('The avatar must be a PNG, JPEG or WebP picture.')).toBeInTheDocument());
  });
});
