import { screen } from '@testing-library/react';
import { routesOf } from '@portal/shared/contracts';
import { renderWithProviders } from '@portal/shared/testing';
import { routes } from './routes';

/** Pages of this remote that another engineer owns (home and the UI kit demo). */
const NOT_MINE = new Set(['home', 'home.page', 'ui-kits']);
const SAMPLE_PARAMS: Record<string, string> = { slug: 'sample-slug', seasonId: '3', id: '17' };
const samplePath = (pattern: string) => pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => SAMPLE_PARAMS[key] ?? 'x');

const exposed = routes as Record<string, { id: string; lazy: () => Promise<{ Component: React.ComponentType }> }>;
const own = routesOf('mfe-content').filter((route) => !NOT_MINE.has(route.id));

describe('mfe-content routes', () => {
  it('exposes exactly the route ids the route table gives this remote', () => {
    expect(Object.keys(routes).sort()).toEqual(routesOf('mfe-content').map((route) => route.id).sort());
    for (const [id, entry] of Object.entries(exposed)) expect(entry.id).toBe(id);
  });

  it.each(own.map((route) => [route.id, route.path] as const))('%s renders its page, marked with data-page, for a guest', async (id, path) => {
    const entry = exposed[id];
    if (!entry) throw new Error(`No entry for ${id}`);
    const { Component } = await entry.lazy();
    const { container } = await renderWithProviders(<Component />, { route: samplePath(path), path });
    const root = container.querySelector('[data-page]');
    expect(root?.getAttribute('data-page')).toBe(id);
    expect(root?.textContent?.trim()).not.toBe('');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/TODO|coming soon/i)).toBeNull();
  });
});
