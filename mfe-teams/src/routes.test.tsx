import { screen } from '@testing-library/react';
import { routesOf } from '@portal/shared/contracts';
import { makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { routes } from './routes';

const SAMPLE_PATHS: Record<string, string> = {
  'teams.mine': '/my-teams',
  'teams.detail': '/my-teams/12',
  'teams.public': '/esports-mobile-team/steppe-wolves',
  'teams.invite': '/team/invite-member-a1b2c3d4',
};
const signedIn = { token: 'token-1', user: makeSessionUser() };

describe('mfe-teams routes', () => {
  it('exposes one lazy page per route id of this remote', () => {
    expect(Object.keys(routes).sort()).toEqual(routesOf('mfe-teams').map((route) => route.id).sort());
  });

  it.each(routesOf('mfe-teams').flatMap((route) => [[route.id, route.path, 'guest'] as const, [route.id, route.path, 'signed-in'] as const]))(
    '%s renders its page (data-page) for a %s visitor',
    async (id, path, who) => {
      const { Component } = await routes[id as keyof typeof routes].lazy();
      const { container } = await renderWithProviders(<Component />, { route: SAMPLE_PATHS[id], path, session: who === 'guest' ? undefined : signedIn });
      expect(container.querySelector('[data-page]')?.getAttribute('data-page')).toBe(id);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );
});
