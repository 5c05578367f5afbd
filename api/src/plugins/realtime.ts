import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { API_PATHS, API_PREFIX } from '@portal/shared/contracts';
import { addressKey } from '../http/client-address';
import { forbidden, HttpError } from '../http/http-error';
import { isSiteBanned, resolveBearer } from '../sessions/bearer';
import type { RealtimeBus } from '../realtime/bus';
import { defaultPolicies, type ChannelPolicies } from '../realtime/channels';
import { validTokenIds } from '../realtime/revocation';
import { CLOSE_REVOKED, SocketSession } from '../realtime/socket-session';
import { isAllowedOrigin } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      bus: RealtimeBus;
      policies: ChannelPolicies;
      /** Sends an event to every socket subscribed to the channel, on every API instance. */
      publish(channel: string, event: string, payload: unknown): Promise<void>;
      /** Checks the channels of this instance's sockets again now (membership changed). */
      recheck(): Promise<void>;
      /** Asks every API instance to check its sockets' channels again (through the bus). */
      membershipChanged(): Promise<void>;
      /** Open sockets on this instance. */
      connectionCount(): number;
    };
  }
}

export interface RealtimePluginOptions {
  bus: RealtimeBus;
  corsOrigins: readonly string[];
  /** Dead sockets (no pong to the protocol ping) are dropped after this long. */
  heartbeatMs?: number;
  /** Open sockets per client address (WS_MAX_CONNECTIONS_PER_IP). */
  maxConnectionsPerIp?: number;
  /** How often the tokens of signed-in sockets are checked (a revoked one closes its sockets). */
  revocationCheckMs?: number;
  /** How often every socket's channels are checked again, besides membershipChanged(). */
  recheckMs?: number;
}

/** Biggest client frame accepted (auth, subscribe and ping frames are tiny). */
const MAX_FRAME_BYTES = 16 * 1024;
/** Internal bus channel: "check your sockets' channels again" (no socket can subscribe to it: no dot). */
const RECHECK_CHANNEL = '_recheck';
/** Team, organiser-console and admin writes may change a chat's members (roles, removals, groups, bans). */
/**
 * Writes after which the sockets' channels are checked again: teams (captains, members), the organiser
 * console and administration, and the applications that put a team in a stage or take it out (the
 * organiser's accept and decline, a team withdrawing or editing its entry, the next stage's group): a
 * removed captain loses the stage and group chats at once instead of at the periodic check.
 */
const MEMBERSHIP_WRITES = /^\/api\/(team|organizer|admin|tournament|v1\/client\/tournament-entry)(\/|\?|$)/;

export function isMembershipWrite(method: string, url: string, statusCode: number): boolean {
  return method !== 'GET' && method !== 'HEAD' && statusCode < 400 && MEMBERSHIP_WRITES.test(url);
}

