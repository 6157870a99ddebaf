import { Webhook } from 'standardwebhooks';
import { createRoom, createBooking } from '../../../test/factories/bookings';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { mailsTo, tempOutbox } from '../../../test/outbox';
import { webhookReceiver, type Receiver } from '../../../test/webhook-receiver';
import { emitWebhook } from './webhook.emit';

jest.setTimeout(60_000);

let t: TestContext;
let admin: Agent;
let adminEmail: string;
let member: Agent;
let memberId: number;
let receiver: Receiver;
const outbox = tempOutbox();

beforeAll(async () => {
  t = await createTestContext({ env: { OUTBOX_DIR: outbox } });
  const a = await t.signedIn({ isAdmin: true });
  admin = a.agent;
  adminEmail = a.user.email;
  const m = await t.signedIn();
  member = m.agent;
  memberId = m.user.id;
  receiver = await webhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  // Each story starts with no endpoints and an empty outbox; the receiver answers 200 again.
  await t.ds.query(`DELETE FROM webhook_endpoints; DELETE FROM webhook_events`);
  receiver.received.length = 0;
  receiver.answer((_r, res) => res.end('ok'));
});

const ENDPOINT = `id url description events enabled disabledReason`;

async function register(events: string[], url = receiver.url): Promise<{ id: string; secret: string }> {
  const res = await t.gql<{ createWebhookEndpoint: { endpoint: { id: string }; secret: string } }>(
    admin,
    `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT} } secret } }`,
    { input: { url, description: 'Accounting', events } },
  );
  expect(res.errors).toBeUndefined();
  return { id: res.data!.createWebhookEndpoint.endpoint.id, secret: res.data!.createWebhookEndpoint.secret };
}

/** Runs every delivery whose turn it is, as the jobs would, until none is due. */
async function drain(): Promise<string[]> {
  const outcomes: string[] = [];
  for (let ids = await t.services.webhooks.due(); ids.length; ids = await t.services.webhooks.due()) {
    for (const id of ids) outcomes.push(await t.services.webhooks.deliver(id));
  }
  return outcomes;
}

/** "Moves time": every pending retry is due now. */
const retriesDueNow = () => t.ds.query(`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE status = 'pending'`);

async function acceptedBooking(): Promise<number> {
  const roomId = await createRoom(t);
  const id = await createBooking(t, { roomId, memberId, startDate: '2033-03-01' });
  const res = await admin.post(`/api/room-bookings/${id}/accept`);
  expect(res.status).toBe(200);
  return id;
}

