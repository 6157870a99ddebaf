import ICAL from 'ical.js';
import { insertEvent, day } from '../api/test/factories/events';
import { createBooking, createRoom, dayFromToday } from '../api/test/factories/bookings';
import { expectAccessible, expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signInNewUser } from './steps';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/** The VEVENT summaries of the feed behind a webcal:// address, fetched from this server without a session. */
async function feedSummaries(webcalUrl: string): Promise<string[]> {
  const res = await fetch(`${e.baseUrl}${new URL(webcalUrl.replace(/^webcal:/, 'http:')).pathname}`);
  expect(res.status).toBe(200);
  const root = new ICAL.Component(ICAL.parse(await res.text()));
  return root.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('summary')));
}

it('a member makes a feed address on Profile, copies it, finds it on Calendar, and a new one replaces it', async () => {
  const { page, context } = await e.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.baseUrl });
  const member = await signInNewUser(e.t, page, { fullName: 'Fiona Feed' });
  const eventId = await insertEvent(e.t, { title: 'Feed quiz night', date: day(2) });
  await e.t.ds.query(`INSERT INTO event_rsvps (event_id, member_id, status) VALUES ($1, $2, 'attending')`, [eventId, member.id]);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Subscribe in your calendar' });
  await card.getByRole('button', { name: 'Create my calendar address' }).click();
  const address = card.getByRole('textbox', { name: 'Calendar address' });
  await address.waitFor();
  const url = await address.inputValue();
  expect(url).toMatch(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(await feedSummaries(url)).toEqual(['Feed quiz night']);

  await card.getByRole('button', { name: 'Copy address' }).click();
  await page.getByText('Address copied').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectSettledAccessible(page);
  await snap(page, 'calendar-feed-profile');

  await page.goto('/calendar');
  const onCalendar = page.getByRole('region', { name: 'Subscribe in your calendar' }).getByRole('textbox', { name: 'Calendar address' });
  await onCalendar.waitFor();
  expect(await onCalendar.inputValue()).toBe(url);
  await page.getByRole('region', { name: 'Subscribe in your calendar' }).getByRole('button', { name: 'Regenerate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new address?' });
  await expectSettledAccessible(page);
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByText('The old address no longer works').waitFor();
  const fresh = await onCalendar.inputValue();
  expect(fresh).not.toBe(url);
  expect((await fetch(`${e.baseUrl}${new URL(url.replace(/^webcal:/, 'http:')).pathname}`)).status).toBe(404);
  expect(await feedSummaries(fresh)).toEqual(['Feed quiz night']);
  await expectAccessible(page);
  await context.close();
});

it("an admin makes a room's feed on Manage Rooms: it holds the room's accepted bookings with the members' names", async () => {
  const { page, context } = await e.newPage({ mobile: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e.baseUrl });
  const member = await e.t.createUser({ fullName: 'Rhea Room' });
  const roomId = await createRoom(e.t, { name: 'Feed Studio' });
  await createBooking(e.t, { roomId, memberId: member.id, startDate: dayFromToday(10), durationMonths: 2, status: 'accepted' });
  await createBooking(e.t, { roomId, memberId: member.id, startDate: dayFromToday(100), status: 'pending' });
  await signInNewUser(e.t, page, { fullName: 'Ada Admin', isAdmin: true });

  await page.goto('/admin/manage-rooms');
  await page.getByRole('button', { name: 'Subscribe to Feed Studio in your calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar: Feed Studio' });
  await dialog.getByRole('button', { name: 'Create a calendar address for Feed Studio' }).click();
  const address = dialog.getByRole('textbox', { name: 'Calendar address' });
  await address.waitFor();
  const url = await address.inputValue();
  expect(await feedSummaries(url)).toEqual(['Feed Studio: Rhea Room']);
  await dialog.getByRole('button', { name: 'Copy address' }).click();
  await page.getByText('Address copied').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectSettledAccessible(page);
  await snap(page, 'calendar-feed-room-390');

  // The admin's own feed is a different address; the room's one is listed again when the dialog reopens.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto('/profile');
  await page.getByRole('region', { name: 'Subscribe in your calendar' }).getByRole('button', { name: 'Create my calendar address' }).waitFor();
  await page.goto('/admin/manage-rooms');
  await page.getByRole('button', { name: 'Subscribe to Feed Studio in your calendar' }).click();
  expect(await page.getByRole('dialog', { name: 'Subscribe in your calendar: Feed Studio' }).getByRole('textbox', { name: 'Calendar address' }).inputValue()).toBe(url);
  await context.close();
});
