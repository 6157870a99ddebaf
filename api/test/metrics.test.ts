import dayjs from 'dayjs';
import request from 'supertest';
import { loadConfig } from '../src/core/config';
import { StartupError } from '../src/core/errors';
import { createLogger } from '../src/core/logger';
import { ANONYMOUS, OPERATION_NAME_CAP, OTHER } from '../src/core/metrics/graphql';
import { METRICS_NEED_TOKEN, METRICS_OFF, METRICS_TOKEN_REQUIRED } from '../src/core/metrics/metrics';
import { NotificationJobs } from '../src/modules/notifications/jobs';
import { insertEvent } from './factories/events';
import { createTestContext, type Agent, type TestContext } from './harness';
import { tempOutbox } from './outbox';
import { webhookReceiver } from './webhook-receiver';

jest.setTimeout(120_000);

/*
 * GET /metrics (issue 40 item 4) on the real server and PostgreSQL: each family after a short load, labels that stay
 * bounded whatever callers send, the exposure rule, and no 500 on odd input.
 */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition text's samples (comments skipped); label values as written (the tests' values need no unescaping). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
      return { name: m[1], labels, value: Number(m[3]) };
    });
}

const find = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

const distinct = (all: Sample[], name: string, label: string) => new Set(find(all, name).map((s) => s.labels[label]));

async function scrape(t: TestContext, headers: Record<string, string> = {}): Promise<Sample[]> {
  const res = await request(t.handler).get('/metrics').set(headers);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(res.text);
}

