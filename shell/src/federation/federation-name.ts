import type { RemoteName } from '@portal/shared/contracts';

/** Module Federation container names cannot hold dashes: mfe-teams -> mfe_teams. */
export const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');
