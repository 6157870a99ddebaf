import webpush from 'web-push';
import { FakePushService } from './fake-push-service';

/** The local push service against web-push, the library the server sends with: what it accepts, decrypts and refuses. */
let service: FakePushService;
const vapid = webpush.generateVAPIDKeys();
const details = { subject: 'mailto:office@example.org', publicKey: vapid.publicKey, privateKey: vapid.privateKey };

async function post(sub: ReturnType<FakePushService['subscribe']>, payload: string, vapidDetails = details) {
  const req = webpush.generateRequestDetails(sub, payload, { vapidDetails, TTL: 60 });
  const res = await fetch(req.endpoint, { method: req.method, headers: req.headers as Record<string, string>, body: new Uint8Array(req.body) });
  return res.status;
}

beforeAll(async () => {
  service = await new FakePushService().start();
});
afterAll(() => service.stop());

it('accepts an encrypted message signed with the subscription’s key and decrypts it with the browser’s keys', async () => {
  const sub = service.subscribe(vapid.publicKey);
  expect(await post(sub, JSON.stringify({ title: 'Hello', body: 'Grüße' }))).toBe(201);
  expect(service.messagesFor(sub.endpoint).map((m) => JSON.parse(m.payload))).toEqual([{ title: 'Hello', body: 'Grüße' }]);
  expect(service.messagesFor(sub.endpoint)[0].ttl).toBe(60);
});

it('refuses a sender whose VAPID key is not the one the browser subscribed with (403), and records nothing', async () => {
  const sub = service.subscribe(vapid.publicKey);
  const other = webpush.generateVAPIDKeys();
  expect(await post(sub, 'x', { ...details, ...other })).toBe(403);
  expect(service.messagesFor(sub.endpoint)).toEqual([]);
});

it('refuses a forged signature (403)', async () => {
  const sub = service.subscribe();
  const req = webpush.generateRequestDetails(sub, 'x', { vapidDetails: details, TTL: 60 });
  const headers = req.headers as Record<string, string>;
  const forged = headers.Authorization.replace(/t=([^.]+\.[^.]+)\.([^,]+)/, (_m, signed: string, sig: string) => `t=${signed}.${sig.slice(0, -4)}AAAA`);
  const res = await fetch(req.endpoint, { method: 'POST', headers: { ...headers, Authorization: forged }, body: new Uint8Array(req.body!) });
  expect(res.status).toBe(403);
});

it('refuses a body encrypted for another subscription (400)', async () => {
  const a = service.subscribe();
  const b = service.subscribe();
  const req = webpush.generateRequestDetails(b, 'for b', { vapidDetails: details, TTL: 60 });
  const res = await fetch(a.endpoint, { method: 'POST', headers: req.headers as Record<string, string>, body: new Uint8Array(req.body!) });
  expect(res.status).toBe(400);
  expect(service.messagesFor(a.endpoint)).toEqual([]);
});

it('answers 410 once a subscription expired and 404 for an unknown one', async () => {
  const sub = service.subscribe();
  service.expire(sub.endpoint);
  expect(await post(sub, 'x')).toBe(410);
  expect(await post({ ...sub, endpoint: `${service.origin}/push/nobody` }, 'x')).toBe(404);
});
