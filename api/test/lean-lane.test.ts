import { Writable } from 'node:stream';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createApp, type CreatedApp } from '../src/app';
import { RestRoutes } from '../src/core/http/routes';
import { listener } from '../src/speed/http/lanes';
import { isJsonBody } from '../src/speed/http/middleware';
import { day, insertEvent } from '../src/modules/events/events.test-fixtures';
import { createTestContext, type TestContext } from './harness';

/**
 * The lean lanes (speed/http/lanes.ts: leanLane, graphqlLane) run hot GET routes and POST /graphql without express's routers. Whatever it takes,
 * it must answer exactly as the express app alone does: status, body, headers, compression, 304s,
 * errors, the access log line.
 */
let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  // Enough of them for an answer over compression's 1 KB threshold.
  for (let i = 1; i <= 6; i++) await insertEvent(t, { title: `Lane night ${i}`, date: day(i) });
  const { agent } = await t.signedIn();
  const res = await agent.post('/api/auth/login').send({ username: (await t.createUser()).username, password: 'secret123' });
  cookie = String(res.headers['set-cookie']?.[0]).split(';')[0];
});
afterAll(() => t.close());

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const VARYING = ['date', 'x-request-id', 'host'];
const sameHeaders = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([k]) => !VARYING.includes(k)));

/** The lane answered exactly as express did: status, body and headers (but the per-request ones), with the app's middleware run. */
function expectSameAnswer(viaListener: { status: number; text: string; headers: Record<string, unknown> }, viaExpress: { status: number; text: string; headers: Record<string, unknown> }): void {
  expect(viaListener.status).toBe(viaExpress.status);
  expect(viaListener.text).toBe(viaExpress.text);
  expect(sameHeaders(viaListener.headers)).toEqual(sameHeaders(viaExpress.headers));
  expect(viaListener.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(viaListener.headers['content-security-policy']).toMatch(/default-src 'self'/);
}

/** The same request through express alone and through the server's listener (lane first). */
async function both(path: string, headers: Record<string, string> = {}) {
  const go = (h: Handler) => request(h).get(path).set(headers);
  const [viaExpress, viaListener] = await Promise.all([go(t.app as unknown as Handler), go(t.handler)]);
  return { viaExpress, viaListener };
}

/** Which requests reach express when they come through the listener. */
/**
 * The access lines one request leaves when sent through express and then through the lean lane of an app
 * logging at info, without what differs per request (time, duration, id, port, varying headers).
 */
async function accessLines(send: (h: Handler) => Promise<unknown>): Promise<{ req: Record<string, unknown> }[]> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  const logged: CreatedApp = await createApp({ ds: t.ds, config: t.config, logger: pino({ level: 'info' }, sink), secret: 'test-secret' });
  try {
    for (const h of [logged.app as unknown as Handler, logged.handler]) await send(h);
  } finally {
    await logged.apollo.stop();
  }
  const access = lines.filter((l) => l.msg === 'request completed');
  expect(access).toHaveLength(2);
  return access.map((l) => {
    const { time: _t, responseTime: _r, req, res, ...rest } = l as { req: Record<string, unknown>; res: { headers: Record<string, unknown> } } & Record<string, unknown>;
    const { id: _i, remotePort: _p, headers, ...r } = req as { headers: Record<string, unknown> } & Record<string, unknown>;
    return { ...rest, req: { ...r, headers: sameHeaders(headers) }, res: { ...res, headers: sameHeaders(res.headers) } };
  });
}

function spied(): { handler: Handler; reached: string[] } {
  const reached: string[] = [];
  const app = t.app as unknown as Handler;
  return { reached, handler: listener((req, res) => (reached.push(`${req.method} ${req.url}`), app(req, res)), t.lane) };
}

