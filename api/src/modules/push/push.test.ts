import dayjs from 'dayjs';
import { createApp, type CreatedApp } from '../../app';
import { createLogger } from '../../core/logger';
import { createDataSource } from '../../database';
import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { tempOutbox } from '../../../test/outbox';
import { day, insertEvent } from '../../../test/factories/events';
import { NotificationJobs } from '../notifications/jobs';
import { FakePushService } from './fake/fake-push-service';

jest.setTimeout(90_000);

let t: TestContext;
let push: FakePushService;
let second: CreatedApp & { close(): Promise<void> };
const jobs: NotificationJobs[] = [];

const SETTINGS = `{ myPushSettings { publicKey devices { id name lastSentAt } preferences { eventReminders rsvpNeeded waitlistPlace bookingSteps announcements } } }`;
const ADD = `mutation($input: PushSubscriptionInput!) { addPushDevice(input: $input) { id name } }`;
const REMOVE = `mutation($id: ID!) { removePushDevice(id: $id) }`;
const PREFS = `mutation($input: PushPreferencesInput!) { savePushPreferences(input: $input) { eventReminders rsvpNeeded waitlistPlace bookingSteps announcements } }`;
const ALL_ON = { eventReminders: true, rsvpNeeded: true, waitlistPlace: true, bookingSteps: true, announcements: true };

type Settings = { publicKey: string; devices: { id: string; name: string; lastSentAt: string | null }[]; preferences: typeof ALL_ON };

async function settings(agent: Agent): Promise<Settings> {
  const { data, errors } = await t.gql<{ myPushSettings: Settings }>(agent, SETTINGS);
  expect(errors).toBeUndefined();
  return data!.myPushSettings;
}

/** A browser of this member subscribing through the local push service with the server's key, and telling the server. */
async function subscribe(agent: Agent, name = 'Chrome on Android') {
  const sub = push.subscribe((await settings(agent)).publicKey);
  const res = await t.gql<{ addPushDevice: { id: string } }>(agent, ADD, { input: { endpoint: sub.endpoint, ...sub.keys, deviceName: name } });
  expect(res.errors).toBeUndefined();
  return { ...sub, id: res.data!.addPushDevice.id };
}

const decrypted = (endpoint: string) => push.messagesFor(endpoint).map((m) => JSON.parse(m.payload) as { title: string; body: string; url: string; tag: string });

async function sweepAndDeliver() {
  for (const key of await t.services.notifications.due()) if (key.channel === 'push') await t.services.notifications.deliver(key);
}

beforeAll(async () => {
  push = await new FakePushService().start();
  t = await createTestContext({ env: { OUTBOX_DIR: tempOutbox() } });
  const ds2 = createDataSource({ url: (t.ds.options as { url: string }).url, poolSize: 10 });
  await ds2.initialize();
  const app2 = await createApp({ ds: ds2, config: t.config, logger: createLogger('silent'), secret: 'test-secret' });
  second = {
    ...app2,
    async close() {
      await app2.apollo.stop();
      await ds2.destroy();
    },
  };
});
afterAll(async () => {
  await Promise.all(jobs.map((j) => j.stop()));
  await second.close();
  await t.close();
  await push.stop();
});

