/** Development ports of each app; `npm run dev` serves every app on its own port. */
export declare const DEV_PORTS: {
    readonly shell: 3000;
    readonly 'mfe-auth': 3001;
    readonly 'mfe-tournaments': 3002;
    readonly 'mfe-teams': 3003;
    readonly 'mfe-profile': 3004;
    readonly 'mfe-content': 3005;
};
export type AppName = keyof typeof DEV_PORTS;
export declare const REMOTE_NAMES: readonly ["mfe-auth", "mfe-tournaments", "mfe-teams", "mfe-profile", "mfe-content"];
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** The API server listens here during `npm run dev`; the shell dev server proxies /api to it. */
export declare const API_DEV_PORT = 8080;