describe('GET /api/events through the lean lane', () => {
  it('is answered without reaching express', async () => {
    const { handler, reached } = spied();
    const res = await request(handler).get('/api/events?limit=1').set('cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(reached).toEqual([]);
  });

  it('passes on everything else to express: HEAD, a body, a trailing slash, another case, other routes', async () => {
    const { handler, reached } = spied();
    await request(handler).head('/api/events').set('cookie', cookie);
    await request(handler).get('/api/events').set('cookie', cookie).set('content-type', 'application/json').send('{}');
    await request(handler).get('/api/events/').set('cookie', cookie);
    await request(handler).get('/API/events').set('cookie', cookie);
    await request(handler).get('/api/announcements').set('cookie', cookie);
    expect(reached).toEqual(['HEAD /api/events', 'GET /api/events', 'GET /api/events/', 'GET /API/events', 'GET /api/announcements']);
  });

  it.each([
    ['a member', '/api/events', true],
    ['a member, a page', '/api/events?limit=1&offset=1', true],
    ['a bad limit', '/api/events?limit=abc', true],
    ['a repeated limit', '/api/events?limit=1&limit=2', true],
    ['a bad filter', '/api/events?upcoming=maybe', true],
    ['nobody signed in', '/api/events', false],
  ])('answers as express does: %s', async (_name, path, signedIn) => {
    const { viaExpress, viaListener } = await both(path, signedIn ? { cookie } : {});
    expectSameAnswer(viaListener, viaExpress);
  });

  it('compresses for a client that asks, and answers 304 to a current ETag, as express does', async () => {
    const gz = await both('/api/events', { cookie, 'accept-encoding': 'gzip' });
    expect(gz.viaListener.headers['content-encoding']).toBe('gzip');
    expect(sameHeaders(gz.viaListener.headers)).toEqual(sameHeaders(gz.viaExpress.headers));
    expect(gz.viaListener.body).toEqual(gz.viaExpress.body);
    const etag = gz.viaExpress.headers.etag;
    const cached = await both('/api/events', { cookie, 'if-none-match': etag });
    expect([cached.viaListener.status, cached.viaExpress.status]).toEqual([304, 304]);
    expect(sameHeaders(cached.viaListener.headers)).toEqual(sameHeaders(cached.viaExpress.headers));
  });

  it('refuses a revoked session at once', async () => {
    const { agent } = await t.signedIn();
    const user = await t.createUser();
    const login = await agent.post('/api/auth/login').send({ username: user.username, password: 'secret123' });
    const mine = String(login.headers['set-cookie']?.[0]).split(';')[0];
    expect((await request(t.handler).get('/api/events').set('cookie', mine)).status).toBe(200);
    expect((await request(t.handler).post('/api/auth/logout').set('cookie', mine)).status).toBeLessThan(300);
    const after = await request(t.handler).get('/api/events').set('cookie', mine);
    expect([after.status, after.body]).toEqual([401, { message: 'Authentication required' }]);
  });

  it('logs the same access line as express', async () => {
    const [viaExpress, viaLane] = await accessLines((h) => request(h).get('/api/events?limit=1').set('cookie', cookie).set('user-agent', 'lane-test').expect(200));
    expect(viaLane).toEqual(viaExpress);
    expect(viaLane.req).toMatchObject({ method: 'GET', url: '/api/events?limit=1', query: { limit: '1' } });
  });
});

describe('POST /graphql through the lean lane', () => {
  const EVENTS = JSON.stringify({ query: '{ events(limit: 2) { id title attendeeCount } }' });
  /** The same POST through express alone and through the server's listener (lane first). */
  async function posted(body: string, headers: Record<string, string>) {
    const go = (h: Handler) => request(h).post('/graphql').set(headers).send(body);
    const [viaExpress, viaListener] = await Promise.all([go(t.app as unknown as Handler), go(t.handler)]);
    return { viaExpress, viaListener };
  }

  it('is answered without reaching express', async () => {
    const { handler, reached } = spied();
    const res = await request(handler).post('/graphql').set({ cookie, 'content-type': 'application/json' }).send(EVENTS);
    expect(res.status).toBe(200);
    expect((res.body as { data: { events: unknown[] } }).data.events).toHaveLength(2);
    expect(reached).toEqual([]);
  });

  it('passes on everything else to express: GET, a query string, a trailing slash, another case', async () => {
    const { handler, reached } = spied();
    const json = { cookie, 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
    await request(handler).get('/graphql?query=%7B__typename%7D').set(json);
    await request(handler).post('/graphql?x=1').set(json).send(EVENTS);
    await request(handler).post('/graphql/').set(json).send(EVENTS);
    await request(handler).post('/GRAPHQL').set(json).send(EVENTS);
    expect(reached).toEqual(['GET /graphql?query=%7B__typename%7D', 'POST /graphql?x=1', 'POST /graphql/', 'POST /GRAPHQL']);
  });

  it.each([
    ['a member', EVENTS, { 'content-type': 'application/json' }, true],
    ['nobody signed in', EVENTS, { 'content-type': 'application/json' }, false],
    ['a syntax error', JSON.stringify({ query: '{ events(' }), { 'content-type': 'application/json' }, true],
    ['an unknown field', JSON.stringify({ query: '{ nope }' }), { 'content-type': 'application/json' }, true],
    ['a bad variable', JSON.stringify({ query: 'query($l: Int) { events(limit: $l) { id } }', variables: { l: 'x' } }), { 'content-type': 'application/json' }, true],
    ['too many tokens', JSON.stringify({ query: `{ ${'__typename '.repeat(2100)}}` }), { 'content-type': 'application/json' }, true],
    ['the same document within the limit again', EVENTS, { 'content-type': 'application/json' }, true],
    ['invalid JSON', '{"query": ', { 'content-type': 'application/json' }, true],
    ['a body too large', JSON.stringify({ query: `{ __typename }`, pad: 'x'.repeat(600 * 1024) }), { 'content-type': 'application/json' }, true],
    ['a simple content type (CSRF)', EVENTS, { 'content-type': 'text/plain' }, true],
    ['no query', JSON.stringify({ variables: {} }), { 'content-type': 'application/json' }, true],
    ['an Accept it cannot meet', EVENTS, { 'content-type': 'application/json', accept: 'text/csv' }, true],
    ['gzip asked for', EVENTS, { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, true],
  ])('answers as express does: %s', async (_name, body, headers, signedIn) => {
    const { viaExpress, viaListener } = await posted(body, { ...headers, ...(signedIn ? { cookie } : {}) });
    expectSameAnswer(viaListener, viaExpress);
  });

  it('refuses a revoked session at once', async () => {
    const { agent } = await t.signedIn();
    const user = await t.createUser();
    const login = await agent.post('/api/auth/login').send({ username: user.username, password: 'secret123' });
    const mine = String(login.headers['set-cookie']?.[0]).split(';')[0];
    const ask = () => request(t.handler).post('/graphql').set({ cookie: mine, 'content-type': 'application/json' }).send(EVENTS);
    expect((await ask()).status).toBe(200);
    expect((await request(t.handler).post('/api/auth/logout').set('cookie', mine)).status).toBeLessThan(300);
    const after = await ask();
    expect((after.body as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('logs the same access line as express', async () => {
    const [viaExpress, viaLane] = await accessLines((h) => request(h).post('/graphql').set({ cookie, 'content-type': 'application/json', 'user-agent': 'lane-test' }).send(EVENTS).expect(200));
    expect(viaLane).toEqual(viaExpress);
    expect(viaLane.req).toMatchObject({ method: 'POST', url: '/graphql' });
  });
});

describe('isJsonBody (which POST /graphql bodies express.json parses)', () => {
  // body-parser's own check, as it runs without a `type` option.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const typeis = require('type-is') as (req: IncomingMessage, type: string) => string | false | null;
  const TYPES = [
    'application/json',
    'application/json; charset=utf-8',
    'application/json;charset=utf-8',
    'application/json; charset=UTF-8',
    'application/json; charset=latin1',
    'Application/JSON',
    ' application/json',
    'application/json;',
    'application/jsonx',
    'application/ld+json',
    'application/graphql-response+json',
    'text/plain',
    'text/json',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    '',
    'json',
  ];
  it.each(TYPES)('agrees with type-is for %j', (type) => {
    const req = Object.assign(Object.create(express.request) as IncomingMessage, { headers: { 'content-type': type, 'content-length': '2' } });
    expect(isJsonBody(req)).toBe(Boolean(typeis(req, 'application/json')));
  });

  it('parses a body sent with a charset, and refuses one in another charset as before', async () => {
    const ok = await request(t.handler).post('/graphql').set({ cookie, 'content-type': 'application/json; charset=utf-8' }).send(JSON.stringify({ query: '{ __typename }' }));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { __typename: 'Query' } });
    const other = await request(t.handler).post('/graphql').set({ cookie, 'content-type': 'application/json; charset=latin1' }).send(JSON.stringify({ query: '{ __typename }' }));
    expect(other.status).toBe(415);
  });
});

describe('RestRoutes lean option', () => {
  const routes = () => new RestRoutes(express.Router(), async () => ({ viewer: null }));
  it('takes static GET paths only', () => {
    expect(() => routes().add('post', '/x', 'PUBLIC', async () => null, { lean: true })).toThrow(/static GET paths only/);
    expect(() => routes().add('get', '/x/:id', 'PUBLIC', async () => null, { lean: true })).toThrow(/static GET paths only/);
  });
  it('refuses a path an earlier route would answer first', () => {
    const r = routes();
    r.add('get', '/things/:id', 'PUBLIC', async () => null);
    expect(() => r.add('get', '/things/new', 'PUBLIC', async () => null, { lean: true })).toThrow(/GET \/things\/:id is declared before it/);
    r.add('get', '/other', 'PUBLIC', async () => null, { lean: true });
    expect(r.lean.has('/other')).toBe(true);
  });
});

describe("the server's request and response classes (expressMessages)", () => {
  it("make requests and responses with express's prototypes, answered as the server made with node's own classes answers", async () => {
    const protos: unknown[] = [];
    const server = createServer(t.serverOptions, (req, res) => {
      protos.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res), req instanceof IncomingMessage, res instanceof ServerResponse);
      t.handler(req, res);
    });
    const gql = JSON.stringify({ query: '{ events(limit: 2) { id title attendeeCount } }' });
    const sends: ((target: string | Handler) => request.Test)[] = [
      (s) => request(s).get('/api/events').set('cookie', cookie),
      (s) => request(s).get('/api/events').set({ cookie, 'accept-encoding': 'gzip' }),
      (s) => request(s).get('/api/events'),
      (s) => request(s).head('/api/events').set('cookie', cookie),
      (s) => request(s).get('/api/announcements').set('cookie', cookie),
      (s) => request(s).get('/api/no-such-thing').set('cookie', cookie),
      (s) => request(s).post('/graphql').set({ cookie, 'content-type': 'application/json' }).send(gql),
    ];
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const send of sends) expectSameAnswer(await send(base), await send(t.handler));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const app = t.app as unknown as { request: object; response: object };
    expect(protos).toEqual(Array.from({ length: sends.length }, () => [app.request, app.response, true, true]).flat());
  });
});
