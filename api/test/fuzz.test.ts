import fs from 'node:fs';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import request from 'supertest';
import { SCHEMA_PATH } from '../src/app';
import { SESSION_COOKIE } from '../src/core/auth/cookies';
import { hostileDocument, rootFieldRequest, type GqlRequest } from './fuzz/arbitraries';
import { operationRequest, type OpenApi, type RestRequest } from './fuzz/rest';
import { createTestContext, type TestContext } from './harness';

/**
 * Issue 12's fuzz suite: requests generated from schema.graphql and from the OpenAPI document the
 * server publishes — plausible, boundary and hostile values (huge, unicode, nulls, wrong types, deep
 * nesting, aliases) — as anonymous, member and admin. Every answer must be below 500 and free of
 * stack traces and SQL; a refused request must leave the database exactly as it was.
 * FUZZ_RUNS sets the number of requests (`npm run fuzz`: 10,000); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 1000;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Tables a refused request may still touch: failed sign-ins are counted, by design. */
const MAY_CHANGE_WHEN_REFUSED = new Set(['rate_limits', 'login_throttle', 'migrations']);

const LEAK = /\bat [\w.<>]+ \(|node_modules|\/api\/src\/|QueryFailedError|syntax error at or near|\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[^"]{0,80}\b(FROM|WHERE|SET|VALUES)\b|duplicate key value|violates (unique|foreign key|check) constraint|relation "\w+"/;

type Role = 'anonymous' | 'member' | 'admin';

let t: TestContext;
const tokens: Partial<Record<Role, string>> = {};
let fingerprintSql = '';

async function signIn(username: string): Promise<string> {
  const res = await t.agent().post('/api/auth/login').send({ username, password: 'secret123' });
  const cookie = String(res.headers['set-cookie']?.[0] ?? '');
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  if (!token) throw new Error(`sign-in failed: ${res.status}`);
  return token;
}

const fingerprint = async (): Promise<Record<string, string>> => (await t.ds.query(fingerprintSql))[0];

beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_LOGIN_ACCOUNT: '1000', RATE_LIMIT_LOGIN_IP: '100000', RATE_LIMIT_FORGOT_ACCOUNT: '1000', RATE_LIMIT_FORGOT_IP: '100000' } });
  const admin = await t.createUser({ email: 'fuzz-admin@example.org', isAdmin: true });
  const member = await t.createUser({ email: 'fuzz-member@example.org' });
  tokens.admin = await signIn(admin.username);
  tokens.member = await signIn(member.username);
  // Something to point at: rooms, events, an announcement, a booking.
  const as = (role: Role) => (req: request.Test) => req.set('authorization', `Bearer ${tokens[role]}`);
  for (const name of ['Fuzz A', 'Fuzz B']) {
    await as('admin')(request(t.app).post('/api/meeting-rooms')).send({ name, capacity: 4, pricePerMonth: '100.00', deposit: '50.00' }).expect(201);
  }
  await as('admin')(request(t.app).post('/api/events')).send({ title: 'Fuzz night', date: '2030-01-01', startTime: '18:00', location: 'Hall', maxAttendees: 2 }).expect(201);
  await as('admin')(request(t.app).post('/api/announcements')).send({ title: 'Fuzz', content: 'Hello' }).expect(201);
  const tables: string[] = (
    await t.ds.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
  ).map((r: { tablename: string }) => r.tablename).filter((n: string) => !MAY_CHANGE_WHEN_REFUSED.has(n));
  fingerprintSql = `SELECT ${tables.map((n) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${n}" x) AS "${n}"`).join(', ')}`;
});
afterAll(() => t.close());

const SELF_ENDING = new Set(['logout', 'deleteMyAccount', '/api/auth/logout', '/api/profile/delete-account']);

it(`answers ${RUNS} generated requests without a 5xx, a leak, or a change from a refused request`, async () => {
  const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));
  const gql: fc.Arbitrary<GqlRequest>[] = [];
  for (const [op, type] of [['query', schema.getQueryType()!], ['mutation', schema.getMutationType()!]] as const) {
    // Signing out (or deleting one's account, whose password the fuzzer knows) would end the fuzzing
    // identity itself; their behaviour is covered by the auth and account tests.
    for (const field of Object.values(type.getFields())) if (!SELF_ENDING.has(field.name)) gql.push(rootFieldRequest(schema, op, field));
  }
  const openapi: OpenApi = (await request(t.app).get('/api/openapi.json').expect(200)).body;
  const rest: fc.Arbitrary<RestRequest>[] = [];
  for (const [path, ops] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(ops)) if (!SELF_ENDING.has(path)) rest.push(operationRequest(path, method, op));
  }
  expect(gql.length).toBeGreaterThan(40);
  expect(rest.length).toBeGreaterThan(50);

  const anyRequest = fc.oneof(
    { arbitrary: fc.oneof(...gql), weight: 5 },
    { arbitrary: hostileDocument, weight: 1 },
    { arbitrary: fc.oneof(...rest), weight: 5 },
  );
  const stats = { requests: 0, byStatus: {} as Record<number, number>, refused: 0 };
  let before = await fingerprint();

  await fc.assert(
    fc.asyncProperty(fc.constantFrom<Role>('anonymous', 'member', 'admin'), anyRequest, async (role, req) => {
      let call =
        req.kind === 'graphql'
          ? request(t.app).post('/graphql').set('content-type', 'application/json').send(JSON.stringify(req.body))
          : request(t.app)[req.method as 'get'](req.url);
      if (req.kind === 'rest' && req.body !== undefined) call = call.set('content-type', 'application/json').send(JSON.stringify(req.body));
      if (tokens[role]) call = call.set('authorization', `Bearer ${tokens[role]}`);
      const res = await call;
      stats.requests++;
      stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
      const where = `${role} ${req.label}: ${res.status} ${res.text.slice(0, 300)}`;
      expect({ where, serverError: res.status >= 500 }).toEqual({ where, serverError: false });
      expect({ where, leak: LEAK.exec(res.text)?.[0] }).toEqual({ where, leak: undefined });

      // A GraphQL answer is refused when every aliased call failed (or the document never ran): a null
      // data may also come from one failed alias nulling its successful siblings.
      const errors: { path?: unknown[] }[] = Array.isArray(res.body?.errors) ? res.body.errors : [];
      const failedAliases = new Set(errors.map((e) => e.path?.[0]));
      const refused =
        res.status >= 400 ||
        (req.kind === 'graphql' && errors.length > 0 && (failedAliases.has(undefined) || failedAliases.size >= req.aliases));
      const after = await fingerprint();
      if (refused) {
        stats.refused++;
        const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
        expect({ where, changed }).toEqual({ where, changed: [] });
      }
      before = after;
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  // eslint-disable-next-line no-console
  console.info(`fuzz: ${stats.requests} requests, ${stats.refused} refused, by status ${JSON.stringify(stats.byStatus)}`);
  expect(stats.requests).toBeGreaterThanOrEqual(RUNS);
}, 600_000);
