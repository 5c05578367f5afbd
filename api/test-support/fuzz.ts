import fc from 'fast-check';

/**
 * fast-check arbitraries for the API fuzzing: values built from the OpenAPI document's JSON
 * schemas, mixed at every level with hostile values (very long and odd unicode strings, prototype keys,
 * SQL and HTML fragments, out-of-range numbers, wrong types, missing and extra fields).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

const SQL = ["' OR '1'='1", "1; DROP TABLE users; --", "' UNION SELECT password_hash FROM users --", '%', '_', '\\', "'", '"', '$1'];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}'];
const PROTO = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const NUMERIC_STRINGS = ['-1', '0', '2147483648', '99999999999999999999', '1e309', 'NaN', 'Infinity', '0x10', '1.5', ' 1', '007', '-0'];
const ODD = ['', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\u202e', '𝕏😀👩‍👩‍👧', 'Ωмир漢字', '\r\n', '../../etc/passwd', '%00', '%2e%2e%2f', 'null', 'undefined', 'true'];

/** Strings nobody should choke on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL, ...HTML, ...PROTO, ...NUMERIC_STRINGS, ...ODD),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'A'.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => '😀'.repeat(n)),
);

/** Numbers outside every sensible range. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER, 1e20, -1e20, 0.5, -0.0, 1e308),
  fc.double({ noNaN: true }),
  fc.integer(),
);

/** A value of the wrong type. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...PROTO)), fc.oneof(fc.string(), fc.integer()), { maxKeys: 4 }),
);

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** Values the schema describes (roughly: limits are stretched a little on both sides). */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return wrongType;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return fromSchema(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  switch (typeOf(schema)) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      const max = Math.min((schema.maxLength ?? 40) + 2, 400);
      return fc.oneof(fc.string({ minLength: Math.max(0, (schema.minLength ?? 0) - 1), maxLength: max }), fc.stringMatching(/^[0-9]{1,8}$/), fc.stringMatching(/^\+7[0-9]{10}$/));
    }
    case 'integer':
      return fc.integer({ min: Math.max((schema.minimum ?? -10) - 2, -(2 ** 31)), max: Math.min((schema.maximum ?? 10_000) + 2, 2 ** 31) });
    case 'number':
      return fc.double({ min: (schema.minimum ?? -1e6) - 1, max: (schema.maximum ?? 1e6) + 1, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(withHostility(schema.items, depth + 1), { minLength: 0, maxLength: Math.min((schema.maxItems ?? 4) + 1, 12) });
    case 'object':
      return objectOf(schema, depth);
    default:
      return wrongType;
  }
}

/** An object of the schema's properties: each sometimes missing, sometimes hostile, with extra keys now and then. */
function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(entries.map(([key, property]) => [key, withHostility(property, depth + 1)]));
  const required = entries.map(([key]) => key).filter((key) => schema.required?.includes(key));
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: required }),
      fc.subarray(required),
      fc.option(fc.dictionary(fc.oneof(fc.constantFrom(...PROTO), fc.string({ maxLength: 12 })), wrongType, { maxKeys: 3 }), { freq: 4 }),
    )
    .map(([value, dropped, extra]) => {
      const out: Record<string, unknown> = { ...value };
      for (const key of dropped) delete out[key];
      // Extra keys, '__proto__' included, as JSON would carry them (defined as own properties).
      if (extra) for (const [key, item] of Object.entries(extra)) Object.defineProperty(out, key, { value: item, enumerable: true, configurable: true, writable: true });
      return out;
    });
}

/** The schema's values most of the time, a wrong type or a hostile value otherwise. */
export function withHostility(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: fromSchema(schema, depth), weight: 3 }, { arbitrary: wrongType, weight: 1 });
}

/** A path parameter: a plausible id or slug, or something hostile, URL-encoded. */
export function pathParam(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc
    .oneof(
      { arbitrary: fromSchema(schema).map(String), weight: 2 },
      { arbitrary: fc.constantFrom('1', '0', '-1', '2147483648', '99999999999999999999', '1.5', '1e3', 'abc', '%', '..', '__proto__'), weight: 2 },
      { arbitrary: hostileString.filter((s) => s.length < 150), weight: 1 },
    )
    .map(encodePathValue);
}

/**
 * URL-encodes a path value; a lone surrogate (which encodeURIComponent refuses) goes as the bytes a
 * careless client would send for it (ED A0 80), so the server sees undecodable input too.
 */
export function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split(/([\uD800-\uDFFF])/)
      .map((piece) => (/^[\uD800-\uDFFF]$/.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
      .join('');
  }
}
