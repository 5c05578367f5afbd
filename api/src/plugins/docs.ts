import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, LANGUAGE_HEADER } from '@portal/shared/contracts';

/**
 * OpenAPI document generated from the route schemas, which are themselves generated from the valibot
 * schemas of each payload (http/openapi: the shared request schemas the handlers validate with, the shared
 * response schemas the contract types are inferred from). JSON at /api/docs/json always; the browsable UI at
 * /api/docs only with API_DOCS_UI=1 (it serves its own scripts and styles, which a deployment need not).
 */
export interface DocsPluginOptions {
  ui: boolean;
}

export const docsPlugin = fp<DocsPluginOptions>(
  async (app, { ui }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Mobile esports portal API',
          version: '1.0.0',
          description: [
            'Calls of the portal (spec section 7). Successes are `{ data }`, lists `{ data, meta }`; failures',
            '`{ message, errors?: { field: [codes] }, code }` where codes are i18n keys and `message` is in the',
            `language of the \`${LANGUAGE_HEADER}\` header (ru, kk, en, uz, tr; ru by default).`,
            'Authentication: `Authorization: Bearer <token>`. Real-time: a WebSocket at /api/ws (see README).',
            'Any call may answer 503 `errors.database_unavailable` (with Retry-After) while the database is unreachable or too slow.',
          ].join(' '),
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque token issued at sign-in.' } },
        },
        tags: [
          { name: 'tournaments', description: 'Tournament lists and pages' },
          { name: 'reference', description: 'Countries, timezones, translations' },
          { name: 'statistics', description: "The signed-in player's statistics" },
          { name: 'system', description: 'Health' },
        ],
      },
    });
    if (!ui) {
      app.get(`${API_PREFIX}/docs/json`, { schema: { hide: true } }, async () => app.swagger());
      return;
    }
    await app.register(swaggerUi, {
      routePrefix: `${API_PREFIX}/docs`,
      staticCSP: true,
      // The UI's own CSP, minus upgrade-insecure-requests: the portal also runs on plain http (npm start).
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs' },
);
