import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/**
 * multipart/form-data for uploads (team logos, documents, chat attachments). These are ceilings for any
 * route; a feature checks its own tighter limit (e.g. a team logo at most 2 MB) and answers 422 with its
 * field code. Above a ceiling the request fails with 413.
 */
export const UPLOAD_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 10,
  fields: 50,
  fieldSize: 64 * 1024,
  parts: 60,
  headerPairs: 100,
} as const;

export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  },
  { name: 'multipart' },
);
