import { yupToJsonSchema } from '../src/core/http/json-schema';
import { openApiPath, routeKey } from '../src/openapi/document';
import { ROUTE_DOCS } from '../src/openapi/routes-doc';
import { createTestContext, type Agent, type TestContext } from './harness';

type Operation = {
  summary: string;
  'x-access': string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: { required?: string[]; additionalProperties?: boolean } } } };
  responses: Record<string, unknown>;
};
type ObjectSchema = { required?: string[]; properties: Record<string, { items?: { $ref?: string } }>; additionalProperties?: boolean };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, ObjectSchema> } };

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestContext();
  const res = await t.agent().get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => t.close());

/** A 400 body holds only what the Error schema names, and its errors only what FieldError names, the first being the message. */
function answersTheErrorSchema(body: { message: string; field?: string; errors: { field?: string; message: string }[] }) {
  const { Error: error, FieldError: item } = doc.components.schemas;
  expect(Object.keys(body).filter((k) => !(k in error.properties))).toEqual([]);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const e of body.errors) expect(Object.keys(e).filter((k) => !(k in item.properties))).toEqual([]);
  expect(body.errors[0]).toEqual(body.field ? { field: body.field, message: body.message } : { message: body.message });
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op })));

describe('the OpenAPI document and the routes agree', () => {
  it('is OpenAPI 3.1 and describes exactly the served routes, each with its access rule', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = t.restRules.map((r) => `${r.method.toUpperCase()} ${openApiPath(r.path)} ${r.access}`).sort();
    const documented = operations().map(({ key, op }) => `${key} ${op['x-access']}`).sort();
    expect(documented).toEqual(served);
  });

  it('has a written entry for every route, and no entry for a route that does not exist', () => {
    expect(operations().filter(({ op }) => op.summary === '(undocumented)').map(({ key }) => key)).toEqual([]);
    const routes = new Set(t.restRules.map(routeKey));
    expect(Object.keys(ROUTE_DOCS).filter((k) => !routes.has(k))).toEqual([]);
  });

  it('declares every path parameter of every route', () => {
    for (const { path, op, key } of operations()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      expect({ key, declared }).toEqual({ key, declared: inPath });
    }
  });

  it('documents request bodies with the schemas the server validates with', async () => {
    const admin = (await t.signedIn({ isAdmin: true })).agent;
    const member = (await t.signedIn()).agent;
    const parentUser = await t.signedIn();
    await t.ds.query(`UPDATE users SET is_parent = true WHERE id = $1`, [parentUser.user.id]);
    const as: Record<string, Agent> = { PUBLIC: t.agent(), MEMBER: member, ADMIN: admin, PARENT: parentUser.agent };
    let checked = 0;
    for (const rule of t.restRules) {
      const body = ROUTE_DOCS[routeKey(rule)]?.body;
      if (!body || rule.path.includes(':') || rule.path.startsWith('/auth/') || rule.path.includes('webhook')) continue;
      const schema = yupToJsonSchema(body) as { required?: string[]; additionalProperties?: boolean };
      const op = doc.paths[openApiPath(rule.path)][rule.method];
      expect(op.requestBody?.content['application/json'].schema).toEqual(schema);
      // The document says the body is a strict object: the route refuses an unknown field with 400.
      if (schema.additionalProperties === false) {
        const res = await as[rule.access][rule.method as 'post'](`/api${rule.path}`).send({ notAField: 1 });
        expect({ route: routeKey(rule), status: res.status }).toEqual({ route: routeKey(rule), status: 400 });
        expect(typeof res.body.message).toBe('string');
        answersTheErrorSchema(res.body);
        // An empty body is refused for exactly the fields the document calls required (a nested one by its top field:
        // a passkey's missing response is refused as response.id, response.type, …).
        const empty = await as[rule.access][rule.method as 'post'](`/api${rule.path}`).send({});
        const top = (field?: string) => field?.split(/[.[]/)[0];
        const refused = empty.status === 400 ? [...new Set((empty.body.errors as { field?: string }[]).map((e) => top(e.field)))].sort() : [];
        expect({ route: routeKey(rule), refused }).toEqual({ route: routeKey(rule), refused: [...(schema.required ?? [])].sort() });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('describes a 400 as it is answered: every invalid field in errors, the first also as message and field', async () => {
    const { Error: error, FieldError: item } = doc.components.schemas;
    expect(error.properties.errors.items).toEqual({ $ref: '#/components/schemas/FieldError' });
    expect(item).toMatchObject({ required: ['message'], additionalProperties: false });
    expect(Object.keys(item.properties).sort()).toEqual(['field', 'message']);
    const admin = (await t.signedIn({ isAdmin: true })).agent;
    const res = await admin.post('/api/whatsapp/config').send({ phoneNumberId: '', accessToken: '', webhookVerifyToken: '' });
    expect(res.status).toBe(400);
    answersTheErrorSchema(res.body);
    expect(res.body.errors).toHaveLength(3);
  });

  it('gives every success answer its content type and, for JSON, its schema (issue 39: none had one)', () => {
    const missing: string[] = [];
    for (const { op, key } of operations()) {
      for (const [status, response] of Object.entries(op.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>)) {
        if (Number(status) >= 300 || status === '204') continue;
        const content = response.content ?? {};
        if (!Object.keys(content).length || Object.values(content).some((c) => !c.schema)) missing.push(`${key} ${status}`);
      }
    }
    expect(missing).toEqual([]);
    const types = new Set(operations().flatMap(({ op }) => Object.values(op.responses as Record<string, { content?: object }>).flatMap((r) => Object.keys(r.content ?? {}))));
    expect([...types].sort()).toEqual(['application/json', 'application/pdf', 'text/calendar', 'text/csv', 'text/plain']);
  });

  it('says how each REST shape differs from the GraphQL type it resembles; a new difference is a decision (docs/decisions.md)', () => {
    const shapes = doc.components.schemas as unknown as Record<string, { 'x-graphql-type'?: string; 'x-graphql-differences'?: object; description: string }>;
    const differing = Object.entries(shapes)
      .filter(([, s]) => s['x-graphql-differences'])
      .map(([name]) => name)
      .sort();
    // Spec §3/§7 shapes (ids, flattened answers) and what members may not read (rosters in the team list).
    expect(differing).toEqual(['Announcement', 'Child', 'ChildEvent', 'ConfirmedBooking', 'Event', 'EventRsvp', 'Invoice', 'RoomBooking', 'Team', 'TeamSummary']);
    expect(shapes.RoomBooking.description).toContain('without payments, paymentDue');
    expect(shapes.User.description).toContain('Same field names as GraphQL User.');
    // Every answer names a shape or is small enough to read inline; every named shape is used.
    const text = JSON.stringify(doc.paths);
    const unused = Object.keys(shapes).filter((name) => !['Error', 'FieldError'].includes(name) && !text.includes(`"#/components/schemas/${name}"`) && !JSON.stringify(shapes).includes(`"#/components/schemas/${name}"`));
    expect(unused).toEqual([]);
  });

  it('lists 401 for signed-in routes and 503 with Retry-After everywhere', () => {
    for (const { op, key } of operations()) {
      expect({ key, has503: '503' in op.responses }).toEqual({ key, has503: true });
      if (op['x-access'] !== 'PUBLIC') expect({ key, has401: '401' in op.responses }).toEqual({ key, has401: true });
    }
  });

  it('lists the cross-site refusal (403) on every write', () => {
    for (const { op, key } of operations()) {
      if (key.startsWith('GET ')) continue;
      const forbidden = op.responses['403'] as { description?: string } | undefined;
      expect({ key, csrf: forbidden?.description?.includes('from another site') }).toEqual({ key, csrf: true });
    }
  });
});

describe('Swagger UI at /api/docs', () => {
  it('is served from this server, nothing from elsewhere', async () => {
    const page = await t.agent().get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    const refs = [...page.text.matchAll(/(?:src|href)=["']([^"']+)["']/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(2);
    for (const ref of refs) {
      expect(ref).not.toMatch(/^(https?:)?\/\//);
      const asset = await t.agent().get(new URL(ref, 'http://x/api/docs/').pathname);
      expect({ ref, status: asset.status }).toEqual({ ref, status: 200 });
    }
    const init = await t.agent().get('/api/docs/swagger-ui-init.js');
    expect(init.text).toContain('/api/openapi.json');
    expect(init.text).toMatch(/"validatorUrl":\s*null/);
  });
});
