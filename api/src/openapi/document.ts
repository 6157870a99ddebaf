import type { RouteRule } from '../core/http/routes';
import { yupToJsonSchema } from '../core/http/json-schema';
import { ROUTE_DOCS, type RouteDoc } from './routes-doc';
import { SHAPES } from './shapes';
import { withTwinDifferences } from './graphql-twins';
import { webhooksSection } from './webhooks-doc';

/** "GET /events/:id" — how ROUTE_DOCS names a route. */
export const routeKey = (r: Pick<RouteRule, 'method' | 'path'>) => `${r.method.toUpperCase()} ${r.path}`;

/** Express "/events/:id" → OpenAPI "/api/events/{id}". */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

const errorBody = { $ref: '#/components/schemas/Error' };
const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });

/** What a non-JSON answer's body is in JSON Schema terms. */
const TEXT_BODY: Record<NonNullable<RouteDoc['content']>, Record<string, unknown>> = {
  'application/pdf': { type: 'string', contentMediaType: 'application/pdf' },
  'text/calendar': { type: 'string' },
  'text/csv': { type: 'string' },
  'text/plain': { type: 'string' },
};

/** The success answer: its status, and its body's content type and schema (none for a 204). */
function successOf(doc: RouteDoc | undefined): Record<string, unknown> {
  const success = doc?.success ?? { status: 200, description: 'OK.' };
  if (success.status === 204) return { 204: { description: success.description } };
  const content = doc?.content ? { [doc.content]: { schema: TEXT_BODY[doc.content] } } : { 'application/json': doc?.json ? { schema: doc.json } : {} };
  const out: Record<string, unknown> = { [success.status]: { description: success.description, content } };
  for (const [status, description] of Object.entries(doc?.alsoOk ?? {})) out[status] = { description, content };
  return out;
}

/**
 * Every error status a route can answer: what its kind of route answers (input, sign-in, role, CSRF, a record by id,
 * a conflicting write, a body too large, the database away) and what its entry adds (`errors`).
 */
function errorsOf(rule: RouteRule, doc: RouteDoc | undefined, hasParameters: boolean): Record<string, unknown> {
  const write = rule.method !== 'get';
  const out: Record<string, unknown> = {};
  if (doc?.body || hasParameters || write) {
    out[400] = error('Invalid input: errors lists every invalid field in the form’s order; the first is also message and field. A body that is not JSON is a 400 too.');
  }
  if (rule.access !== 'PUBLIC') out[401] = error('Not signed in, or the session expired.');
  const crossSite = 'A write carrying the session cookie sent from another site (Origin or Sec-Fetch-Site) is refused (CSRF).';
  const role = rule.access === 'ADMIN' ? 'Needs the admin role (and, where the office requires it, the admin’s two-factor set up).' : 'Needs the parent role.';
  if (rule.access === 'ADMIN' || rule.access === 'PARENT') out[403] = error(`${role}${write ? ` ${crossSite}` : ''}`);
  else if (write) out[403] = error(crossSite);
  if (rule.path.includes(':')) out[404] = error('No such record (or not yours).');
  if (write) {
    out[409] = error('Conflicts with the current state (a taken value, an overlap, a step out of order).');
    out[413] = error('The request body is larger than the server accepts.');
  }
  const { 503: unavailable, ...extra } = doc?.errors ?? {};
  for (const [status, description] of Object.entries(extra)) {
    const listed = out[status] as { description: string } | undefined;
    // A 3xx (304 Not Modified) has no body.
    out[status] = Number(status) < 400 ? { description } : error(listed ? `${listed.description} ${description}` : description);
  }
  out[503] = {
    ...error(`The database cannot be reached just now; retry after the Retry-After seconds.${unavailable ? ` ${unavailable}` : ''}`),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
  };
  return out;
}

/**
 * The OpenAPI 3.1 document of every REST shim, built from the route table itself (method, path,
 * access rule) and, for bodies, the yup schema each service validates with — so the document
 * cannot describe a route that is not served, and a served route without an entry in ROUTE_DOCS
 * shows up as "(undocumented)" (a test fails on that).
 */
export function buildOpenApi(rules: RouteRule[], version = '0.1.0'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const rule of rules) {
    const doc = ROUTE_DOCS[routeKey(rule)];
    const pathParams = [...rule.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const parameters = [
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: /id$/i.test(name) ? { type: 'string', pattern: '^[0-9]+$' } : { type: 'string' } })),
      ...Object.entries(doc?.query ?? {}).map(([name, q]) => ({ name, in: 'query', required: false, description: q.description, schema: q.schema })),
    ];
    const responses: Record<string, unknown> = { ...successOf(doc), ...errorsOf(rule, doc, parameters.length > 0) };
    const operation: Record<string, unknown> = {
      operationId: `${rule.method}${rule.path.replace(/[/:-]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: doc?.summary ?? '(undocumented)',
      tags: [rule.path.split('/')[1]],
      'x-access': rule.access,
      security: rule.access === 'PUBLIC' ? [] : [{ sessionCookie: [] }, { bearer: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(doc?.body ? { requestBody: { required: true, content: { 'application/json': { schema: yupToJsonSchema(doc.body) } } } } : {}),
      responses,
    };
    const path = openApiPath(rule.path);
    paths[path] = { ...paths[path], [rule.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'D.Office REST API',
      version,
      description:
        'REST shims over the same services as the GraphQL API at /graphql. Sign in with POST /api/auth/login ' +
        '(session cookie), or send the token as Authorization: Bearer. A write (POST, PUT, DELETE) that carries the session ' +
        'cookie and comes from another site (a foreign Origin, or Sec-Fetch-Site cross-site or same-site) answers 403 ' +
        'unread; Bearer clients and requests without the cookie are not concerned. Errors are JSON { message, field? }; a 400 adds ' +
        'errors, every invalid field as { field?, message } in the form’s order, the first repeating message and field.',
    },
    servers: [{ url: '/' }],
    paths,
    // What registered endpoints are sent (issue 39): OpenAPI 3.1's webhooks.
    webhooks: webhooksSection(),
    components: {
      schemas: {
        ...withTwinDifferences(SHAPES),
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            field: { type: 'string', description: 'The input the message is about.' },
            errors: {
              type: 'array',
              minItems: 1,
              items: { $ref: '#/components/schemas/FieldError' },
              description: 'On every 400: each invalid field once, in the form’s order; the first is message and field.',
            },
            twoFactorRequired: { type: 'boolean', const: true, description: 'POST /auth/login, 401: the password was right; send challenge and a code to POST /auth/login/two-factor.' },
            challenge: { type: 'string', description: 'With twoFactorRequired: what POST /auth/login/two-factor takes, valid 5 minutes.' },
            action: { type: 'string', enum: ['view-existing', 'claim-existing'], description: 'A duplicate child (409): what the client can offer.' },
            duplicateChildId: { type: 'integer', description: 'A duplicate child (409): the child already there.' },
            retryAfter: { type: 'integer', description: 'A 429: seconds to wait (also the Retry-After header).' },
          },
          additionalProperties: false,
        },
        FieldError: {
          type: 'object',
          required: ['message'],
          additionalProperties: false,
          properties: {
            field: { type: 'string', description: 'The input (e.g. name, amenities[1], preferences.reminderTimingHours); absent for the body as a whole.' },
            message: { type: 'string' },
          },
        },
      },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'doffice_session', description: 'Set by POST /api/auth/login.' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