export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, { bus, corsOrigins, heartbeatMs = 30_000, maxConnectionsPerIp = 20, revocationCheckMs = 500, recheckMs = 60_000 }) => {
    const policies = defaultPolicies();
    const sessions = new Set<SocketSession>();
    const perIp = new Map<string, number>();

    let rechecking: Promise<void> | null = null;
    const recheck = async () => {
      // One pass at a time; a request during a pass waits for it (membership read after the change).
      while (rechecking) await rechecking;
      rechecking = Promise.all([...sessions].map((session) => session.recheck())).then(() => undefined);
      try {
        await rechecking;
      } finally {
        rechecking = null;
      }
    };
    app.decorate('realtime', {
      bus,
      policies,
      publish: (channel: string, event: string, payload: unknown) => bus.publish(channel, event, payload),
      recheck,
      membershipChanged: () => bus.publish(RECHECK_CHANNEL, 'recheck', null),
      connectionCount: () => sessions.size,
    });
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

    // Never awaited: with Redis unreachable the API still starts (the subscription is made once it is back).
    bus
      .subscribe(RECHECK_CHANNEL, () => {
        recheck().catch((error: unknown) => app.log.error({ err: error }, 'socket recheck failed'));
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'recheck channel not subscribed'));

    const alive = new WeakMap<WebSocket, boolean>();
    const sockets = new Set<WebSocket>();
    const heartbeat = setInterval(() => {
      for (const socket of sockets) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    }, heartbeatMs);
    heartbeat.unref();

    // A revoked token (sign-out, password change, site ban) closes its sockets within revocationCheckMs.
    let sweeping = false;
    const revocation = setInterval(() => {
      const signedIn = [...sessions].flatMap((session) => (session.identity ? [{ session, tokenId: session.identity.tokenId }] : []));
      if (sweeping || signedIn.length === 0) return;
      sweeping = true;
      validTokenIds(app.db, [...new Set(signedIn.map((s) => s.tokenId))])
        .then((valid) => {
          for (const { session, tokenId } of signedIn) if (!valid.has(tokenId)) session.close(CLOSE_REVOKED, 'token revoked');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'socket token check failed'))
        .finally(() => {
          sweeping = false;
        });
    }, revocationCheckMs);
    revocation.unref();

    const periodicRecheck = setInterval(() => {
      recheck().catch((error: unknown) => app.log.error({ err: error }, 'socket recheck failed'));
    }, recheckMs);
    periodicRecheck.unref();

    app.get(
      API_PREFIX + API_PATHS.socket,
      {
        websocket: true,
        schema: { hide: true },
        // Browsers always send Origin on a socket: only the portal's own origins may open one.
        preValidation: async (request) => {
          const origin = request.headers.origin;
          if (origin !== undefined && !isAllowedOrigin(origin, request.headers.host, corsOrigins)) throw forbidden('errors.origin_not_allowed');
          if ((perIp.get(addressKey(request.ip)) ?? 0) >= maxConnectionsPerIp) throw new HttpError(429, 'errors.too_many_connections');
        },
      },
      (socket, request) => {
        // Counted by address key, as the HTTP limits: an IPv6 client by its /64 (http/client-address.ts).
        const ip = addressKey(request.ip);
        perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
        sockets.add(socket);
        alive.set(socket, true);
        socket.on('pong', () => alive.set(socket, true));
        const session = new SocketSession(socket, {
          bus,
          policies,
          authenticate: async (token) => {
            const user = await resolveBearer(app.db, token);
            // A user under a site-wide ban is refused like an unknown token.
            return user && !isSiteBanned(user) ? { userId: user.id, tokenId: user.tokenId } : null;
          },
          onError: (error) => app.log.error({ err: error }, 'socket frame failed'),
        });
        sessions.add(session);
        socket.on('close', () => {
          sockets.delete(socket);
          sessions.delete(session);
          const left = (perIp.get(ip) ?? 1) - 1;
          if (left > 0) perIp.set(ip, left);
          else perIp.delete(ip);
        });
      },
    );

    // Writes that can change who captains a team, where it plays or who is banned: every instance checks its
    // sockets' channels again shortly after (once for a burst of such writes).
    let pendingRecheck: NodeJS.Timeout | null = null;
    const scheduleRecheck = () => {
      pendingRecheck = setTimeout(() => {
        pendingRecheck = null;
        app.realtime.membershipChanged().catch((error: unknown) => app.log.warn({ err: error }, 'recheck publish failed'));
      }, 200);
      pendingRecheck.unref();
    };
    // A callback hook: reads (most requests) pass without a promise.
    app.addHook('onResponse', (request, reply, done) => {
      if (!pendingRecheck && isMembershipWrite(request.method, request.url, reply.statusCode)) scheduleRecheck();
      done();
    });

    // @fastify/websocket closes the open sockets itself when the app closes.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      clearInterval(revocation);
      clearInterval(periodicRecheck);
      if (pendingRecheck) clearTimeout(pendingRecheck);
    });
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'realtime', dependencies: ['db', 'errors'] },
);
