/** Development ports of each app; `npm run dev` serves every app on its own port. */
export const DEV_PORTS = {
  shell: 3000,
  'mfe-auth': 3001,
  'mfe-tournaments': 3002,
  'mfe-teams': 3003,
  'mfe-profile': 3004,
  'mfe-content': 3005,
} as const;

export type AppName = keyof typeof DEV_PORTS;
export const REMOTE_NAMES = ['mfe-auth', 'mfe-tournaments', 'mfe-teams', 'mfe-profile', 'mfe-content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The API server listens here during `npm run dev`; the shell dev server proxies /api to it. */
export const API_DEV_PORT = 8080;
