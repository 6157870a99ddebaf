import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { FakeCloudApi } from './fake/fake-cloud-api';
import { signBody } from './signature';

const APP_SECRET = 'test-app-secret';
const TOKEN = 'EAAG-real-access-token-0123456789-WXYZ';

let t: TestContext;
let fake: FakeCloudApi;
let server: Server;
let admin: { agent: Agent };
let member: { agent: Agent };

const config = { phoneNumberId: '1234567890', accessToken: TOKEN, webhookVerifyToken: 'verify-me' };

beforeAll(async () => {
  fake = new FakeCloudApi({ appSecret: APP_SECRET, accessToken: TOKEN, statusDelayMs: 30, chaos: { reorder: 0.5, duplicate: 0.5 }, seed: 7, retryDelaysMs: [50, 100] });
  await fake.start();
  t = await createTestContext({ env: { WHATSAPP_API_URL: fake.url, WHATSAPP_APP_SECRET: APP_SECRET } });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  fake.setWebhookUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/whatsapp/webhook`);
  admin = await t.signedIn({ isAdmin: true });
  member = await t.signedIn();
});
afterAll(async () => {
  await fake.stop();
  await new Promise((r) => server.close(r));
  await t.close();
});

const webhook = (body: unknown, sign = true) => {
  const raw = JSON.stringify(body);
  const req = t.agent().post('/api/whatsapp/webhook').set('content-type', 'application/json');
  return (sign ? req.set('x-hub-signature-256', signBody(APP_SECRET, raw)) : req).send(raw);
};
const statusBody = (id: string, status: string, ts = 1_800_000_000, errors?: unknown[]) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'waba', changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp: String(ts), recipient_id: '6591234567', errors }] } }] }],
});

async function logRow(id: number) {
  const [row] = await t.ds.query(`SELECT status, sent_at, delivered_at, read_at, error_message FROM whatsapp_notifications WHERE id = $1`, [id]);
  return row;
}
async function seedLog(messageId: string, status = 'sent'): Promise<number> {
  const [{ id }] = await t.ds.query(
    `INSERT INTO whatsapp_notifications (recipient_phone, content, whatsapp_message_id, status, sent_at, related_type)
     VALUES ('+6591234567', 'hello', $1, $2, now(), 'test') RETURNING id`,
    [messageId, status],
  );
  return id;
}

describe('configuration', () => {
  it('is admin only: member 403, anonymous 401, over REST and GraphQL', async () => {
    expect((await member.agent.get('/api/whatsapp/config')).status).toBe(403);
    expect((await member.agent.post('/api/whatsapp/config').send(config)).body.message).toBe('Access denied. Admin privileges required.');
    expect((await t.agent().get('/api/whatsapp/config')).status).toBe(401);
    const { errors } = await t.gql(member.agent, `{ whatsappConfig { phoneNumberId } }`);
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.count('whatsapp_config')).toBe(0);
  });

  it('answers null before the first save', async () => {
    const res = await admin.agent.get('/api/whatsapp/config');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it.each([
    ['phoneNumberId', 'Phone Number ID is required'],
    ['accessToken', 'Access Token is required'],
    ['webhookVerifyToken', 'Webhook Verify Token is required'],
  ])('refuses a missing %s with the spec message, saving nothing', async (field, message) => {
    const res = await admin.agent.post('/api/whatsapp/config').send({ ...config, [field]: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field, errors: [{ field, message }] });
    expect(await t.count('whatsapp_config')).toBe(0);
  });

  it('stores the token encrypted and never returns it in full', async () => {
    const saved = await admin.agent.post('/api/whatsapp/config').send(config);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ phoneNumberId: '1234567890', webhookVerifyToken: 'verify-me', isActive: true, accessToken: '••••••••WXYZ' });
    expect(saved.body.webhookUrl).toMatch(/\/api\/whatsapp\/webhook$/);
    const [row] = await t.ds.query(`SELECT access_token FROM whatsapp_config`);
    expect(row.access_token).toMatch(/^v1\./);
    expect(row.access_token).not.toContain(TOKEN);
    expect(row.access_token).not.toContain(Buffer.from(TOKEN).toString('base64'));
    const got = await admin.agent.get('/api/whatsapp/config');
    expect(JSON.stringify(got.body)).not.toContain(TOKEN);
    const { data } = await t.gql<{ whatsappConfig: { accessToken: string } }>(admin.agent, `{ whatsappConfig { accessToken phoneNumberId } }`);
    expect(data!.whatsappConfig.accessToken).toBe('••••••••WXYZ');
  });

  it('keeps the stored token when the masked value is saved back, and replaces it when a new one is typed', async () => {
    const before = (await t.ds.query(`SELECT access_token FROM whatsapp_config`))[0].access_token;
    const res = await admin.agent.post('/api/whatsapp/config').send({ ...config, accessToken: '••••••••WXYZ', webhookVerifyToken: 'verify-me-2' });
    expect(res.status).toBe(200);
    const [after] = await t.ds.query(`SELECT access_token, webhook_verify_token FROM whatsapp_config`);
    expect(after).toEqual({ access_token: before, webhook_verify_token: 'verify-me-2' });
    // The kept token still works: the fake only accepts the real one.
    const sent = await admin.agent.post('/api/whatsapp/test').send({ phoneNumber: '+6591230000', message: 'still works' });
    expect(sent.body.error ?? '').not.toMatch(/access token/i);

    const other = await admin.agent.post('/api/whatsapp/config').send({ ...config, accessToken: 'another-token-abcdefgh' });
    expect(other.body.accessToken).toBe('••••••••efgh');
    await admin.agent.post('/api/whatsapp/config').send(config);
    expect(await t.count('whatsapp_config')).toBe(1);
  });
});

describe('test messages and the log', () => {
  it('validates with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phoneNumber: '', message: 'hi' }, 'Phone number is required'],
      [{ phoneNumber: '91234567', message: 'hi' }, 'Phone number must be in format +1234567890'],
      [{ phoneNumber: '+12345', message: 'hi' }, 'Phone number must be in format +1234567890'],
      [{ phoneNumber: '+6591234567', message: '' }, 'Message is required'],
      [{ phoneNumber: '+6591234567', message: 'x'.repeat(1025) }, 'Message too long'],
    ];
    const before = await t.count('whatsapp_notifications');
    for (const [body, message] of cases) {
      const res = await admin.agent.post('/api/whatsapp/test').send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await t.count('whatsapp_notifications')).toBe(before);
    expect((await member.agent.post('/api/whatsapp/test').send({ phoneNumber: '+6591234567', message: 'hi' })).status).toBe(403);
  });

  it('refuses free text outside the 24-hour window (131047) and shows why in the log', async () => {
    const res = await admin.agent.post('/api/whatsapp/test').send({ phoneNumber: '+6590000001', message: 'Hello?' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/24 hours.*\(131047\)/);
    const log = await admin.agent.get('/api/whatsapp/notifications?status=failed');
    expect(log.body.items[0]).toMatchObject({ phoneNumber: '+6590000001', messageContent: 'Hello?', status: 'failed', sentAt: null });
    expect(log.body.items[0].errorMessage).toMatch(/131047/);
  });

  it('sends inside the window and follows the signed webhooks to read, whatever their order', async () => {
    fake.inbound('+6591234567');
    const res = await admin.agent.post('/api/whatsapp/test').send({ phoneNumber: '+6591234567', message: 'Hello from D.Office' });
    expect(res.body).toMatchObject({ success: true, error: null, notification: { status: 'sent', phoneNumber: '+6591234567' } });
    expect(fake.messages.at(-1)).toMatchObject({ to: '6591234567', type: 'text', body: 'Hello from D.Office', phoneNumberId: '1234567890' });
    await fake.settle();
    const { data } = await t.gql<{ whatsappNotifications: { items: Record<string, unknown>[]; total: number } }>(
      admin.agent,
      `{ whatsappNotifications(limit: 1) { total items { phoneNumber messageContent status sentAt deliveredAt readAt errorMessage } } }`,
    );
    const item = data!.whatsappNotifications.items[0];
    expect(item).toMatchObject({ phoneNumber: '+6591234567', messageContent: 'Hello from D.Office', status: 'read', errorMessage: null });
    expect(item.sentAt && item.deliveredAt && item.readAt).toBeTruthy();
  });

  it('surfaces the pair rate limit (131056) as a retryable refusal', async () => {
    const limited = new FakeCloudApi({ appSecret: APP_SECRET, accessToken: TOKEN, openWindows: 'all', pairLimit: { count: 1, windowMs: 60_000 } });
    await limited.start();
    const t2 = await createTestContext({ env: { WHATSAPP_API_URL: limited.url, WHATSAPP_APP_SECRET: APP_SECRET } });
    try {
      const a = (await t2.signedIn({ isAdmin: true })).agent;
      await a.post('/api/whatsapp/config').send(config);
      expect((await a.post('/api/whatsapp/test').send({ phoneNumber: '+6591111111', message: 'one' })).body.success).toBe(true);
      const second = await a.post('/api/whatsapp/test').send({ phoneNumber: '+6591111111', message: 'two' });
      expect(second.body.error).toMatch(/pair rate limit.*\(131056\)/);
    } finally {
      await limited.stop();
      await t2.close();
    }
  });

  it('lists newest first, pages, and filters by status', async () => {
    const all = await admin.agent.get('/api/whatsapp/notifications');
    const ids = all.body.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const page = await admin.agent.get('/api/whatsapp/notifications?limit=1&offset=1');
    expect(page.body.items.map((i: { id: number }) => i.id)).toEqual([ids[1]]);
    expect(page.body.total).toBe(all.body.total);
    const bad = await admin.agent.get('/api/whatsapp/notifications?status=bogus');
    expect(bad.status).toBe(400);
    expect((await member.agent.get('/api/whatsapp/notifications')).status).toBe(403);
  });
});

describe('webhook', () => {
  beforeAll(async () => {
    await admin.agent.post('/api/whatsapp/config').send(config);
  });

  it('answers the handshake only with the stored verify token', async () => {
    const ok = await t.agent().get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '1158201444' });
    expect([ok.status, ok.text, ok.headers['content-type']]).toEqual([200, '1158201444', expect.stringMatching(/^text\/plain/)]);
    const bad = await t.agent().get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'nope', 'hub.challenge': '1' });
    expect(bad.status).toBe(403);
    expect(bad.text).not.toContain('1"');
    expect((await t.agent().get('/api/whatsapp/webhook').query({ 'hub.verify_token': 'verify-me', 'hub.challenge': '1' })).status).toBe(403);
  });

  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const id = await seedLog('wamid.sig');
    expect((await webhook(statusBody('wamid.sig', 'read'), false)).status).toBe(401);
    const raw = JSON.stringify(statusBody('wamid.sig', 'read'));
    const forged = await t.agent().post('/api/whatsapp/webhook').set('content-type', 'application/json').set('x-hub-signature-256', signBody('wrong', raw)).send(raw);
    expect(forged.status).toBe(401);
    // Signed over other bytes (re-serialised JSON) is not the same body.
    const reformatted = await t.agent().post('/api/whatsapp/webhook').set('content-type', 'application/json')
      .set('x-hub-signature-256', signBody(APP_SECRET, raw)).send(JSON.stringify(statusBody('wamid.sig', 'read'), null, 2));
    expect(reformatted.status).toBe(401);
    expect((await logRow(id)).status).toBe('sent');
  });

  it('moves forward only: read before delivered ends as read, replays and late statuses change nothing', async () => {
    const id = await seedLog('wamid.order');
    const read = await webhook(statusBody('wamid.order', 'read', 1_800_000_300));
    expect([read.status, read.body]).toEqual([200, { applied: 1 }]);
    const late = await webhook(statusBody('wamid.order', 'delivered', 1_800_000_200));
    expect(late.body).toEqual({ applied: 0 });
    expect(await webhook(statusBody('wamid.order', 'read', 1_800_000_300)).then((r) => r.body)).toEqual({ applied: 0 });
    const failedLate = await webhook(statusBody('wamid.order', 'failed', 1_800_000_400, [{ code: 131026, title: 'Message undeliverable' }]));
    expect(failedLate.body).toEqual({ applied: 0 });
    const row = await logRow(id);
    expect(row.status).toBe('read');
    expect(row.read_at.toISOString()).toBe(new Date(1_800_000_300_000).toISOString());
    expect(row.delivered_at).not.toBeNull();
    expect(row.error_message).toBeNull();
  });

  it('records a failure with its reason, and ignores unknown message ids', async () => {
    const id = await seedLog('wamid.fail');
    await webhook(statusBody('wamid.fail', 'failed', 1_800_000_000, [{ code: 131026, title: 'Message undeliverable' }]));
    expect(await logRow(id)).toMatchObject({ status: 'failed', error_message: 'Message undeliverable (131026)' });
    expect((await webhook(statusBody('wamid.unknown', 'read'))).body).toEqual({ applied: 0 });
    expect((await webhook({ hello: 'world' })).status).toBe(200);
  });
});

describe('templates', () => {
  it('are admin-only CRUD with unique names and numbered placeholders', async () => {
    const body = { name: 'event_reminder_v2', content: 'Hi {{1}}, {{2}} starts soon', type: 'event_reminder' };
    expect((await member.agent.post('/api/whatsapp/templates').send(body)).status).toBe(403);
    const created = await admin.agent.post('/api/whatsapp/templates').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, isActive: true });
    expect((await admin.agent.post('/api/whatsapp/templates').send(body)).status).toBe(409);
    const gap = await admin.agent.post('/api/whatsapp/templates').send({ ...body, name: 'gap', content: 'Hi {{1}} {{3}}' });
    expect([gap.status, gap.body.field]).toEqual([400, 'content']);
    const badName = await admin.agent.post('/api/whatsapp/templates').send({ ...body, name: 'Bad Name' });
    expect(badName.status).toBe(400);
    const updated = await admin.agent.put(`/api/whatsapp/templates/${created.body.id}`).send({ ...body, isActive: false });
    expect(updated.body.isActive).toBe(false);
    const { data } = await t.gql<{ whatsappTemplates: { name: string }[] }>(admin.agent, `{ whatsappTemplates { name type isActive } }`);
    expect(data!.whatsappTemplates.map((x) => x.name)).toContain('event_reminder_v2');
    expect((await admin.agent.delete(`/api/whatsapp/templates/${created.body.id}`)).status).toBe(204);
    expect((await admin.agent.delete(`/api/whatsapp/templates/${created.body.id}`)).status).toBe(404);
  });
});
