import type { FastifyPluginAsync } from 'fastify';
import { LOCALES } from '@portal/shared/constants';
import { API_PATHS } from '@portal/shared/contracts';
import { TranslationsQuerySchema } from '@portal/shared/schemas';
import { arr, dataOf, errorResponse, int, languageHeader, obj, queryParams, str } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { countries, timezones, translationMessages } from './service';

/** Reference lists: countries, timezones and the server-managed translations. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.countries,
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries (names in the request language)',
        headers: languageHeader,
        response: { 200: dataOf(arr(obj({ id: int(), code: str('ISO 3166-1 alpha-2'), name: str(), calling_code: str() }))) },
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
        response: { 200: dataOf(arr(obj({ id: int(), name: str('IANA name'), label: str(), offset: str('current UTC offset, e.g. +05:00') }))) },
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
        querystring: queryParams({ code: { description: 'language', enum: LOCALES } }),
        response: { 200: dataOf(obj({ code: str(), messages: { type: 'object', additionalProperties: true } })), 422: errorResponse },
      },
    },
    async (request) => {
      const { code } = parseWith(TranslationsQuerySchema, request.query);
      return { data: await translationMessages(app.db, code) };
    },
  );
};
