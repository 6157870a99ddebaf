import { seedDemo } from '../api/src/cli/seed-demo';
import { DEMO_ADMIN } from '../sample/world';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { gqlAs, signIn } from './steps';

jest.setTimeout(180_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  // The demo's booking reviews and payment steps go through the services, so the log has entries.
  await seedDemo(e.t.ds, e.t.services);
});
afterAll(() => e?.close());

it('an admin opens the Audit Log from the admin menu, filters it with the keyboard and reads an entry before and after; axe-clean at 1280 and 390 px', async () => {
  // One more admin action, through the real API: deleting a room.
  const admin = e.t.agent();
  await admin.post('/api/auth/login').send({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password }).expect(200);
  const { createMeetingRoom } = await gqlAs<{ createMeetingRoom: { id: string } }>(
    e.t,
    admin,
    `mutation { createMeetingRoom(input: { name: "Audit Broom Cupboard", capacity: 1 }) { id } }`,
  );
  await gqlAs(e.t, admin, `mutation($id: ID!) { deleteMeetingRoom(id: $id) }`, { id: createMeetingRoom.id });

  const { page, context } = await e.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit Log' }).click();
  await page.waitForURL('**/admin/audit-log');
  await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
  const list = page.getByRole('list', { name: 'Audit log entries' });
  await list.waitFor();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(5);
  // Newest first: the room just deleted leads (the demo's booking reviews are further back, behind its membership entries).
  await expect(list.getByRole('listitem').first().getByText('Deleted room Audit Broom Cupboard').isVisible()).resolves.toBe(true);
  await expectSettledAccessible(page);
  await snap(page, 'audit-log-1280');

  // Keyboard only: the Type filter to Rooms.
  await page.getByRole('combobox', { name: 'Type' }).focus();
  await page.keyboard.press('Enter');
  const rooms = page.getByRole('option', { name: 'Rooms' });
  await rooms.waitFor();
  while (!(await rooms.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: '1 entry' }).waitFor();
  const entry = list.getByRole('listitem').filter({ hasText: 'Deleted room Audit Broom Cupboard' });
  await entry.waitFor();
  await expect(entry.getByText(DEMO_ADMIN.fullName).isVisible()).resolves.toBe(true);

  const details = entry.getByRole('button', { name: 'Show details' });
  await details.focus();
  await page.keyboard.press('Enter');
  const table = entry.getByRole('table', { name: /Changes: Deleted room/ });
  await table.waitFor();
  await expect(table.getByRole('row', { name: /Name Audit Broom Cupboard/ }).isVisible()).resolves.toBe(true);
  expect(await entry.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
  await expectSettledAccessible(page);
  await snap(page, 'audit-log-filtered');

  // A day range before anything happened: the filtered empty state, then Clear filters.
  await page.getByLabel('To', { exact: true }).fill('2001-01-01');
  await page.getByText('No entries match these filters').waitFor();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await list.waitFor();
  await context.close();

  const phone = await e.newPage({ mobile: true });
  await signIn(phone.page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await phone.page.goto('/admin/audit-log');
  await phone.page.getByRole('list', { name: 'Audit log entries' }).waitFor();
  await phone.page.getByRole('button', { name: 'Show details' }).first().click();
  await expectSettledAccessible(phone.page);
  await snap(phone.page, 'audit-log-390');
  await phone.context.close();
});
