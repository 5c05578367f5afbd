/**
 * The apps of the portal and their ports: the one list that everything else reads (the route table and the
 * shell's remote types, rspack, jest, ESLint, the build/dev/serve scripts, the API's defaults). Plain
 * JavaScript so Node scripts and configuration files import it as it is; the JSDoc const assertions give
 * TypeScript the literal names and ports. `tsconfig.json` references and npm workspaces cannot read a module:
 * `apps.test.ts` checks them against this list.
 *
 * Adding a remote: add it here, create its folder (copy the shape of mfe-teams), add its tsconfig reference,
 * and give it routes in `routes.ts`.
 */

/** The Module Federation host: routing, layouts, navigation. */
export const HOST_APP = /** @type {const} */ ({ name: 'shell', devPort: 3000 });

/** The federated remotes, each owning a product area, deployable on its own. */
export const REMOTE_APPS = /** @type {const} */ ([
  { name: 'mfe-auth', devPort: 3001 },
  { name: 'mfe-tournaments', devPort: 3002 },
  { name: 'mfe-teams', devPort: 3003 },
  { name: 'mfe-profile', devPort: 3004 },
  { name: 'mfe-content', devPort: 3005 },
]);

/** The API server's default port (development and `npm start`; PORT overrides). */
export const API_PORT = 8080;

/** Names of the remotes, in the order above. */
export const REMOTE_NAMES = REMOTE_APPS.map((app) => app.name);

/** Names of the front-end apps: the host first, then the remotes. */
export const FRONTEND_APPS = [HOST_APP.name, ...REMOTE_NAMES];

/** Every workspace package that is an app (the front-end apps and the API). */
export const APP_PACKAGES = [...FRONTEND_APPS, 'api'];

/**
 * Development port of a front-end app.
 * @param {string} name
 * @returns {number}
 */
export function devPortOf(name) {
  if (name === HOST_APP.name) return HOST_APP.devPort;
  const remote = REMOTE_APPS.find((app) => app.name === name);
  if (!remote) throw new Error(`unknown app ${name}`);
  return remote.devPort;
}

/**
 * Module Federation container names cannot hold dashes: mfe-teams -> mfe_teams.
 * @param {string} name
 * @returns {string}
 */
export const federationName = (name) => name.replace(/-/g, '_');
