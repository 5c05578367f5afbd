import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_PORT, APP_PACKAGES, devPortOf, federationName, FRONTEND_APPS, HOST_APP, REMOTE_APPS, REMOTE_NAMES } from './apps';
import { PORTAL_ROUTES } from './routes';

const ROOT = resolve(__dirname, '..', '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;

describe('the app manifest', () => {
  it('lists the host and the remotes with distinct development ports, apart from the API port', () => {
    const ports = [HOST_APP.devPort, ...REMOTE_APPS.map((app) => app.devPort)];
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports).not.toContain(API_PORT);
    expect(FRONTEND_APPS).toEqual(['shell', ...REMOTE_NAMES]);
    expect(devPortOf('mfe-teams')).toBe(3003);
    expect(() => devPortOf('mfe-nope')).toThrow('unknown app mfe-nope');
  });

  it('names federation containers without dashes', () => {
    expect(federationName('mfe-tournaments')).toBe('mfe_tournaments');
  });

  it.each(APP_PACKAGES)('%s is a workspace package of that name', (app) => {
    expect(existsSync(join(ROOT, app, 'package.json'))).toBe(true);
    expect(readJson(`${app}/package.json`).name).toBe(app === 'api' ? '@portal/api' : app);
  });

  it('is what the root tsconfig references (a JSON file cannot read it)', () => {
    const references = (readJson('tsconfig.json').references as { path: string }[]).map((r) => r.path.replace(/^\.\//, ''));
    for (const app of APP_PACKAGES) expect(references).toContain(app);
  });

  it('is what the npm workspaces hold: every mfe-* folder is a listed remote', () => {
    const workspaces = readJson('package.json').workspaces as string[];
    expect(workspaces).toEqual(expect.arrayContaining(['shared', 'shell', 'mfe-*', 'api', 'e2e']));
    const lock = readJson('package-lock.json').packages as Record<string, unknown>;
    const remoteFolders = Object.keys(lock).filter((key) => /^mfe-[a-z-]+$/.test(key));
    expect(remoteFolders.sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('owns every route of the route table, and every remote owns a route', () => {
    const owners = new Set(PORTAL_ROUTES.map((route) => route.remote));
    expect([...owners].sort()).toEqual([...REMOTE_NAMES].sort());
  });
});
