import { screen, waitFor } from '@testing-library/react';
import type { AuthConfig } from '@portal/shared/contracts';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import { useAuthConfig } from './auth-config';

const CONFIG: AuthConfig = { bot_check: { driver: 'none' }, google: { client_id: 'google-id' }, discord: null, telegram: null, messengers: ['telegram'], dev_outbox: false };

function ConfigProbe({ enabled }: { enabled?: boolean }) {
  const config = useAuthConfig({ enabled }).data;
  return <p>{config ? `google ${config.google?.client_id ?? 'off'}` : 'no config'}</p>;
}

describe('useAuthConfig', () => {
  it('reads the sign-in config once for every reader on the page', async () => {
    const api = createFakeApi().on('GET', '/v1/client/auth/config', { body: { data: CONFIG } });
    await renderWithProviders(
      <>
        <ConfigProbe />
        <ConfigProbe />
      </>,
      { fetch: api.fetch },
    );
    expect(await screen.findAllByText('google google-id')).toHaveLength(2);
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/client/auth/config']);
  });

  it('waits while it is not enabled', async () => {
    const api = createFakeApi().on('GET', '/v1/client/auth/config', { body: { data: CONFIG } });
    await renderWithProviders(<ConfigProbe enabled={false} />, { fetch: api.fetch });
    await waitFor(() => expect(screen.getByText('no config')).toBeInTheDocument());
    expect(api.calls).toEqual([]);
  });
});
