import dayjs from 'dayjs';
import { periodAt } from '../rules/memberships';
import { localDay } from '../rules/today';
import { pdfText } from '../api/test/pdf-text';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signIn, signInNewUser } from './steps';

jest.setTimeout(180_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

/**
 * Issue 36 from a fresh database, in Chromium: an admin creates a membership plan on the Membership screen and assigns
 * it to a member from today (the first dues invoice is issued at once); the member's profile shows the plan, "Due",
 * nothing paid yet and the dues invoice with its PDF; the admin marks it paid and the member is active, paid through
 * the period's last day.
 */
it('an admin creates a plan and assigns it; the member sees it due with the invoice; marked paid, they are active', async () => {
  const m = await e.newPage();
  await signInNewUser(e.t, m.page, { fullName: 'Maya Dues' });
  const today = localDay();
  const period = periodAt(today, 'monthly', 0);
  const day = (d: string) => dayjs(d).format('MMM D, YYYY');

  const a = await e.newPage();
  const admin = await e.t.createUser({ isAdmin: true, fullName: 'Ada Admin' });
  await signIn(a.page, admin.email);
  await a.page.goto('/admin/membership');
  await a.page.getByText('No memberships yet', { exact: true }).waitFor();
  await a.page.getByText('No plans yet', { exact: true }).waitFor();

  // A plan: the amount must be more than zero.
  await a.page.getByRole('button', { name: 'Add Plan' }).click();
  const add = a.page.getByRole('dialog', { name: 'Add Plan' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Standard');
  await add.getByRole('textbox', { name: 'Amount ($)' }).fill('0');
  await add.getByRole('button', { name: 'Create Plan' }).click();
  await add.getByText('Amount must be more than zero').waitFor();
  await add.getByRole('textbox', { name: 'Amount ($)' }).fill('45');
  await add.getByRole('button', { name: 'Create Plan' }).click();
  await a.page.getByText('Plan created', { exact: true }).waitFor();
  await add.waitFor({ state: 'hidden' });
  const plans = a.page.getByRole('region', { name: 'Plans' });
  await plans.getByText('$45 a month', { exact: false }).first().waitFor();

  // Assigned from today: the first period is billed at once.
  await a.page.getByRole('button', { name: 'Assign Plan' }).click();
  const assign = a.page.getByRole('dialog', { name: 'Assign Plan' });
  await assign.getByRole('combobox', { name: 'Member' }).click();
  await a.page.getByRole('option', { name: /^Maya Dues/ }).click();
  await assign.getByRole('combobox', { name: 'Plan' }).click();
  await a.page.getByRole('option', { name: 'Standard · $45 a month' }).click();
  await assign.getByRole('button', { name: 'Assign Plan' }).click();
  await a.page.getByText('Plan assigned', { exact: true }).waitFor();
  await assign.waitFor({ state: 'hidden' });
  const card = a.page.getByRole('listitem', { name: 'Maya Dues: Due' });
  await card.getByText(`Nothing paid yet · unpaid since ${day(today)}`, { exact: false }).waitFor();
  await card.getByText(`Standard · $45 a month · since ${day(today)}`).waitFor();
  await expectSettledAccessible(a.page);
  await snap(a.page, 'membership-admin');

  // The member's profile: plan, status, paid through, and the dues invoice with its PDF.
  await m.page.goto('/profile');
  const mine = m.page.getByRole('region', { name: 'Membership' });
  await mine.getByText('Standard · $45 a month').waitFor();
  await mine.getByText('Due', { exact: true }).waitFor();
  await mine.getByText(`Dues unpaid since ${day(today)}.`, { exact: false }).waitFor();
  await mine.getByText('Nothing paid yet', { exact: true }).waitFor();
  const invoices = mine.getByRole('list', { name: 'Dues invoices' });
  await invoices.getByText(`${day(period.start)} – ${day(period.end)} · $45`).waitFor();
  await invoices.getByText(/INV-\d{4}-\d+ · Unpaid/).waitFor();
  // Online payment is off on this server: the office takes the money, nothing to pay here.
  expect(await mine.getByRole('button', { name: /Pay dues/ }).count()).toBe(0);
  const pdf = await m.context.request.get((await invoices.getByRole('link', { name: 'PDF' }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdfText(await pdf.body())).toEqual(expect.arrayContaining(['Maya Dues', '$45.00']));
  await expectSettledAccessible(m.page);
  await snap(m.page, 'membership-profile');

  // The admin marks the invoice paid: the member is active again.
  await card.getByRole('button', { name: 'Dues of Maya Dues' }).click();
  const dues = a.page.getByRole('dialog', { name: 'Dues of Maya Dues' });
  await dues.getByText('Unpaid', { exact: true }).waitFor();
  await dues.getByRole('button', { name: 'Mark paid' }).click();
  await dues.getByText(/^Paid \w{3} \d+, \d{4}$/).waitFor();
  await dues.getByRole('button', { name: 'Close' }).click();
  await a.page.getByRole('listitem', { name: 'Maya Dues: Active' }).getByText(`Paid through ${day(period.end)}`).waitFor();
  // The memberships export says the same.
  const csv = await a.context.request.get((await a.page.getByRole('link', { name: 'Download memberships as CSV' }).getAttribute('href'))!);
  const rows = (await csv.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(`Maya Dues`);
  expect(rows[1]).toContain(`,active,${period.end},`);
  await a.context.close();

  await m.page.reload();
  await mine.getByText('Active', { exact: true }).waitFor();
  await mine.getByText(`Your dues are paid through ${day(period.end)}.`).waitFor();
  await invoices.getByText(/INV-\d{4}-\d+ · Paid /).waitFor();
  await m.context.close();
});
