import { screen } from '@testing-library/react';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { sessionUserAtom } from '@portal/shared/state';
import '../../../routes';
import { TelegramMatchTimes } from './TelegramMatchTimes';

const telegram = { id: 3, provider: 'telegram' as const, primary: false, data: null, verified_at: null };
const formOf = (body: unknown) => Object.fromEntries([...(body as FormData).entries()].map(([key, value]) => [key, String(value)]));

describe('match times by Telegram (settings)', () => {
  it('is off by default and disabled with the reason when no Telegram account is linked', async () => {
    const user = makeSessionUser({ id: 5, socialAccounts: [] });
    await renderWithProviders(<TelegramMatchTimes user={user} />, { route: '/en/settings-new', session: { token: 't', user }, fetch: createFakeApi().fetch });
    const box = screen.getByRole('checkbox', { name: 'Also send my match times to Telegram' });
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByText('Link your Telegram account (Social networks tab) to receive match times there.')).toBeInTheDocument();
  });

  it('switches on with a linked Telegram account and keeps the saved profile', async () => {
    const user = makeSessionUser({ id: 5, socialAccounts: [telegram], telegram_match_times: false });
    const api = createFakeApi().on('POST', '/user/profile', { body: { data: { ...user, telegram_match_times: true } } });
    const { user: u, store } = await renderWithProviders(<TelegramMatchTimes user={user} />, { route: '/en/settings-new', session: { token: 't', user }, fetch: api.fetch });
    await u.click(screen.getByRole('checkbox', { name: 'Also send my match times to Telegram' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(formOf(api.calls[0]?.body)).toEqual({ _method: 'PUT', telegram_match_times: '1' });
    expect(store.get(sessionUserAtom)?.telegram_match_times).toBe(true);
  });
});
