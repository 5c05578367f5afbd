import type { AuthDrivers } from '../../drivers';
import type { Limit } from './limits';

/** What the sign-in modules are built with (from the app's configuration). */
export interface AuthModuleOptions {
  drivers: AuthDrivers;
  /** Lifetime of an issued bearer token. */
  tokenTtlMs: number;
  /**
   * Whether the development outbox may be read at all (not in production); even then only by loopback
   * clients (the address as the server sees it, after trusted proxies).
   */
  devOutbox: boolean;
}

/** What each route plugin of the sign-in modules receives: the options and the shared rate limits. */
export interface AuthRouteOptions extends AuthModuleOptions {
  limit: Limit;
}