describe('a registered receiver is told of booking.accepted', () => {
  it('arrives once, signed per Standard Webhooks, verified by the package’s own verifier', async () => {
    const { secret } = await register(['booking.accepted']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const bookingId = await acceptedBooking();
    expect(await drain()).toEqual(['delivered']);
    expect(await drain()).toEqual([]);

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received;
    const verified = new Webhook(secret).verify(body, headers as Record<string, string>) as { type: string; data: { booking: { id: number; status: string; memberId: number } } };
    expect(verified.type).toBe('booking.accepted');
    expect(verified.data.booking).toMatchObject({ id: bookingId, status: 'accepted', memberId });
    expect(headers['webhook-id']).toMatch(/^msg_/);
    // Another secret does not verify it.
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(body, headers as Record<string, string>)).toThrow();

    const [delivery] = await t.services.webhooks.deliveries({ id: 0, isAdmin: true, sessionId: '' }, Number((await t.services.webhooks.list({ id: 0, isAdmin: true, sessionId: '' }))[0].id));
    expect(delivery).toMatchObject({ eventType: 'booking.accepted', status: 'delivered', attempts: 1, responseStatus: 200, responseExcerpt: 'ok' });
  });

  it('sends an endpoint only the events it asked for', async () => {
    await register(['booking.rejected']);
    await acceptedBooking();
    expect(await drain()).toEqual([]);
    expect(await t.count('webhook_events')).toBe(0);
  });

  it('is retried after a failure (backoff), and succeeds; every attempt carries the same webhook-id', async () => {
    const { secret } = await register(['booking.accepted']);
    receiver.answer((_r, res) => {
      res.statusCode = 503;
      res.end('x'.repeat(5000));
    });
    await acceptedBooking();
    expect(await drain()).toEqual(['retry']);
    const [waiting] = await t.ds.query(`SELECT status, attempts, response_status, length(response_excerpt) AS excerpt, error, next_attempt_at > now() + interval '5 seconds' AS later FROM webhook_deliveries`);
    // Not due again at once: the excerpt is capped at 1 KB.
    expect(waiting).toEqual({ status: 'pending', attempts: 1, response_status: 503, excerpt: 1024, error: 'HTTP 503', later: true });
    expect(await drain()).toEqual([]);

    receiver.answer((_r, res) => res.end('ok'));
    await retriesDueNow();
    expect(await drain()).toEqual(['delivered']);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0].headers['webhook-id']).toBe(receiver.received[1].headers['webhook-id']);
    expect(() => new Webhook(secret).verify(receiver.received[1].body, receiver.received[1].headers as Record<string, string>)).not.toThrow();
  });

  it('does not follow a redirect: it counts as a failure', async () => {
    await register(['booking.accepted']);
    receiver.answer((_r, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      res.end();
    });
    await acceptedBooking();
    expect(await drain()).toEqual(['retry']);
    expect(receiver.received).toHaveLength(1);
    const [d] = await t.ds.query(`SELECT response_status, error FROM webhook_deliveries`);
    expect(d).toEqual({ response_status: 302, error: 'Redirect to http://169.254.169.254/latest/meta-data not followed' });
  });

  it('goes in order per endpoint: a later event waits while an earlier one is failing', async () => {
    await register(['event.created']);
    receiver.answer((_r, res) => {
      res.statusCode = 500;
      res.end();
    });
    for (const title of ['First', 'Second']) {
      const res = await t.gql(admin, `mutation($i: EventInput!) { createEvent(input: $i) { id } }`, {
        i: { title, date: '2034-05-01', startTime: '18:00', location: 'Club Room' },
      });
      expect(res.errors).toBeUndefined();
    }
    expect(await drain()).toEqual(['retry']);
    await retriesDueNow();
    expect(await drain()).toEqual(['retry']);
    expect(receiver.received.map((r) => JSON.parse(r.body).data.event.title)).toEqual(['First', 'First']);
    receiver.answer((_r, res) => res.end('ok'));
    await retriesDueNow();
    expect(await drain()).toEqual(['delivered', 'delivered']);
    expect(receiver.received.map((r) => JSON.parse(r.body).data.event.title)).toEqual(['First', 'First', 'First', 'Second']);
  });

  it('after a day of failures gives up, disables the endpoint and tells the admins; Retry and Enable send it', async () => {
    const { id } = await register(['booking.accepted']);
    const german = await t.createUser({ isAdmin: true });
    await t.ds.query(`UPDATE users SET language = 'de' WHERE id = $1`, [german.id]);
    receiver.answer((_r, res) => {
      res.statusCode = 500;
      res.end('down');
    });
    await acceptedBooking();
    expect(await drain()).toEqual(['retry']);
    // A day later, still failing.
    await t.ds.query(`UPDATE webhook_deliveries SET first_attempt_at = now() - interval '25 hours', next_attempt_at = now()`);
    expect(await drain()).toEqual(['failed']);

    const list = await t.gql<{ webhookEndpoints: { enabled: boolean; disabledReason: string }[] }>(admin, `{ webhookEndpoints { ${ENDPOINT} } }`);
    expect(list.data!.webhookEndpoints).toEqual([expect.objectContaining({ id, enabled: false, disabledReason: 'Failing for a day (last: HTTP 500)' })]);
    expect(mailsTo(outbox, adminEmail).map((m) => m.subject)).toContain('A webhook endpoint was disabled');
    // An admin who chose German is told in German.
    const [toGerman] = mailsTo(outbox, german.email).filter((m) => m.subject.includes('Webhook'));
    expect(toGerman.subject).toBe('Ein Webhook-Endpunkt wurde deaktiviert');
    expect(toGerman.text).toContain('wurde deaktiviert (zuletzt: HTTP 500)');
    const [audit] = await t.ds.query(`SELECT actor_name, action FROM audit_log WHERE entity_type = 'webhook' ORDER BY id DESC LIMIT 1`);
    expect(audit).toEqual({ actor_name: 'Webhooks', action: 'webhook.disabled' });

    const deliveries = await t.gql<{ webhookDeliveries: { id: string; status: string; attempts: number; responseStatus: number; responseExcerpt: string }[] }>(
      admin,
      `query($id: ID!) { webhookDeliveries(endpointId: $id) { id status attempts responseStatus responseExcerpt } }`,
      { id },
    );
    const [failed] = deliveries.data!.webhookDeliveries;
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, responseStatus: 500, responseExcerpt: 'down' });

    receiver.answer((_r, res) => res.end('ok'));
    const retried = await t.gql<{ retryWebhookDelivery: { status: string } }>(admin, `mutation($id: ID!) { retryWebhookDelivery(id: $id) { status } }`, { id: failed.id });
    expect(retried.data!.retryWebhookDelivery.status).toBe('pending');
    // Disabled: nothing goes until enabled.
    expect(await drain()).toEqual([]);
    const enabled = await admin.post(`/api/webhooks/${id}/enabled`).send({ enabled: true });
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });
    expect(await drain()).toEqual(['delivered']);
    // Only a failed delivery can be retried.
    const again = await admin.post(`/api/webhooks/deliveries/${failed.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a failed delivery can be retried');
  });
});

describe('emission is part of the change', () => {
  it('a rolled-back change emits nothing', async () => {
    await register(['booking.accepted']);
    await expect(
      t.ds.transaction(async (m) => {
        await emitWebhook(m, 'booking.accepted', { booking: { id: 1 } });
        throw new Error('the change fails after emitting');
      }),
    ).rejects.toThrow('the change fails after emitting');
    expect(await t.count('webhook_events')).toBe(0);
    expect(await t.count('webhook_deliveries')).toBe(0);
  });

  it('a refused change emits nothing (accepting a rejected booking)', async () => {
    await register(['booking.accepted']);
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId, startDate: '2033-09-01', status: 'rejected' });
    expect((await admin.post(`/api/room-bookings/${id}/accept`)).status).toBe(409);
    expect(await t.count('webhook_events')).toBe(0);
  });

  it('emits each event where it happens', async () => {
    const all = ['booking.requested', 'booking.payment_step', 'rsvp.changed', 'event.updated', 'event.cancelled', 'member.registered', 'announcement.published'];
    await register(all);
    const roomId = await createRoom(t);
    expect((await member.post('/api/room-bookings').send({ roomId, startDate: '2035-01-01', durationMonths: 1 })).status).toBe(201);
    const bookingId = await acceptedBooking();
    expect((await admin.post(`/api/room-bookings/${bookingId}/request-deposit`)).status).toBe(200);
    const event = await t.gql<{ createEvent: { id: string } }>(admin, `mutation { createEvent(input: { title: "Quiz", date: "2034-06-01", startTime: "19:00", location: "Hall" }) { id } }`);
    const eventId = event.data!.createEvent.id;
    expect((await t.gql(member, `mutation($id: ID!) { rsvpToEvent(eventId: $id, status: attending) { id } }`, { id: eventId })).errors).toBeUndefined();
    const change = { title: 'Quiz night', date: '2034-06-01', startTime: '19:00', location: 'Hall' };
    expect((await t.gql(admin, `mutation($id: ID!, $i: EventInput!) { updateEvent(id: $id, input: $i) { id } }`, { id: eventId, i: change })).errors).toBeUndefined();
    expect((await t.gql(admin, `mutation($id: ID!, $i: EventInput!) { updateEvent(id: $id, input: $i) { id } }`, { id: eventId, i: { ...change, status: 'cancelled' } })).errors).toBeUndefined();
    expect((await t.agent().post('/api/auth/register').send({ email: 'new.member@example.org', password: 'secret123', fullName: 'New Member' })).status).toBe(201);
    expect((await admin.post('/api/announcements').send({ title: 'Hello', content: 'World' })).status).toBe(201);
    await drain();
    const types = receiver.received.map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(['booking.requested', 'booking.payment_step', 'rsvp.changed', 'event.updated', 'event.cancelled', 'member.registered', 'announcement.published']);
    const step = JSON.parse(receiver.received[1].body).data;
    expect(step).toMatchObject({ step: 'DEPOSIT_REQUESTED', done: true, booking: { id: bookingId } });
    const registered = JSON.parse(receiver.received[5].body).data.member;
    expect(registered).toMatchObject({ email: 'new.member@example.org', fullName: 'New Member' });
    expect(JSON.stringify(registered)).not.toMatch(/password|hash/i);
  });
});

describe('the delivery jobs wake for a change that wrote deliveries, not for one no endpoint wants', () => {
  let wakes = 0;
  beforeEach(() => {
    wakes = 0;
    t.services.webhooks.onWake = () => wakes++;
  });
  afterAll(() => {
    t.services.webhooks.onWake = undefined;
  });

  /** A booking request, an accept and an RSVP, each through the API; the wakes they made. */
  async function changes(day: string): Promise<number> {
    const roomId = await createRoom(t);
    expect((await member.post('/api/room-bookings').send({ roomId, startDate: day, durationMonths: 1 })).status).toBe(201);
    const id = await createBooking(t, { roomId, memberId, startDate: `${Number(day.slice(0, 4)) + 1}${day.slice(4)}` });
    expect((await admin.post(`/api/room-bookings/${id}/accept`)).status).toBe(200);
    const event = await t.gql<{ createEvent: { id: string } }>(admin, `mutation { createEvent(input: { title: "Quiz", date: "2034-06-01", startTime: "19:00", location: "Hall" }) { id } }`);
    expect((await t.gql(member, `mutation($id: ID!) { rsvpToEvent(eventId: $id, status: attending) { id } }`, { id: event.data!.createEvent.id })).errors).toBeUndefined();
    return wakes;
  }

  it('no endpoint: three changes, no wake, no outbox rows', async () => {
    expect(await changes('2036-01-01')).toBe(0);
    expect(await t.count('webhook_events')).toBe(0);
  });

  it('an endpoint for other events: no wake', async () => {
    await register(['announcement.published']);
    expect(await changes('2038-01-01')).toBe(0);
    expect(await t.count('webhook_events')).toBe(0);
  });

  it('an endpoint for them: a wake after each of the three (the request, the accept, the RSVP)', async () => {
    await register(['booking.requested', 'booking.accepted', 'rsvp.changed']);
    expect(await changes('2040-01-01')).toBe(3);
    expect(await t.count('webhook_events')).toBe(3);
  });
});

describe('managing endpoints', () => {
  it('refuses bad input with the field’s message, and changes nothing', async () => {
    const audited = await t.count('audit_log');
    const cases: [object, string, string][] = [
      [{ url: 'ftp://example.org/x', events: ['booking.accepted'] }, 'url', 'Enter a URL starting with http:// or https://'],
      [{ url: 'not a url', events: ['booking.accepted'] }, 'url', 'Enter a URL starting with http:// or https://'],
      [{ url: '', events: ['booking.accepted'] }, 'url', 'URL is required'],
      [{ url: 'https://example.org/x', events: [] }, 'events', 'Choose at least one event'],
      [{ url: 'https://example.org/x', events: ['booking.exploded'] }, 'events[0]', 'Unknown event: booking.exploded'],
      [{ url: 'https://user:pw@example.org/x', events: ['booking.accepted'] }, 'url', 'Leave user names and passwords out of the URL'],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post('/api/webhooks').send(body);
      expect({ status: res.status, field: res.body.field, message: res.body.message }).toEqual({ status: 400, field, message });
      const gql = await t.gql(admin, `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`, { input: { description: '', ...(body as object) } });
      expect(gql.errors?.[0].message).toBe(message);
    }
    expect(await t.count('webhook_endpoints')).toBe(0);
    expect(await t.count('audit_log')).toBe(audited);
  });

  it('refuses non-admins', async () => {
    const { id } = await register(['booking.accepted']);
    for (const agent of [member, t.agent()]) {
      for (const res of [
        await agent.get('/api/webhooks'),
        await agent.post('/api/webhooks').send({ url: 'https://example.org', events: ['booking.accepted'] }),
        await agent.post(`/api/webhooks/${id}/rotate-secret`),
        await agent.delete(`/api/webhooks/${id}`),
      ]) {
        expect([401, 403]).toContain(res.status);
      }
      const gql = await t.gql(agent, `{ webhookEndpoints { id } }`);
      expect(gql.data).toBeNull();
    }
    expect(await t.count('webhook_endpoints')).toBe(1);
  });

  it('rotates the secret: deliveries are signed with the new one from then on', async () => {
    const { id, secret: old } = await register(['booking.accepted']);
    const res = await admin.post(`/api/webhooks/${id}/rotate-secret`);
    expect(res.status).toBe(200);
    const secret: string = res.body.secret;
    expect(secret).not.toBe(old);
    expect(JSON.stringify((await admin.get('/api/webhooks')).body)).not.toContain('whsec_');
    await acceptedBooking();
    await drain();
    const [{ body, headers }] = receiver.received;
    expect(() => new Webhook(secret).verify(body, headers as Record<string, string>)).not.toThrow();
    expect(() => new Webhook(old).verify(body, headers as Record<string, string>)).toThrow();
  });

  it('changes, disables and deletes an endpoint (with its deliveries); a disabled endpoint is planned nothing', async () => {
    const { id } = await register(['booking.accepted']);
    const put = await admin.put(`/api/webhooks/${id}`).send({ url: `${receiver.url}?v=2`, description: 'Books', events: ['booking.rejected', 'booking.accepted'] });
    expect(put.body).toMatchObject({ url: `${receiver.url}?v=2`, description: 'Books', events: ['booking.rejected', 'booking.accepted'] });
    // No description (null from a GraphQL client) is an empty one.
    expect((await admin.put(`/api/webhooks/${id}`).send({ url: `${receiver.url}?v=2`, description: null, events: ['booking.accepted'] })).body).toMatchObject({ description: '' });
    expect((await admin.post(`/api/webhooks/${id}/enabled`).send({ enabled: 'no' })).status).toBe(400);
    expect((await admin.post(`/api/webhooks/${id}/enabled`).send({ enabled: false })).body).toMatchObject({ enabled: false, disabledReason: 'Disabled by an admin' });
    await acceptedBooking();
    expect(await t.count('webhook_deliveries')).toBe(0);
    expect((await admin.delete(`/api/webhooks/${id}`)).status).toBe(204);
    expect((await admin.delete(`/api/webhooks/${id}`)).status).toBe(404);
    expect(await t.count('webhook_endpoints')).toBe(0);
  });
});

describe('private targets', () => {
  it('are refused when the server does not allow them (production always), at registration and when sending', async () => {
    const strict = await createTestContext({ env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'false' } });
    try {
      const { agent } = await strict.signedIn({ isAdmin: true });
      for (const url of ['http://127.0.0.1:9/x', 'http://localhost/x', 'http://10.1.2.3/', 'http://169.254.169.254/latest', 'http://[::1]/']) {
        const res = await agent.post('/api/webhooks').send({ url, events: ['booking.accepted'] });
        expect({ url, status: res.status, message: res.body.message }).toEqual({ url, status: 400, message: 'This address is private or local: webhooks go to public addresses only' });
      }
      // Registered while allowed, then refused when sending (the sender checks again, and DNS answers at connect time).
      await strict.ds.query(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ($1, '{booking.accepted}', 'whsec_AAAA')`, [receiver.url]);
      await strict.ds.transaction((m) => emitWebhook(m, 'booking.accepted', { booking: { id: 1 } }));
      const [id] = await strict.services.webhooks.due();
      expect(await strict.services.webhooks.deliver(id)).toBe('retry');
      const [d] = await strict.ds.query(`SELECT error FROM webhook_deliveries`);
      expect(d.error).toBe('This address is private or local: webhooks go to public addresses only');
      expect(receiver.received).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });
});
