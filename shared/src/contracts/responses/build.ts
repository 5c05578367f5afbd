import * as v from 'valibot';

/**
 * Building blocks of the response schemas. A description travels into the OpenAPI document (the API
 * converts these schemas to JSON Schema), so each field is explained once, here.
 */
export const described = <TSchema extends v.GenericSchema>(schema: TSchema, description: string) => v.pipe(schema, v.description(description));

export const int = () => v.pipe(v.number(), v.integer());
export const text = () => v.string();
export const nullableText = () => v.nullable(v.string());
export const nullableInt = () => v.nullable(int());
