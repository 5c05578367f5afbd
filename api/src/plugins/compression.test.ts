import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { openTestWorld, type TestWorld } from '../../test-support/harness';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/** A shell page the size of the real one (about 11 KB with its preloads and boot data). */
const INDEX = `<!doctype html><html><head><title>Portal</title>${'<link rel="preload" as="script" href="/1174.71fc365e.js">'.repeat(120)}</head><body><div id="root"></div></body></html>`;
const BUNDLE = 'console.log("portal");'.repeat(200);

describe('compressed answers for clients that accept them', () => {
  let world: TestWorld;
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-compression-'));
    writeFileSync(join(root, 'index.html'), INDEX);
    writeFileSync(join(root, 'main.1a2b3c4d.js'), BUNDLE);
    writeFileSync(join(root, 'main.1a2b3c4d.js.br'), brotliCompressSync(Buffer.from(BUNDLE)));
    world = await openTestWorld('pglite', { env: { STATIC_DIR: root } });
    app = world.app;
  });
  afterAll(async () => {
    await world?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends the page document in brotli, the same page once decompressed, and says it varies by encoding', async () => {
    const plain = await get('/News');
    const compressed = await get('/News', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends the tournament list in gzip to a client without brotli, and as it is to one that asks for nothing', async () => {
    const plain = await get('/api/v1/client/tournament?per_page=12');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const gzipped = await get('/api/v1/client/tournament?per_page=12', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect((health.json() as { data: { status: string } }).data.status).toBe('ok');
  });

  it('sends the build-time brotli of a hashed file, not a second compression of it', async () => {
    const response = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(BUNDLE);
  });
});
