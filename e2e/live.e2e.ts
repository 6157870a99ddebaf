import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp, type CreatedApp } from '../api/src/app';
import { createLogger } from '../api/src/core/logger';
import { createDataSource } from '../api/src/database';
import { createRoom } from '../api/test/factories/bookings';
import { startE2E, type E2E } from './harness';
import { sessionCookieFor, signIn } from './steps';

jest.setTimeout(180_000);

/*
 * Two instances on one database, as behind a load balancer: the admin's browser talks to B, the member's request
 * goes to A. LISTEN/NOTIFY carries it across; B's socket tells the admin's screen, which shows it without a reload.
 */
let e: E2E;
let ds2: DataSource;
let b: CreatedApp;
let serverB: Server;
let urlB: string;

beforeAll(async () => {
  e = await startE2E();
  ds2 = createDataSource({ url: (e.t.ds.options as { url: string }).url, poolSize: 5 });
  await ds2.initialize();
  b = await createApp({ ds: ds2, config: e.t.config, logger: createLogger('silent'), secret: 'test-secret' });
  serverB = createServer(b.serverOptions, b.handler);
  b.live.attach(serverB);
  await new Promise<void>((resolve) => serverB.listen(0, '127.0.0.1', resolve));
  urlB = `http://127.0.0.1:${(serverB.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // The sockets first: an HTTP server's close waits for upgraded sockets too.
  await b?.live.close();
  if (serverB) {
    serverB.closeAllConnections();
    await new Promise((resolve) => serverB.close(resolve));
  }
  await b?.apollo.stop();
  await ds2?.destroy();
  await e?.close();
});

it("an admin's Booking Requests screen on instance B shows a request made on instance A within a second, without reload", async () => {
  const roomId = await createRoom(e.t, { name: 'Live Room', pricePerMonth: '100.00', deposit: '50.00' });
  const admin = await e.t.createUser({ isAdmin: true });
  const member = await e.t.createUser({ fullName: 'Lena Live' });
  const context = await e.browser.newContext({ baseURL: urlB, viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  context.setDefaultTimeout(15000);
  const page = await context.newPage();
  await signIn(page, admin.email);
  await page.goto('/admin/booking-requests');
  await page.getByText('No booking requests').waitFor();
  // The screen's socket is open on B (the dashboard's, before the page changed, may still be closing) and subscribed.
  for (let i = 0; i < 100 && b.live.size() === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(b.live.size()).toBeGreaterThanOrEqual(1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loads = { count: 0 };
  page.on('framenavigated', () => loads.count++);

  const cookie = await sessionCookieFor(e.baseUrl, member.email);
  const made = await fetch(`${e.baseUrl}/api/room-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: e.baseUrl },
    body: JSON.stringify({ roomId, startDate: '2031-05-01', durationMonths: 1 }),
  });
  expect(made.status).toBe(201);
  const shownAfter = Date.now();
  await page.getByText('Lena Live').first().waitFor({ timeout: 1000 });
  expect(Date.now() - shownAfter).toBeLessThan(1000);
  expect(loads.count).toBe(0);
  await context.close();
});
