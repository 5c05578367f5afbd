import { screen } from '@testing-library/react';
import { routesOf } from '@portal/shared/contracts';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { routes } from './routes';

const SAMPLE_PATHS: Record<string, string> = {
  user: '/user/test-player',
  'settings.new': '/settings-new',
  settings: '/settings',
  'settings.social': '/settings/social-accounts',
  notifications: '/Notifications',
};
const signedIn = { token: 'token-1', user: makeSessionUser() };

describe('mfe-profile routes', () => {
  it('exposes one lazy page per route id of this remote', () => {
    expect(Object.keys(routes).sort()).toEqual(routesOf('mfe-profile').map((route) => route.id).sort());
  });

  it.each(routesOf('mfe-profile').flatMap((route) => [[route.id, route.path, 'guest'] as const, [route.id, route.path, 'signed-in'] as const]))(
    '%s renders its page (data-page) for a %s visitor',
    async (id, path, who) => {
      const { Component } = await routes[id as keyof typeof routes].lazy();
      const { container } = await renderWithProviders(<Component />, { route: SAMPLE_PATHS[id], path, session: who === 'guest' ? undefined : signedIn });
      expect(container.querySelector('[data-page]')?.getAttribute('data-page')).toBe(id);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );
});
