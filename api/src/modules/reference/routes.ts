import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@portal/shared/contracts';
import { ClientIndexSchema, CountryOptionSchema, TimezoneOptionSchema, TranslationMessagesSchema } from '@portal/shared/contracts/responses';
import { TranslationsQuerySchema } from '@portal/shared/schemas';
import { dataOf, errorResponse, languageHeader, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { clientIndex, countries, timezones, translationMessages } from './service';

/** Reference lists: the client API's index, countries, timezones and the server-managed translations. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.clientIndex,
    {
      schema: {
        tags: ['reference'],
        summary: 'Index of the client API: version, OpenAPI document, languages, games, server clock',
        response: { 200: dataOf(ClientIndexSchema) },
      },
    },
    async () => ({ data: await clientIndex(app.db) }),
  );

  app.get(
    API_PATHS.countries,
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries (names in the request language)',
        headers: languageHeader,
        response: { 200: listOf(CountryOptionSchema) },
      },
    },
    async (request) => ({ data: await countries(app.db, request.locale) }),
  );

  app.get(
    API_PATHS.timezones,
    {
      schema: {
        tags: ['reference'],
        summary: 'Timezones used by tournaments and groups',
        headers: languageHeader,
        response: { 200: listOf(TimezoneOptionSchema) },
      },
    },
    async (request) => ({ data: await timezones(app.db, request.locale) }),
  );

  app.get(
    API_PATHS.translations,
    {
      schema: {
        tags: ['reference'],
        summary: 'Server-managed interface texts of one language',
        querystring: requestSchema(TranslationsQuerySchema),
        response: { 200: dataOf(TranslationMessagesSchema), 422: errorResponse },
      },
    },
    async (request) => {
      const { code } = parseWith(TranslationsQuerySchema, request.query);
      return { data: await translationMessages(app.db, code) };
    },
  );
};
