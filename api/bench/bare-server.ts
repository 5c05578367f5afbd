/**
 * The benchmark's reference: a bare Fastify server with one JSON route and nothing else (no logging,
 * plugins or hooks), on a free port, announcing itself like the API server does. The health route of the
 * API is compared with it in the same run (within 3x).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.info(`listening at ${address}`);
