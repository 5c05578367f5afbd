import { screen, within } from '@testing-library/react';
import type { AuthConfig } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { sessionUserAtom } from '@portal/shared/state';
import '../../../routes';
import { PhoneCard } from './PhoneCard';

/** Journeys of many steps get more time than the default 5 s on a busy machine. */
const LONG_JOURNEY_MS = 20_000;

const config: AuthConfig = { bot_check: { driver: 'none' }, google: null, discord: null, telegram: null, messengers: ['telegram', 'whatsapp'], dev_outbox: true };
const sent = { request_id: 'r'.repeat(22), channel: 'telegram', expires_in: 600, resend_in: 120 };
const phoneAccount = (phone: string) => ({ id: 8, provider: 'phone' as const, primary: false, data: { phone }, verified_at: '2026-05-01T00:00:00.000Z' });

async function sendCode(u: Awaited<ReturnType<typeof renderWithProviders>>['user'], number: string, messenger: 'Telegram' | 'WhatsApp') {
  await u.click(screen.getByRole('button', { name: /number/ }));
  const modal = await screen.findByRole('dialog', { name: 'Phone verification' });
  await u.click(within(modal).getByRole('radio', { name: messenger }));
  await u.type(within(modal).getByLabelText('Phone number'), number);
  await u.click(within(modal).getByRole('button', { name: 'Get the code' }));
  return modal;
}

describe('phone verification and change', () => {
  it('sends a Telegram code to a new phone; the right code ends on the phone change success modal', async () => {
    const user = makeSessionUser({ socialAccounts: [phoneAccount('+77011112233')] });
    const after = makeSessionUser({ socialAccounts: [phoneAccount('+77015551002')] });
    const api = createFakeApi()
      .on('GET', '/v1/client/auth/config', { body: { data: config } })
      .on('POST', '/user/profile/change-phone', { body: { data: sent } })
      .on('POST', '/user/profile/verify', { status: 422, body: { message: 'Invalid', code: 'errors.validation_failed', errors: { code: ['otp.code_invalid|{"attempts":4}'] } } }, { body: { data: after } });
    const { user: u, store } = await renderWithProviders(<PhoneCard user={user} />, { route: '/en/settings-new?tab=safety', session: { token: 't', user }, fetch: api.fetch });
    expect(screen.getByText('+77011***33')).toBeInTheDocument();
    const modal = await sendCode(u, '701 555 10 02', 'Telegram');
    expect(await within(modal).findByText('We sent a code by Telegram to +77015***02.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url === '/user/profile/change-phone')?.body).toEqual({ phone: '+77015551002', channel: 'telegram', g_recaptcha_response: 'bot-check-disabled' });
    expect(within(modal).getByRole('timer')).toHaveTextContent('02:00');

    await u.type(within(modal).getAllByRole('textbox')[0] as HTMLElement, '000000');
    await u.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(await within(modal).findByText('Wrong code. Tries left: 4.')).toBeInTheDocument();
    await u.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Number changed' })).toHaveTextContent('Your verified number is now +77015***02.');
    expect(api.calls.filter((c) => c.url === '/user/profile/verify').map((c) => c.body)).toEqual([
      { code: '000000', request_id: sent.request_id },
      { code: '000000', request_id: sent.request_id },
    ]);
    expect(store.get(sessionUserAtom)?.socialAccounts).toEqual(after.socialAccounts);
    await u.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, LONG_JOURNEY_MS);

  it('verifies the same phone by WhatsApp with 4 boxes: the modal closes and the status is read again', async () => {
    const user = makeSessionUser({ socialAccounts: [{ ...phoneAccount('+77011112233'), verified_at: null }] });
    const after = makeSessionUser({ socialAccounts: [phoneAccount('+77011112233')] });
    const api = createFakeApi()
      .on('GET', '/v1/client/auth/config', { body: { data: config } })
      .on('POST', '/user/profile/change-phone', { body: { data: { ...sent, channel: 'whatsapp' } } })
      .on('POST', '/user/profile/verify', { body: { data: after } });
    const { user: u, store } = await renderWithProviders(<PhoneCard user={user} />, { route: '/en/settings-new?tab=safety', session: { token: 't', user }, fetch: api.fetch });
    const modal = await sendCode(u, '701 111 22 33', 'WhatsApp');
    await within(modal).findByText('We sent a code by WhatsApp to +77011***33.');
    const confirm = within(modal).getByRole('button', { name: 'Confirm' });
    expect(within(modal).getAllByRole('textbox')).toHaveLength(4);
    await u.type(within(modal).getAllByRole('textbox')[0] as HTMLElement, '123');
    expect(confirm).toBeDisabled();
    await u.type(within(modal).getAllByRole('textbox')[3] as HTMLElement, '4');
    await u.click(confirm);
    expect(await screen.findByText('Phone verified')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(sessionUserAtom)?.socialAccounts[0]?.verified_at).not.toBeNull();
  }, LONG_JOURNEY_MS);

  it("shows the server's refusal of a phone another account has", async () => {
    const user = makeSessionUser();
    const api = createFakeApi()
      .on('GET', '/v1/client/auth/config', { body: { data: config } })
      .on('POST', '/user/profile/change-phone', { status: 409, body: { message: 'A user with this phone number is already registered.', code: 'auth.exist_user_by_phone' } });
    const { user: u } = await renderWithProviders(<PhoneCard user={user} />, { route: '/en/settings-new?tab=safety', session: { token: 't', user }, fetch: api.fetch });
    const modal = await sendCode(u, '701 000 00 02', 'Telegram');
    expect(await within(modal).findByRole('alert')).toHaveTextContent('A user with this phone number is already registered.');
  });
});
