import fs from 'node:fs';
import { seedDemo } from '../api/src/cli/seed-demo';
import { DEMO_ADMIN } from '../sample/world';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signIn } from './steps';

jest.setTimeout(180_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  await seedDemo(e.t.ds, e.t.services);
});
afterAll(() => e?.close());

it('an admin downloads the CSV exports from the Audit Log screen and they parse back', async () => {
  const { page, context } = await e.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/admin/audit-log');
  const exportsBox = page.getByRole('region', { name: 'Export records (CSV)' });
  await exportsBox.waitFor();
  for (const [kind, header] of [
    ['users', 'ID,Username,Email,Full name'],
    ['bookings', 'ID,Member,Email,Room'],
    ['invoices', 'Invoice number,Kind,Booking ID'],
    ['rsvps', 'Event ID,Event,Date'],
    ['memberships', 'Member ID,Member,Email,Plan'],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), exportsBox.getByRole('link', { name: new RegExp(`Download ${kind} as CSV`, 'i') }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^d-office-${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]!.startsWith(header)).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
  }
  await expectSettledAccessible(page);
  await context.close();
});

it('a member downloads their data as JSON, then deletes their account from Profile (390 px) and can no longer sign in', async () => {
  const member = await e.t.createUser({ fullName: 'Leaving Lee' });
  const { page, context } = await e.newPage({ mobile: true });
  await signIn(page, member.email);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data (JSON)' }).click()]);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ id: member.id, fullName: 'Leaving Lee', email: member.email });
  await expectSettledAccessible(page);

  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'account-delete-dialog-390');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByText('That password is not right').waitFor();
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL('**/auth');
  await page.getByText('Account deleted').waitFor();
  await expectSettledAccessible(page);

  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email or username').fill(member.email);
  await form.getByLabel('Password').fill('secret123');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText('Login failed').waitFor();
  expect(page.url()).toMatch(/\/auth$/);
  const [row] = await e.t.ds.query(`SELECT full_name, deleted_at FROM users WHERE id = $1`, [member.id]);
  expect(row.full_name).toBe('Deleted member');
  await context.close();
});
