import fc from 'fast-check';
import { hostileValue } from './arbitraries';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
};
type Operation = {
  parameters?: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

export interface RestRequest {
  kind: 'rest';
  method: string;
  url: string;
  body?: unknown;
  label: string;
}

/** A plausible value for a JSON Schema, from the document the server publishes. */
function plausible(s: JsonSchema, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      if (depth > 3) return fc.constant({});
      return fc.record(Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, value(v, k, depth + 1)])), {
        requiredKeys: s.required ?? [],
      });
    case 'array':
      return fc.array(s.items ? value(s.items, name, depth + 1) : fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 });
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? 0, -1000), max: Math.min(s.maximum ?? 200, 200) });
    case 'number':
      return fc.integer({ min: 0, max: 100000 }).map((c) => c / 100);
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (s.format === 'email' || /email|username/i.test(name)) return fc.emailAddress();
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200));
      if (/date|day|from|to/i.test(name)) return fc.date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (/id$/i.test(name)) return fc.integer({ min: 1, max: 30 }).map(String);
      return fc.string({ minLength: 1, maxLength: Math.min(s.maxLength ?? 40, 40) });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const value = (s: JsonSchema, name: string, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: plausible(s, name, depth), weight: 6 }, { arbitrary: hostileValue, weight: 1 });

const pathValue = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 30 }).map(String), weight: 6 },
  { arbitrary: fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc', '1%20OR%201=1', '%00', '..%2F..', '%F0%9F%98%80', '1e3'), weight: 2 },
);

/** Requests for one documented operation: path and query values, a body from its schema (or anything). */
export function operationRequest(path: string, method: string, op: Operation): fc.Arbitrary<RestRequest> {
  const pathNames = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const body: fc.Arbitrary<unknown> = bodySchema
    ? fc.oneof(
        { arbitrary: plausible(bodySchema, 'body'), weight: 6 },
        { arbitrary: plausible(bodySchema, 'body').map((b) => ({ ...(b as object), unexpected: 'field' })), weight: 1 },
        { arbitrary: hostileValue, weight: 2 },
      )
    : fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: hostileValue, weight: 1 });
  return fc
    .tuple(
      fc.tuple(...pathNames.map(() => pathValue)),
      fc.record(Object.fromEntries(query.map((q) => [q.name, fc.oneof(plausible(q.schema, q.name), fc.constantFrom('', '-1', 'x'.repeat(3000), '%00', '[]'))])), { requiredKeys: [] }),
      body,
    )
    .map(([values, q, b]) => {
      let url = path;
      pathNames.forEach((name, i) => (url = url.replace(`{${name}}`, values[i])));
      const search = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
      return { kind: 'rest' as const, method, url: search ? `${url}?${search}` : url, body: b, label: `${method.toUpperCase()} ${path}` };
    });
}