describe('after a short load, /metrics shows every family', () => {
  let t: TestContext;
  let jobs: NotificationJobs | undefined;
  const outbox = tempOutbox();

  beforeAll(async () => {
    t = await createTestContext({ env: { OUTBOX_DIR: outbox } });
  });
  afterAll(async () => {
    await jobs?.stop();
    await t.close();
  });

  it('requests per route, operations, the pool, the queues, sends, event-loop lag and memory', async () => {
    const admin = await t.signedIn({ isAdmin: true });
    const member = await t.signedIn();
    const eventId = await insertEvent(t);
    // REST: a lean list, a route with an id, one with a secret in its path, a refusal, an unknown API path, a page.
    expect((await member.agent.get('/api/events')).status).toBe(200);
    expect((await admin.agent.delete(`/api/events/${eventId}`)).status).toBe(204);
    expect((await t.agent().get('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect((await t.agent().get('/api/events')).status).toBe(401);
    expect((await member.agent.get('/api/no-such-thing')).status).toBe(404);
    await t.agent().get('/dashboard');
    // GraphQL: a named query, an anonymous one, a syntax error, a refused one.
    expect((await t.gql(member.agent, `query UpcomingForMetrics { events(limit: 5) { id } }`)).errors).toBeUndefined();
    expect((await t.gql(member.agent, `{ events(limit: 1) { id } }`)).errors).toBeUndefined();
    expect((await t.gql(member.agent, `query Broken {`)).status).toBe(400);
    expect((await t.gql(t.agent(), `query MeForMetrics { events { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    // Sends: the member's nudges for an event in three hours (email and inbox), queued by the jobs and delivered here.
    const soon = dayjs().add(3, 'hour');
    await insertEvent(t, { title: 'Chess', date: soon.format('YYYY-MM-DD'), startTime: soon.format('HH:mm'), endTime: null });
    // The worker asks for jobs once at start and then not for an hour: what the sweep queues stays queued.
    jobs = new NotificationJobs(t.services.notifications, createLogger('silent'), {
      connectionString: (t.ds.options as { url: string }).url,
      sweepSeconds: 3600,
      pollingSeconds: 3600,
    });
    await jobs.start();
    await jobs.idle();
    const due = await t.services.notifications.due();
    expect(due.some((k) => k.channel === 'email') && due.some((k) => k.channel === 'inbox')).toBe(true);
    for (const key of due) await t.services.notifications.deliver(key);
    // A webhook: one delivered, one refused by the receiver (to retry).
    const receiver = await webhookReceiver();
    try {
      const made = await t.gql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
        admin.agent,
        `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } secret } }`,
        { input: { url: receiver.url, events: ['announcement.published'] } },
      );
      expect(made.errors).toBeUndefined();
      const announce = async (title: string) =>
        expect((await admin.agent.post('/api/announcements').send({ title, content: 'Hello' })).status).toBe(201);
      await announce('Open day');
      for (const id of await t.services.webhooks.due()) expect(await t.services.webhooks.deliver(id)).toBe('delivered');
      receiver.answer((_r, res) => {
        res.statusCode = 500;
        res.end('no');
      });
      await announce('Open day, again');
      for (const id of await t.services.webhooks.due()) expect(await t.services.webhooks.deliver(id)).toBe('retry');
    } finally {
      await receiver.close();
    }

    const all = await scrape(t);
    const http = 'doffice_http_request_duration_seconds_count';
    expect(find(all, http, { method: 'GET', route: '/api/events', code: '200' })[0]?.value).toBe(1);
    expect(find(all, http, { method: 'GET', route: '/api/events', code: '401' })[0]?.value).toBe(1);
    expect(find(all, http, { method: 'DELETE', route: '/api/events/:id', code: '204' })[0]?.value).toBe(1);
    expect(find(all, http, { method: 'GET', route: '/api/calendar/:token.ics', code: '404' })[0]?.value).toBe(1);
    expect(find(all, http, { method: 'GET', route: '/api/*', code: '404' })[0]?.value).toBe(1);
    expect(find(all, http, { method: 'GET', route: 'web' })).toHaveLength(1);
    expect(find(all, http, { method: 'POST', route: '/api/auth/login', code: '200' })[0]?.value).toBe(2);
    expect(find(all, http, { method: 'POST', route: '/graphql', code: '200' })[0]?.value).toBeGreaterThanOrEqual(3);
    expect(find(all, 'doffice_http_request_duration_seconds_bucket', { route: '/api/events', code: '200', le: '+Inf' })[0]?.value).toBe(1);

    const op = 'doffice_graphql_operation_duration_seconds_count';
    expect(find(all, op, { operation: 'UpcomingForMetrics', type: 'query', outcome: 'ok' })[0]?.value).toBe(1);
    expect(find(all, op, { operation: ANONYMOUS, type: 'query', outcome: 'ok' })[0]?.value).toBe(1);
    // The syntax error never reached an operation: anonymous, of no type.
    expect(find(all, op, { operation: ANONYMOUS, type: 'unknown', outcome: 'error' })[0]?.value).toBe(1);
    expect(find(all, op, { operation: 'MeForMetrics', outcome: 'error' })[0]?.value).toBe(1);
    expect(find(all, 'doffice_graphql_errors_total', { operation: 'MeForMetrics', code: 'UNAUTHENTICATED' })[0]?.value).toBe(1);
    expect(find(all, 'doffice_graphql_errors_total', { operation: ANONYMOUS, code: 'GRAPHQL_PARSE_FAILED' })[0]?.value).toBe(1);

    expect(find(all, 'doffice_db_pool_connections', { state: 'in_use' })).toHaveLength(1);
    expect(find(all, 'doffice_db_pool_connections', { state: 'idle' })[0]?.value).toBeGreaterThan(0);
    expect(find(all, 'doffice_db_pool_waiting')[0]?.value).toBe(0);
    expect(find(all, 'doffice_db_pool_max')[0]?.value).toBe(40);

    const queued = find(all, 'doffice_job_queue_jobs', { queue: 'notification-deliver', state: 'queued' })[0]?.value;
    expect(queued).toBe(due.length);
    expect(find(all, 'doffice_job_queue_jobs', { queue: 'notification-deliver', state: 'active' })[0]?.value).toBe(0);
    expect(find(all, 'doffice_job_queue_jobs', { queue: 'notification-deliver', state: 'failed' })[0]?.value).toBe(0);
    expect(find(all, 'doffice_job_queue_oldest_age_seconds', { queue: 'notification-deliver' })[0]?.value).toBeGreaterThanOrEqual(0);

    const sends = (channel: string, outcome: string) => find(all, 'doffice_notification_sends_total', { channel, outcome })[0]?.value;
    expect(sends('email', 'sent')).toBe(due.filter((k) => k.channel === 'email').length);
    expect(sends('inbox', 'sent')).toBe(due.filter((k) => k.channel === 'inbox').length);
    expect(sends('webhook', 'sent')).toBe(1);
    expect(sends('webhook', 'retry')).toBe(1);

    // prom-client's default metrics: event-loop lag and the process's memory.
    expect(find(all, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(find(all, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(find(all, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(0);
    expect(find(all, 'nodejs_heap_size_used_bytes')[0]?.value).toBeGreaterThan(0);
  });

  it('reads the queues at most once per few seconds, however often it is scraped', async () => {
    const before = (await t.ds.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notification-deliver' AND state = 'created'`))[0].n as number;
    const first = find(await scrape(t), 'doffice_job_queue_jobs', { queue: 'notification-deliver', state: 'queued' })[0]?.value;
    await t.ds.query(`UPDATE pgboss.job SET state = 'failed' WHERE name = 'notification-deliver'`);
    const again = await scrape(t);
    // The same read answered the second scrape: the change is not seen yet.
    expect(find(again, 'doffice_job_queue_jobs', { queue: 'notification-deliver', state: 'queued' })[0]?.value).toBe(first);
    expect(first).toBe(before);
  });
});

describe('labels stay bounded', () => {
  let t: TestContext;
  let member: Agent;

  beforeAll(async () => {
    t = await createTestContext();
    member = (await t.signedIn()).agent;
  });
  afterAll(() => t.close());

  it('1,000 distinct ids (and secrets) in REST paths, and 1,000 unknown paths, make one route label each', async () => {
    for (let i = 0; i < 1000; i++) {
      await member.get(`/api/calendar/feed-token-${i}.ics`);
      await member.get(`/api/x${i}/y`);
      await member.get(`/page-${i}`);
    }
    const all = await scrape(t);
    const routes = distinct(all, 'doffice_http_request_duration_seconds_count', 'route');
    expect(find(all, 'doffice_http_request_duration_seconds_count', { route: '/api/calendar/:token.ics', code: '404' })[0]?.value).toBe(1000);
    expect(find(all, 'doffice_http_request_duration_seconds_count', { route: '/api/*', code: '404' })[0]?.value).toBe(1000);
    expect([...routes].sort()).toEqual(['/api/*', '/api/auth/login', '/api/calendar/:token.ics', 'web']);
  });

  it(`1,000 distinct operation names keep ${OPERATION_NAME_CAP} labels; the rest share ${OTHER}; a 200-character name too`, async () => {
    for (let i = 0; i < 1000; i++) {
      const res = await t.gql(member, `query Op${i} { __typename }`);
      expect(res.status).toBe(200);
    }
    await t.gql(member, `query ${'L'.repeat(200)} { __typename }`);
    const all = await scrape(t);
    const names = distinct(all, 'doffice_graphql_operation_duration_seconds_count', 'operation');
    expect(names.size).toBe(OPERATION_NAME_CAP + 1);
    // The first names seen keep their own label: Op0 onwards, as many as the slots this file's earlier requests left.
    const kept = [...names].filter((n) => /^Op\d+$/.test(n)).map((n) => Number(n.slice(2))).sort((a, b) => a - b);
    expect(kept.length).toBeGreaterThan(OPERATION_NAME_CAP - 20);
    expect(kept).toEqual(kept.map((_, i) => i));
    expect(names.has(OTHER)).toBe(true);
    expect(find(all, 'doffice_graphql_operation_duration_seconds_count', { operation: OTHER })[0]?.value).toBe(1000 - kept.length + 1);
  });
});

describe('who may read /metrics', () => {
  const TOKEN = 'a-metrics-token-of-some-length';
  let contexts: TestContext[] = [];
  const context = async (env: Record<string, string>) => {
    const t = await createTestContext({ env });
    contexts.push(t);
    return t;
  };
  afterAll(async () => {
    await Promise.all(contexts.map((t) => t.close()));
    contexts = [];
  });

  it('outside production with no token: open', async () => {
    const t = await context({});
    expect(find(await scrape(t), 'process_resident_memory_bytes')).toHaveLength(1);
  });

  it('in production with no token: 404, no metrics', async () => {
    const t = await context({ NODE_ENV: 'production' });
    const res = await request(t.handler).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).toBe(METRICS_NEED_TOKEN);
    expect(res.text).not.toContain('doffice_');
  });

  it.each(['production', 'development'])('with METRICS_TOKEN (%s): the bearer token, and nothing else, opens it', async (mode) => {
    const t = await context({ NODE_ENV: mode, METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, TOKEN, `Bearer ${'x'.repeat(10_000)}`]) {
      const req = request(t.handler).get('/metrics');
      const res = await (authorization === undefined ? req : req.set('Authorization', authorization));
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.text).toBe(METRICS_TOKEN_REQUIRED);
    }
    expect(find(await scrape(t, { Authorization: `Bearer ${TOKEN}` }), 'process_resident_memory_bytes')).toHaveLength(1);
    expect(find(await scrape(t, { Authorization: `bearer  ${TOKEN}` }), 'process_resident_memory_bytes')).toHaveLength(1);
  });

  it('a token too short to be a secret stops the start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(StartupError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN is too short: use at least 16 characters (e.g. openssl rand -hex 24).');
    expect(loadConfig({ METRICS_TOKEN: `  ${TOKEN} ` }).metrics.token).toBe(TOKEN);
  });

  it('METRICS=false: nothing measured, /metrics answers 404', async () => {
    const t = await context({ METRICS: 'false' });
    expect(t.metrics).toBeNull();
    const res = await request(t.handler).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).toBe(METRICS_OFF);
  });
});

