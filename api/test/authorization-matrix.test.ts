import express from 'express';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  validate,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { buildSchema } from '../src/app';
import type { Access } from '../src/core/auth/viewer';
import { rootFieldAccess } from '../src/core/graphql/access';
import { RestRoutes, type RouteRule } from '../src/core/http/routes';
import { registerRestRoutes } from '../src/rest';
import type { UserDto } from '../src/modules/users/user.mapper';
import { createTestContext, type Agent, type TestContext } from './harness';

/*
 * Spec §6 as one table: every GraphQL root field and every REST route, each called as
 * anonymous, member and admin. The list is read from the executable schema and from the
 * RestRoutes registry (the only way a route reaches the /api router, checked below), so a new
 * operation is covered the moment it exists, and one whose rule this file does not know fails.
 */

const KNOWN_RULES: readonly Access[] = ['PUBLIC', 'MEMBER', 'PARENT', 'ADMIN'];
type Role = 'anonymous' | 'member' | 'parent' | 'admin';
const ROLES: readonly Role[] = ['anonymous', 'member', 'parent', 'admin'];

/** What §6 says each role gets, per rule. "allowed" = not refused (any other error is fine). */
type Expected = 'allowed' | 'unauthenticated' | 'forbidden';
const EXPECTED: Record<Access, Record<Role, Expected>> = {
  PUBLIC: { anonymous: 'allowed', member: 'allowed', parent: 'allowed', admin: 'allowed' },
  MEMBER: { anonymous: 'unauthenticated', member: 'allowed', parent: 'allowed', admin: 'allowed' },
  // The junior section: parents act for their own children, admins for all; plain members are refused.
  PARENT: { anonymous: 'unauthenticated', member: 'forbidden', parent: 'allowed', admin: 'allowed' },
  ADMIN: { anonymous: 'unauthenticated', member: 'forbidden', parent: 'forbidden', admin: 'allowed' },
};

/**
 * Answers that look like a refusal but are the operation's own contract, not its access rule.
 * Each is asserted exactly, so it cannot hide a real refusal.
 */
const REST_EXCEPTIONS: Record<string, Partial<Record<Role, { status: number; why: string }>>> = {
  // Spec §7: "401 gives null in the auth provider" — /me is how the client learns it is signed out.
  'GET /auth/me': { anonymous: { status: 401, why: 'spec §7: /me answers 401 when signed out' } },
  // Called by Meta, not by users: the verify token and the body signature are the credentials.
  'GET /whatsapp/webhook': {
    anonymous: { status: 403, why: 'handshake without the stored verify token' },
    member: { status: 403, why: 'handshake without the stored verify token' },
    parent: { status: 403, why: 'handshake without the stored verify token' },
    admin: { status: 403, why: 'handshake without the stored verify token' },
  },
  'POST /whatsapp/webhook': {
    anonymous: { status: 401, why: 'unsigned webhook body' },
    member: { status: 401, why: 'unsigned webhook body' },
    parent: { status: 401, why: 'unsigned webhook body' },
    admin: { status: 401, why: 'unsigned webhook body' },
  },
};

// ---------------------------------------------------------------- the operation lists

const schema = buildSchema();
/** The registry of the real router: the same registration the app runs, on a scratch router. */
function declaredRestRules(): RouteRule[] {
  const routes = new RestRoutes(express.Router(), async () => {
    throw new Error('never called');
  });
  registerRestRoutes(routes);
  return routes.rules;
}
const restRules = declaredRestRules();
const gqlRules = rootFieldAccess(schema);

// ---------------------------------------------------------------- GraphQL operations built from the types

const DUMMY_ID = '999999';
const today = () => new Date().toISOString().slice(0, 10);

/** A value of the right type for a required argument or input field. */
function dummyValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [dummyValue(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const f of Object.values(inner.getFields())) {
      if (isNonNullType(f.type) && f.defaultValue === undefined) value[f.name] = dummyValue(f.type);
    }
    return value;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return DUMMY_ID;
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return false;
      case 'String':
        return 'matrix';
      case 'Date':
        return today();
      case 'DateTime':
        return new Date().toISOString();
      case 'Money':
        return '10.00';
    }
  }
  throw new Error(`authorization matrix: no dummy value for input type ${String(type)}; teach dummyValue`);
}

/** Argument values that must be real for the call to mean anything (valid credentials for login). */
type Overrides = Record<string, (who: MatrixUsers) => Record<string, unknown>>;
const GQL_ARG_OVERRIDES: Overrides = {
  // Dummy credentials answer UNAUTHENTICATED 'Invalid credentials' — the contract of login, not an
  // access refusal. Real ones make "PUBLIC: anyone may sign in" observable.
  'Mutation.login': (who) => ({ username: who.memberUser.username, password: PASSWORD }),
};