describe('devices', () => {
  it('a member turns push on for a browser, sees it listed, and removes it; the key is the server’s VAPID key', async () => {
    const { agent } = await t.signedIn();
    const before = await settings(agent);
    expect(before.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(before).toMatchObject({ devices: [], preferences: ALL_ON });

    const a = await subscribe(agent, 'Chrome on Android');
    const b = await subscribe(agent, 'Firefox on Linux');
    expect((await settings(agent)).devices.map((d) => d.name)).toEqual(['Chrome on Android', 'Firefox on Linux']);
    // The same endpoint again (keys renewed) is the same device.
    const again = await t.gql(agent, ADD, { input: { endpoint: a.endpoint, ...push.subscribe().keys, deviceName: 'Chrome on Android' } });
    expect(again.errors).toBeUndefined();
    expect((await settings(agent)).devices).toHaveLength(2);

    expect((await t.gql(agent, REMOVE, { id: a.id })).data).toEqual({ removePushDevice: a.id });
    expect((await settings(agent)).devices.map((d) => d.id)).toEqual([b.id]);
  });

  it('no one can list or remove another member’s device: the list is the caller’s, removing answers NOT_FOUND and keeps it', async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const d = await subscribe(owner.agent);
    expect((await settings(other.agent)).devices).toEqual([]);
    const res = await t.gql(other.agent, REMOVE, { id: d.id });
    expect(res.errors?.[0]).toMatchObject({ message: 'Device not found', extensions: { code: 'NOT_FOUND' } });
    expect((await settings(owner.agent)).devices).toHaveLength(1);
    const anonymous = await t.gql(t.agent(), SETTINGS);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a subscription that is not one (bad address, bad keys, a private address in production) with 400 and stores nothing', async () => {
    const { agent } = await t.signedIn();
    const good = push.subscribe();
    const cases = [
      { endpoint: 'not a url', ...good.keys },
      { endpoint: good.endpoint, p256dh: 'short', auth: good.keys.auth },
      { endpoint: good.endpoint, p256dh: good.keys.p256dh, auth: 'AAAA' },
    ];
    for (const input of cases) {
      const res = await t.gql(agent, ADD, { input });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await settings(agent)).devices).toEqual([]);
    // Where private targets are not allowed (production), the server will not POST into its own network.
    expect(t.config.webhooks.allowPrivateTargets).toBe(true);
    const strict = await createTestContext({ env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'false' } });
    try {
      const s = await strict.signedIn();
      const res = await strict.gql(s.agent, ADD, { input: { endpoint: good.endpoint, ...good.keys } });
      expect(res.errors?.[0]).toMatchObject({ message: 'The browser gave an invalid push address', extensions: { code: 'BAD_USER_INPUT' } });
      expect(await strict.count('push_subscriptions')).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('deleting the account removes its devices', async () => {
    const { agent, user } = await t.signedIn();
    await subscribe(agent);
    expect((await agent.post('/api/profile/delete-account').send({ password: 'secret123' })).status).toBe(204);
    expect(await t.ds.query(`SELECT id FROM push_subscriptions WHERE user_id = $1`, [user.id])).toEqual([]);
  });
});

describe('sending', () => {
  it('a waitlist place goes once, encrypted, to each of the member’s devices, with two instances sweeping', async () => {
    const id = await insertEvent(t, { maxAttendees: 1, title: 'Quiz Night', date: day(3) });
    const a = await t.signedIn();
    const w = await t.signedIn({ fullName: 'Wendy Waits' });
    const phone = await subscribe(w.agent, 'Phone');
    const laptop = await subscribe(w.agent, 'Laptop');
    await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
    expect((await w.agent.post(`/api/events/${id}/waitlist`)).status).toBe(201);
    expect((await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'not_attending' })).status).toBe(200);

    const url = (t.ds.options as { url: string }).url;
    for (const services of [t.services, second.services]) {
      const j = new NotificationJobs(services.notifications, createLogger('silent'), { connectionString: url, sweepSeconds: 1, retryDelaySeconds: 1, pollingSeconds: 0.5 });
      services.notifications.onWake = () => j.kick();
      jobs.push(j);
    }
    await Promise.all(jobs.map((j) => j.start()));
    const deadline = Date.now() + 30_000;
    while ((decrypted(phone.endpoint).length < 1 || decrypted(laptop.endpoint).length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // Both instances sweep a few more times: nothing more goes out.
    await new Promise((r) => setTimeout(r, 3000));
    await Promise.all(jobs.splice(0).map((j) => j.stop()));

    for (const d of [phone, laptop]) {
      expect(decrypted(d.endpoint)).toEqual([
        {
          title: 'You have a place: Quiz Night',
          body: expect.stringContaining('a place opened up: you are now attending Quiz Night'),
          url: `${t.config.publicUrl}/dashboard`,
          tag: expect.stringMatching(/^waitlist_promoted:\d+$/),
        },
      ]);
    }
    expect(push.refusals).toEqual([]);
    const rows = await t.ds.query(`SELECT status FROM notification_deliveries WHERE channel = 'push' AND recipient_id = $1`, [w.user.id]);
    expect(rows).toEqual([{ status: 'sent' }]);
    expect((await settings(w.agent)).devices.every((d) => d.lastSentAt)).toBe(true);
  });

  it('a device the push service answers 410 for is removed; the member’s other device still gets the message', async () => {
    const id = await insertEvent(t, { maxAttendees: 1, title: 'Board Games', date: day(4) });
    const a = await t.signedIn();
    const w = await t.signedIn();
    const old = await subscribe(w.agent, 'Old phone');
    const current = await subscribe(w.agent, 'New phone');
    push.expire(old.endpoint);
    await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
    await w.agent.post(`/api/events/${id}/waitlist`);
    await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'not_attending' });

    await sweepAndDeliver();
    expect(decrypted(current.endpoint).map((m) => m.title)).toEqual(['You have a place: Board Games']);
    expect(decrypted(old.endpoint)).toEqual([]);
    expect((await settings(w.agent)).devices.map((d) => d.name)).toEqual(['New phone']);
  });

  it('with its only device gone (404), the send fails for good and the device is removed', async () => {
    const id = await insertEvent(t, { maxAttendees: 1, title: 'Chess', date: day(4) });
    const a = await t.signedIn();
    const w = await t.signedIn();
    const d = await subscribe(w.agent);
    await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
    await w.agent.post(`/api/events/${id}/waitlist`);
    await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'not_attending' });
    // The push service forgot the subscription entirely: the same as an unknown endpoint.
    await t.ds.query(`UPDATE push_subscriptions SET endpoint = $2 WHERE endpoint = $1`, [d.endpoint, `${push.origin}/push/forgotten-${d.id}`]);

    await sweepAndDeliver();
    expect((await settings(w.agent)).devices).toEqual([]);
    const rows = await t.ds.query(`SELECT status, error FROM notification_deliveries WHERE channel = 'push' AND recipient_id = $1`, [w.user.id]);
    expect(rows).toEqual([{ status: 'failed', error: 'push service answered 404: device removed' }]);
    // No device: no more push sends are even planned for the member.
    expect((await t.services.notifications.due()).some((k) => k.channel === 'push' && k.recipientId === w.user.id)).toBe(false);
  });

  it('goes only for the kinds the member chose: waitlist place off, RSVP needed on', async () => {
    const w = await t.signedIn();
    const d = await subscribe(w.agent);
    const saved = await t.gql(w.agent, PREFS, { input: { ...ALL_ON, waitlistPlace: false } });
    expect(saved.errors).toBeUndefined();
    expect((await settings(w.agent)).preferences).toEqual({ ...ALL_ON, waitlistPlace: false });

    const full = await insertEvent(t, { maxAttendees: 1, title: 'Full house', date: day(3) });
    const a = await t.signedIn();
    await a.agent.post(`/api/events/${full}/rsvp`).send({ status: 'attending' });
    await w.agent.post(`/api/events/${full}/waitlist`);
    await a.agent.post(`/api/events/${full}/rsvp`).send({ status: 'not_attending' });
    // An event starting within the default 24 hours, not answered: an RSVP nudge.
    const soon = dayjs().add(3, 'hour');
    await insertEvent(t, { title: 'Tomorrow’s talk', date: soon.format('YYYY-MM-DD'), startTime: soon.format('HH:mm'), endTime: null });

    await sweepAndDeliver();
    const titles = decrypted(d.endpoint).map((m) => m.title);
    expect(titles).not.toContain('You have a place: Full house');
    expect(titles).toContain('RSVP needed: Tomorrow’s talk');
    // The promotion still goes to the inbox (push is only one of the channels).
    const due = (await t.services.notifications.due()).filter((k) => k.kind === 'waitlist_promoted' && k.recipientId === w.user.id);
    expect(due.map((k) => k.channel).sort()).toEqual(['email', 'inbox']);
  });

  it('refuses preferences that are not all five booleans (400), keeping the saved ones', async () => {
    const w = await t.signedIn();
    const res = await t.gql(w.agent, PREFS, { input: { ...ALL_ON, announcements: null } });
    expect(res.errors).toBeDefined();
    expect((await settings(w.agent)).preferences).toEqual(ALL_ON);
  });
});

describe('language (issue 37)', () => {
  it("a German member's push says its title and text in German", async () => {
    const id = await insertEvent(t, { maxAttendees: 1, title: 'Skatabend', date: day(4) });
    const a = await t.signedIn();
    const w = await t.signedIn({ fullName: 'Wiebke Wartet' });
    await t.ds.query(`UPDATE users SET language = 'de' WHERE id = $1`, [w.user.id]);
    const device = await subscribe(w.agent, 'Handy');
    await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' });
    await w.agent.post(`/api/events/${id}/waitlist`);
    await a.agent.post(`/api/events/${id}/rsvp`).send({ status: 'not_attending' });

    await sweepAndDeliver();
    // An earlier test's event nudges this member too (RSVP needed, in German as well): the waitlist place is the one.
    expect(decrypted(device.endpoint).filter((m) => m.tag.startsWith('waitlist_promoted:'))).toEqual([
      expect.objectContaining({
        title: 'Sie haben einen Platz: Skatabend',
        body: expect.stringContaining('Hallo Wiebke Wartet, ein Platz ist frei geworden: Sie nehmen jetzt an Skatabend am '),
      }),
    ]);
  });
});
