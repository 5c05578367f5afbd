import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTAL_ROUTES } from '../../shared/src/contracts/routes';
import { REMOTE_APPS } from '../../shared/src/contracts/apps';
import { pageImportsOf } from './boot-assets';

const ROOT = join(__dirname, '..', '..');

describe('boot assets: the page of each route', () => {
  it.each(REMOTE_APPS.map((remote) => remote.name))("finds the page import of every route %s draws in its route table", (name) => {
    const pages = pageImportsOf(readFileSync(join(ROOT, name, 'src', 'routes.ts'), 'utf8'));
    const ids = PORTAL_ROUTES.filter((route) => route.remote === name).map((route) => route.id);
    expect([...pages.keys()].sort()).toEqual([...new Set(ids)].sort());
    for (const request of pages.values()) expect(request).toMatch(/^\.\/pages\//);
  });

  it('refuses a table with a page import of another shape, instead of losing its preloads', () => {
    const table = `export const routes = {
      home: { id: 'home', lazy: lazyPage(() => import('./pages/home/HomePage')) },
      news: { lazy: lazyPage(() => import('./pages/news/NewsPage')), id: 'news' },
    };`;
    expect(() => pageImportsOf(table)).toThrow('2 page imports but 1 routes');
  });
});
