import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compressed answers (brotli, else gzip) for the clients that accept them: the page document (about 11 KB of
 * HTML with its boot data, 2.6 KB compressed) and the API's JSON (the tournament list's 15 KB, 3 KB compressed),
 * both on the critical path of a first visit on a slow mobile link. The built portal's hashed files are
 * compressed at build time and sent as they are (they already carry their Content-Encoding). Brotli runs at
 * quality 4, the library's default for answers made per request. Request bodies are not decompressed: no
 * client of the API sends them compressed.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
