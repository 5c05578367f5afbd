import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { ApiErrorBodySchema, PageMetaSchema } from '@portal/shared/contracts/responses';

/**
 * The OpenAPI document's schemas, generated from the valibot schemas that already describe each payload:
 * requests from the shared request schemas the handlers validate with (@portal/shared/schemas), answers
 * from the response schemas the contract types are inferred from (@portal/shared/contracts/responses).
 * Route schemas only document: requests are validated by the valibot schemas in the handlers and answers
 * are serialized as they are.
 */
export type JsonSchema = Record<string, unknown>;

const convert = (schema: v.GenericSchema, errorMode: 'throw' | 'ignore'): JsonSchema => {
  const { $schema: _draft, ...json } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode });
  return json;
};

/**
 * JSON Schema of what a client sends (a body, a query string, path parameters). Checks that JSON Schema
 * cannot express (a common password, a real calendar date, matching confirmation fields) and
 * normalizations (trimming, phone formats) are left out; the descriptions in the schemas say them.
 */
export const requestSchema = (schema: v.GenericSchema): JsonSchema => convert(schema, 'ignore');

/** JSON Schema of an answer; every part of a response schema must convert (it fails otherwise). */
export const responseSchema = (schema: v.GenericSchema): JsonSchema => convert(schema, 'throw');

/** `{ data }` */
export const dataOf = (schema: v.GenericSchema): JsonSchema => responseSchema(v.object({ data: schema }));
/** `{ data: [...] }` */
export const listOf = (item: v.GenericSchema): JsonSchema => dataOf(v.array(item));
/** `{ data: [...], meta }` */
export const pageOf = (item: v.GenericSchema): JsonSchema => responseSchema(v.object({ data: v.array(item), meta: PageMetaSchema }));

export const errorResponse: JsonSchema = responseSchema(ApiErrorBodySchema);
/** The failures a sign-in call may answer. */
export const errors4xx = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse, 503: errorResponse };

export const languageHeader: JsonSchema = requestSchema(v.object({ 'accept-language': v.optional(v.pipe(v.string(), v.description('ru (default), kk, en, uz or tr'))) }));

/** Security requirement of a route that needs `Authorization: Bearer <token>`. */
export const bearer = [{ bearer: [] }];
