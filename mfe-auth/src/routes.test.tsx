import { screen } from '@testing-library/react';
import { checkRemoteRoutes, renderWithProviders } from '@portal/shared/testing';
import { routes } from './routes';
import { apiWithConfig, flowStorage } from './testing/auth-fixtures';

/** Steps that need what earlier steps stored (otherwise they send the visitor back to the first step). */
const FLOW = flowStorage({ phone: '+77011234567', country: 'kz', channel: 'telegram', email: 'ace@mail.kz', codeSentAt: Date.now(), purpose: 'register', verified: true }, 'Qm9vdHN0cmFwUmVxdWVzdElk');
const RESET_FLOW = flowStorage({ phone: '+77011234567', channel: 'whatsapp', purpose: 'forgot_password', verified: true, codeSentAt: Date.now() }, 'Qm9vdHN0cmFwUmVxdWVzdElk');

describe('mfe-auth routes', () => {
  checkRemoteRoutes({
    remote: 'mfe-auth',
    routes,
    samplePaths: { 'password.confirmation': `/password/confirmation/${'a'.repeat(43)}` },
    renderOptions: (id) => ({
      fetch: apiWithConfig().on('GET', '/dev/outbox', { body: { data: [] } }).fetch,
      storage: { session: id === 'forgot.number.reset' ? RESET_FLOW : FLOW },
    }),
  });

  it.each(['login.number.password', 'signup.number.verification', 'forgot.number.reset'] as const)('%s opened without its earlier steps still renders its page, leading to the first step', async (id) => {
    const { Component } = await routes[id].lazy();
    await renderWithProviders(<Component />, { route: '/x', fetch: apiWithConfig().fetch, routeId: id });
    expect(screen.getByTestId('missing-step').closest('[data-page]')).toHaveAttribute('data-page', id);
  });

  it.each([
    ['forgot.email.success', '/en/login/email'],
    ['forgot.number.success', '/en/login/number'],
  ] as const)('%s leads to the sign-in of its recovery', async (id, login) => {
    const { Component } = await routes[id].lazy();
    await renderWithProviders(<Component />, { route: '/en/x', routeId: id });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', login);
  });
});