interface GqlOperation {
  kind: 'graphql';
  key: string;
  access: Access;
  document: string;
  variables(who: MatrixUsers): Record<string, unknown>;
}

function graphqlOperation(rootName: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>, access: Access): GqlOperation {
  const key = `${rootName}.${field.name}`;
  // Required arguments only (non-null without a default): the smallest call that validates.
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const decls = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const op = rootName === 'Query' ? 'query' : 'mutation';
  const document = `${op} Matrix${decls ? `(${decls})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return {
    kind: 'graphql',
    key,
    access,
    document,
    variables: (who) => ({
      ...Object.fromEntries(required.map((a) => [a.name, dummyValue(a.type)])),
      ...(GQL_ARG_OVERRIDES[key]?.(who) ?? {}),
    }),
  };
}

function graphqlOperations(s: GraphQLSchema): GqlOperation[] {
  const ops: GqlOperation[] = [];
  for (const [rootName, root] of [
    ['Query', s.getQueryType()],
    ['Mutation', s.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      ops.push(graphqlOperation(rootName, field, gqlRules.get(`${rootName}.${field.name}`)!));
    }
  }
  return ops;
}

// ---------------------------------------------------------------- REST calls

interface RestOperation {
  kind: 'rest';
  key: string;
  access: Access;
  method: RouteRule['method'];
  url: string;
}

const restOperations = (rules: RouteRule[]): RestOperation[] =>
  rules.map((r) => ({
    kind: 'rest',
    key: `${r.method.toUpperCase()} ${r.path}`,
    access: r.access,
    method: r.method,
    // Dummy ids: the call must reach the access check, not find anything.
    url: `/api${r.path.replace(/:[A-Za-z_]+/g, '999999')}`,
  }));

// ---------------------------------------------------------------- the table

const gqlOps = graphqlOperations(schema);
const restOps = restOperations(restRules);

// Operations that end the caller's session run last, so an accident there cannot hide as a 401 elsewhere.
const endsSession = (key: string) => /logout|Mutation\.login|Mutation\.register|\/auth\/(login|register)/i.test(key);
const table: (GqlOperation | RestOperation)[] = [...gqlOps, ...restOps].sort((a, b) => Number(endsSession(a.key)) - Number(endsSession(b.key)));

// ---------------------------------------------------------------- running a call

const PASSWORD = 'secret123';
interface MatrixUsers {
  memberUser: UserDto;
  parentUser: UserDto;
  adminUser: UserDto;
}

let t: TestContext;
let who: MatrixUsers;

beforeAll(async () => {
  t = await createTestContext({
    env: { RATE_LIMIT_LOGIN_IP: '0', RATE_LIMIT_LOGIN_ACCOUNT: '0', RATE_LIMIT_FORGOT_IP: '0', RATE_LIMIT_FORGOT_ACCOUNT: '0' },
  });
  who = {
    memberUser: await t.createUser({ email: 'matrix.member@example.org', fullName: 'Matrix Member' }),
    parentUser: await t.createUser({ email: 'matrix.parent@example.org', fullName: 'Matrix Parent', isParent: true }),
    adminUser: await t.createUser({ email: 'matrix.admin@example.org', fullName: 'Matrix Admin', isAdmin: true }),
  };
});
afterAll(() => t?.close());

/** A fresh client per call: logout, login or register in one call cannot change who the next call is. */
async function agentFor(role: Role): Promise<Agent> {
  const agent = t.agent();
  if (role === 'anonymous') return agent;
  const user = role === 'admin' ? who.adminUser : role === 'parent' ? who.parentUser : who.memberUser;
  const res = await agent.post('/api/auth/login').send({ username: user.username, password: PASSWORD });
  if (res.status !== 200) throw new Error(`matrix sign-in as ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

interface Outcome {
  /** HTTP status. */
  status: number;
  /** GraphQL error codes (empty for REST). */
  codes: string[];
  summary: string;
}

async function call(op: GqlOperation | RestOperation, role: Role): Promise<Outcome> {
  const agent = await agentFor(role);
  if (op.kind === 'graphql') {
    const res = await t.gql(agent, op.document, op.variables(who));
    const codes = (res.errors ?? []).map((e) => String(e.extensions?.code ?? 'NO_CODE'));
    return { status: res.status, codes, summary: `${res.status} ${JSON.stringify(res.errors ?? 'ok')}` };
  }
  const res = op.method === 'get' || op.method === 'delete' ? await agent[op.method](op.url) : await agent[op.method](op.url).send({});
  return { status: res.status, codes: [], summary: `${res.status} ${JSON.stringify(res.body)}` };
}

/** The answer classified as §6 sees it. */
function verdict(op: GqlOperation | RestOperation, o: Outcome): Expected {
  if (op.kind === 'graphql') {
    if (o.codes.includes('UNAUTHENTICATED')) return 'unauthenticated';
    if (o.codes.includes('FORBIDDEN')) return 'forbidden';
    return 'allowed';
  }
  if (o.status === 401) return 'unauthenticated';
  if (o.status === 403) return 'forbidden';
  return 'allowed';
}

// ---------------------------------------------------------------- tests

describe('authorization matrix (spec §6)', () => {
  it('knows the rule of every operation, and finds operations at all', () => {
    expect(gqlOps.length).toBeGreaterThan(10);
    expect(restOps.length).toBeGreaterThan(10);
    const unknown = [...gqlOps, ...restOps].filter((op) => !KNOWN_RULES.includes(op.access)).map((op) => `${op.key}: ${op.access}`);
    expect(unknown).toEqual([]);
  });

  it('builds a GraphQL call for every root field that passes validation', () => {
    const invalid = gqlOps
      .map((op) => ({ key: op.key, errors: validate(schema, parse(op.document)).map((e) => e.message) }))
      .filter((r) => r.errors.length);
    expect(invalid).toEqual([]);
  });

  it('declares each REST method and path once', () => {
    const keys = restOps.map((op) => op.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('serves exactly the declared REST routes: nothing reaches /api around RestRoutes.add', () => {
    expect(t.restRules).toEqual(restRules);
    type Layer = { route?: { path: unknown; methods: Record<string, boolean> }; handle: { stack?: Layer[] }; matchers?: ((p: string) => unknown)[] };
    const appStack = (t.app as unknown as { router: { stack: Layer[] } }).router.stack;
    const served: string[] = [];
    const appRoutes: { key: string; path: unknown }[] = [];
    for (const layer of appStack) {
      if (layer.route) {
        for (const m of Object.keys(layer.route.methods)) appRoutes.push({ key: `${m.toUpperCase()} ${String(layer.route.path)}`, path: layer.route.path });
      } else if (layer.handle.stack) {
        // Only the /api router is a sub-router; a second one would escape this test.
        expect(layer.matchers?.some((match) => match('/api/x'))).toBe(true);
        for (const inner of layer.handle.stack) {
          if (inner.route) for (const m of Object.keys(inner.route.methods)) served.push(`${m.toUpperCase()} ${String(inner.route.path)}`);
        }
      }
    }
    expect(served.sort()).toEqual(restOps.map((op) => op.key).sort());
    // Outside /api: the two probes, the metrics (their own rule, a bearer token: api/test/metrics.test.ts), the
    // development GraphQL explorer page (a browser's GET /graphql; everything else goes on to Apollo), and the web
    // client (once web/dist is built): its pages (index.html, or a prerendered one such as /auth's sign-in screen),
    // which must answer neither /api nor /graphql paths.
    const stray = appRoutes.filter(({ key, path }) => {
      if (key === 'GET /healthz' || key === 'GET /readyz' || key === 'GET /metrics' || key === 'GET /graphql') return false;
      const spaFallback = key.startsWith('GET ') && path instanceof RegExp && !path.test('/api/users') && !path.test('/graphql');
      return !spaFallback;
    });
    expect(stray.map((r) => r.key)).toEqual([]);
  });

  it('serves every spec §7 path of the members-office and team variants', () => {
    const transitions = [
      'accept',
      'reject',
      'request-deposit',
      'collect-deposit',
      'request-full-payment',
      'collect-full-payment',
      'uncheck-accept',
      'uncheck-deposit-request',
      'uncheck-deposit-received',
      'uncheck-payment-request',
      'uncheck-payment-received',
    ];
    const spec = [
      'GET /auth/me',
      'POST /auth/login',
      'POST /auth/register',
      'POST /auth/logout',
      'POST /auth/forgot-password',
      'POST /auth/reset-password',
      'GET /meeting-rooms',
      'POST /meeting-rooms',
      'PUT /meeting-rooms/:id',
      'DELETE /meeting-rooms/:id',
      'GET /room-bookings',
      'GET /room-bookings/mine',
      'POST /room-bookings',
      ...transitions.map((step) => `POST /room-bookings/:id/${step}`),
      'DELETE /room-bookings/:id',
      'GET /events',
      'POST /events',
      'PUT /events/:id',
      'DELETE /events/:id',
      'POST /event-rsvps',
      'POST /events/:eventId/rsvp',
      'GET /rsvps/my',
      'GET /announcements',
      'POST /announcements',
      'GET /teams',
      'GET /leagues',
      'GET /users',
      'POST /users',
      'PUT /users/:id',
      'DELETE /users/:id',
      'GET /whatsapp/config',
      'POST /whatsapp/config',
      'POST /whatsapp/test',
      'GET /whatsapp/notifications',
      'GET /whatsapp/webhook',
      'POST /whatsapp/webhook',
    ];
    // The team variant (§7 "Team variant calls").
    const teamVariant = [
      'GET /leagues',
      'POST /leagues',
      'PUT /leagues/:id',
      'DELETE /leagues/:id',
      'GET /teams',
      'GET /teams/:id',
      'GET /teams/:id/events',
      'POST /teams',
      'PUT /teams/:id',
      'DELETE /teams/:id',
      'POST /team-members',
      'DELETE /teams/:id/members/:childId',
      'GET /events',
      'POST /events',
      'PUT /events/:id',
      'DELETE /events/:id',
      'GET /children',
      'GET /children/:id/events',
      'POST /children',
      'POST /availabilities',
      'PUT /availabilities/:id',
      'GET /announcements',
      'POST /announcements',
      'PUT /announcements/:id',
      'DELETE /announcements/:id',
    ];
    const declared = new Set(restOps.map((op) => op.key));
    expect([...spec, ...teamVariant].filter((k) => !declared.has(k))).toEqual([]);
  });

  describe.each(table.map((op) => [`${op.kind === 'graphql' ? 'GraphQL' : 'REST'} ${op.key} (${op.access})`, op] as const))(
    '%s',
    (_name, op) => {
      it('answers anonymous, member and admin as §6 says, never with a server error', async () => {
        const verdicts: string[] = [];
        const expected: string[] = [];
        const answers: string[] = [];
        for (const role of ROLES) {
          const o = await call(op, role);
          const exception = op.kind === 'rest' ? REST_EXCEPTIONS[op.key]?.[role] : undefined;
          const serverError = o.status >= 500 || o.codes.includes('INTERNAL_SERVER_ERROR');
          verdicts.push(`${role}: ${exception ? o.status : verdict(op, o)}${serverError ? ' SERVER ERROR' : ''}`);
          expected.push(`${role}: ${exception ? exception.status : EXPECTED[op.access][role]}`);
          answers.push(`${role}: ${o.summary}`);
        }
        // The raw answers join the comparison only on a mismatch, so the failure shows them.
        const same = verdicts.join() === expected.join();
        expect({ verdicts, ...(same ? {} : { answers }) }).toEqual({ verdicts: expected });
      });
    },
  );
});

describe('an admin who must set up two-factor first (issue 38)', () => {
  // The office requires two-factor of admins and this admin has not set it up: every ADMIN operation refuses them
  // (FORBIDDEN, saying why), as it refuses a member; the operations open to members still answer them.
  let pending: UserDto;
  beforeAll(async () => {
    pending = await t.createUser({ email: 'matrix.pending@example.org', fullName: 'Matrix Pending', isAdmin: true });
    await t.ds.query(`UPDATE office_settings SET admins_require_two_factor = true`);
  });
  afterAll(() => t.ds.query(`UPDATE office_settings SET admins_require_two_factor = false`));

  async function asPending(op: GqlOperation | RestOperation): Promise<Outcome> {
    const agent = t.agent();
    const res = await agent.post('/api/auth/login').send({ username: pending.username, password: PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
    if (op.kind === 'graphql') {
      const r = await t.gql(agent, op.document, op.variables(who));
      return { status: r.status, codes: (r.errors ?? []).map((e) => String(e.extensions?.code ?? 'NO_CODE')), summary: JSON.stringify(r.errors ?? 'ok') };
    }
    const r = op.method === 'get' || op.method === 'delete' ? await agent[op.method](op.url) : await agent[op.method](op.url).send({});
    return { status: r.status, codes: [], summary: `${r.status} ${JSON.stringify(r.body)}` };
  }

  it('is refused every ADMIN operation, GraphQL and REST, and treated as a member elsewhere', async () => {
    const verdicts: string[] = [];
    const expected: string[] = [];
    for (const op of table.filter((o) => !endsSession(o.key))) {
      const o = await asPending(op);
      const exception = op.kind === 'rest' ? REST_EXCEPTIONS[op.key]?.member : undefined;
      verdicts.push(`${op.kind} ${op.key}: ${exception ? o.status : verdict(op, o)}`);
      expected.push(`${op.kind} ${op.key}: ${exception ? exception.status : EXPECTED[op.access].member}`);
    }
    expect(verdicts).toEqual(expected);
  });
});
