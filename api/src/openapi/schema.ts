/**
 * JSON Schema (2020-12, as OpenAPI 3.1 uses it) in a few words, for the REST answers' shapes. Objects are closed
 * (additionalProperties: false) and every property is required unless named optional, so the response test
 * (api/test/openapi-answers.test.ts) fails when an answer gains, loses or retypes a field the document does not say.
 */
export type Schema = Record<string, unknown>;

export const str: Schema = { type: 'string' };
export const int: Schema = { type: 'integer' };
export const num: Schema = { type: 'number' };
export const bool: Schema = { type: 'boolean' };
export const dateTime: Schema = { type: 'string', format: 'date-time' };
export const date: Schema = { type: 'string', format: 'date' };
/** An amount as PostgreSQL's numeric gives it: a decimal string, e.g. "1000.00". */
export const money: Schema = { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' };

export const oneOf = (...values: (string | number)[]): Schema => ({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: values });
export const nullable = (s: Schema): Schema =>
  typeof s.type === 'string' ? { ...s, type: [s.type, 'null'], ...(s.enum ? { enum: [...(s.enum as unknown[]), null] } : {}) } : { anyOf: [s, { type: 'null' }] };
export const list = (items: Schema): Schema => ({ type: 'array', items });
export const described = (description: string, s: Schema): Schema => ({ ...s, description });

/** A closed object: every property required but those in `optional`. */
export function obj(properties: Record<string, Schema>, optional: string[] = []): Schema {
  const required = Object.keys(properties).filter((k) => !optional.includes(k));
  return { type: 'object', additionalProperties: false, required, properties };
}