describe('odd input never answers 500', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { METRICS_TOKEN: 'a-metrics-token-of-some-length' } });
  });
  afterAll(() => t.close());

  it('odd requests to /metrics and odd paths and operation names elsewhere', async () => {
    const agent = request(t.handler);
    const answers = [
      await agent.head('/metrics'),
      await agent.post('/metrics').send('x'),
      await agent.get('/metrics?%zz'),
      await agent.get('/METRICS/'),
      await agent.get('/metrics').set('Authorization', 'Bearer \u00ff\u00fe'),
      await agent.get('/metrics').set('Authorization', ' '),
      await agent.get('/api/%E0%A4%A'),
      await agent.get('//api//events'),
      await agent.get(`/api/events/${'9'.repeat(5000)}`),
      await agent.post('/graphql').send({ query: '{ __typename }', operationName: 42 }),
      await agent.post('/graphql').send({ query: '{ __typename }', operationName: { x: 1 } }),
      await agent.post('/graphql').send({ query: 'query A { __typename } query B { __typename }' }),
      await agent.post('/graphql').send({ query: 'query A { __typename }', operationName: 'Nope' }),
    ];
    for (const res of answers) expect(res.status).toBeLessThan(500);
    const all = await scrape(t, { Authorization: 'Bearer a-metrics-token-of-some-length' });
    const routes = distinct(all, 'doffice_http_request_duration_seconds_count', 'route');
    expect([...routes].every((r) => ['/api/*', '/api/events/:id', '/graphql', 'web'].includes(r))).toBe(true);
    expect(find(all, 'doffice_http_request_duration_seconds_count').every((s) => /^([1-5]\d\d|aborted)$/.test(s.labels.code))).toBe(true);
    expect([...distinct(all, 'doffice_graphql_operation_duration_seconds_count', 'operation')]).toEqual([ANONYMOUS]);
  });
});
