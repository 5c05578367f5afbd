import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { API_PATHS, API_PREFIX } from '@portal/shared/contracts';
import { forbidden } from '../http/http-error';
import { isSiteBanned, resolveBearer } from '../sessions/bearer';
import type { RealtimeBus } from '../realtime/bus';
import { defaultPolicies, type ChannelPolicies } from '../realtime/channels';
import { SocketSession } from '../realtime/socket-session';
import { isAllowedOrigin } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      bus: RealtimeBus;
      policies: ChannelPolicies;
      /** Sends an event to every socket subscribed to the channel, on every API instance. */
      publish(channel: string, event: string, payload: unknown): Promise<void>;
    };
  }
}

export interface RealtimePluginOptions {
  bus: RealtimeBus;
  corsOrigins: readonly string[];
  /** Dead sockets (no pong to the protocol ping) are dropped after this long. */
  heartbeatMs?: number;
}

/** Biggest client frame accepted (auth, subscribe and ping frames are tiny). */
const MAX_FRAME_BYTES = 16 * 1024;

export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, { bus, corsOrigins, heartbeatMs = 30_000 }) => {
    const policies = defaultPolicies();
    app.decorate('realtime', { bus, policies, publish: (channel: string, event: string, payload: unknown) => bus.publish(channel, event, payload) });
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

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

    app.get(
      API_PREFIX + API_PATHS.socket,
      {
        websocket: true,
        schema: { hide: true },
        // Browsers always send Origin on a socket: only the portal's own origins may open one.
        preValidation: async (request) => {
          const origin = request.headers.origin;
          if (origin !== undefined && !isAllowedOrigin(origin, request.headers.host, corsOrigins)) throw forbidden('errors.origin_not_allowed');
        },
      },
      (socket) => {
        sockets.add(socket);
        alive.set(socket, true);
        socket.on('pong', () => alive.set(socket, true));
        socket.on('close', () => sockets.delete(socket));
        new SocketSession(socket, {
          bus,
          policies,
          authenticate: async (token) => {
            const user = await resolveBearer(app.db, token);
            // A user under a site-wide ban is refused like an unknown token.
            return user && !isSiteBanned(user) ? user.id : null;
          },
          onError: (error) => app.log.error({ err: error }, 'socket frame failed'),
        });
      },
    );

    // @fastify/websocket closes the open sockets itself when the app closes.
    app.addHook('preClose', async () => clearInterval(heartbeat));
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'realtime', dependencies: ['db', 'errors'] },
);
