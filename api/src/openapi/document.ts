import type { RouteRule } from '../core/http/routes';
import { yupToJsonSchema } from '../core/http/json-schema';
import { ROUTE_DOCS } from './routes-doc';
import { webhooksSection } from './webhooks-doc';

/** "GET /events/:id" — how ROUTE_DOCS names a route. */
export const routeKey = (r: Pick<RouteRule, 'method' | 'path'>) => `${r.method.toUpperCase()} ${r.path}`;

/** Express "/events/:id" → OpenAPI "/api/events/{id}". */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

const errorBody = { $ref: '#/components/schemas/Error' };
const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });

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
    const success = doc?.success ?? { status: 200, description: doc?.returns ? `JSON with the fields of the GraphQL type ${doc.returns}.` : 'JSON.' };
    const responses: Record<string, unknown> = {
      [success.status]: success.status === 204 ? { description: success.description } : { description: success.description, content: { 'application/json': {} } },
    };
    if (doc?.body || parameters.length) {
      responses[400] = error('Invalid input: errors lists every invalid field in the form’s order; the first is also message and field.');
    }
    if (rule.access !== 'PUBLIC') responses[401] = error('Not signed in, or the session expired.');
    const crossSite = 'A write carrying the session cookie sent from another site (Origin or Sec-Fetch-Site) is refused (CSRF).';
    if (rule.access === 'ADMIN' || rule.access === 'PARENT') {
      responses[403] = error(`Needs the ${rule.access.toLowerCase()} role.${rule.method !== 'get' ? ` ${crossSite}` : ''}`);
    } else if (rule.method !== 'get') responses[403] = error(crossSite);
    if (pathParams.length) responses[404] = error('No such record (or not yours).');
    if (rule.method !== 'get') responses[409] = error('Conflicts with the current state (a taken value, an overlap, a step out of order).');
    if (['/auth/login', '/auth/forgot-password', '/auth/passkey', '/auth/passkey/options'].includes(rule.path)) responses[429] = error('Too many attempts; try again later.');
    responses[503] = {
      ...error('The database cannot be reached just now; retry after the Retry-After seconds.'),
      headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
    };
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
          },
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
