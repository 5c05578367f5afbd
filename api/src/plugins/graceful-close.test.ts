import http from 'node:http';
import Fastify from 'fastify';
import { gracefulClosePlugin } from './graceful-close';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping while a keep-alive connection is busy', () => {
  it('answers the request in flight with Connection: close and stops at once, not after the keep-alive timeout', async () => {
    const app = Fastify({ forceCloseConnections: 'idle', return503OnClosing: true });
    await app.register(gracefulClosePlugin);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      await held;
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answered = new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        http
          .get(`${address}/slow`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection }));
          })
          .on('error', reject);
      });
      await pause(50);
      const started = Date.now();
      const closed = app.close();
      await pause(20);
      release();
      expect(await answered).toEqual({ status: 200, connection: 'close' });
      await closed;
      // Fastify's keep-alive timeout is 72 s: without the plugin the stop waits for it.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      agent.destroy();
    }
  });
});
