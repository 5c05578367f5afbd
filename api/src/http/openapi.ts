/**
 * JSON Schema pieces for the OpenAPI document (documentation only: requests are validated by the shared
 * valibot schemas and responses are serialized as they are).
 */
export type JsonSchema = Record<string, unknown>;

export const errorResponse: JsonSchema = {
  type: 'object',
  description: 'Failure: message in the request language, code and field errors as i18n keys',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message'],
};

export const pageMeta: JsonSchema = {
  type: 'object',
  properties: {
    current_page: { type: 'integer' },
    last_page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
    from: { type: ['integer', 'null'] },
    to: { type: ['integer', 'null'] },
  },
};

export const dataOf = (schema: JsonSchema): JsonSchema => ({ type: 'object', properties: { data: schema }, required: ['data'] });
export const pageOf = (item: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { data: { type: 'array', items: item }, meta: pageMeta },
  required: ['data', 'meta'],
});

export const str = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
export const nullableStr = (description?: string): JsonSchema => ({ type: ['string', 'null'], ...(description ? { description } : {}) });
export const int = (description?: string): JsonSchema => ({ type: 'integer', ...(description ? { description } : {}) });
export const bool = (description?: string): JsonSchema => ({ type: 'boolean', ...(description ? { description } : {}) });
export const obj = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  properties,
  ...(description ? { description } : {}),
});
export const arr = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** Documents query parameters (all text on the wire). */
export function queryParams(params: Record<string, { description: string; enum?: readonly string[]; example?: string }>): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(params).map(([name, p]) => [name, { type: 'string', description: p.description, ...(p.enum ? { enum: [...p.enum] } : {}), ...(p.example ? { example: p.example } : {}) }]),
    ),
  };
}

export const languageHeader: JsonSchema = {
  type: 'object',
  properties: { 'accept-language': { type: 'string', description: 'ru (default), kk, en, uz or tr' } },
};

/** Security requirement of a route that needs `Authorization: Bearer <token>`. */
export const bearer = [{ bearer: [] }];
