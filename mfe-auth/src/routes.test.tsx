import { screen } from '@testing-library/react';
import { routesOf } from '@portal/shared/contracts';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { routes } from './routes';
import { apiWithConfig, flowStorage } from './testing/auth-fixtures';

const SAMPLE_PATHS: Record<string, string> = {
  'password.confirmation': `/password/confirmation/${'a'.repeat(43)}`,
};
/** Steps that need what earlier steps stored (otherwise they send the visitor back to the first step). */
const FLOW = flowStorage({ phone: '+77011234567', country: 'kz', channel: 'telegram', email: 'ace@mail.kz', codeSentAt: Date.now(), purpose: 'register', verified: true }, 'Qm9vdHN0cmFwUmVxdWVzdElk');
const RESET_FLOW = flowStorage({ phone: '+77011234567', channel: 'whatsapp', purpose: 'forgot_password', verified: true, codeSentAt: Date.now() }, 'Qm9vdHN0cmFwUmVxdWVzdElk');

describe('mfe-auth routes', () => {
  it('exposes one lazy page per route id of this remote', () => {
    expect(Object.keys(routes).sort()).toEqual(routesOf('mfe-auth').map((route) => route.id).sort());
  });

  it.each(['login.email.password', 'signup.number.verification', 'forgot.number.reset'] as const)('%s opened without its earlier steps still renders its page, leading to the first step', async (id) => {
    const { Component } = await routes[id].lazy();
    const { container } = await renderWithProviders(<Component />, { route: '/x', fetch: apiWithConfig().fetch });
    expect(container.querySelector('[data-page]')?.getAttribute('data-page')).toBe(id);
    expect(screen.getByTestId('missing-step')).toBeInTheDocument();
  });

  it.each(routesOf('mfe-auth').flatMap((route) => [[route.id, route.path, 'guest'] as const, [route.id, route.path, 'signed-in'] as const]))(
    '%s (%s) renders its page (data-page and h1) for a %s visitor',
    async (id, path, who) => {
      const { Component } = await routes[id as keyof typeof routes].lazy();
      const fetch = apiWithConfig().on('GET', '/dev/outbox', { body: { data: [] } }).fetch;
      const session = who === 'guest' ? undefined : { token: 'token-1', user: makeSessionUser() };
      const storage = { session: id === 'forgot.number.reset' ? RESET_FLOW : FLOW };
      const { container } = await renderWithProviders(<Component />, { route: SAMPLE_PATHS[id] ?? path, path, session, fetch, storage });
      expect(container.querySelector('[data-page]')?.getAttribute('data-page')).toBe(id);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );
});
