import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type OperationDefinitionNode } from 'graphql';
import { server } from '../../../test/msw';
import { AdminOverdueItemsDocument, AdminReminderSettingsDocument, AdminUpdateReminderSettingsDocument, AuthLoginDocument } from '../../gql/graphql';
import { REMINDER_DAYS_PROBLEM } from '../../../../rules/reminders';
import { createDemoBackend } from '../demo-backend';

/** The demo answers the Overdue tab as the API does (rules/reminders.ts decides both). */

async function send<Q, V>(doc: TypedDocumentNode<Q, V>, variables?: V): Promise<{ data?: Q | null; errors?: { message: string }[] }> {
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const res = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: operation.name?.value, query: print(doc), variables: variables ?? {} }),
  });
  return res.json();
}
const as = (who: string) => send(AuthLoginDocument, { username: who, password: 'x' });

let demo: ReturnType<typeof createDemoBackend>;
beforeEach(() => {
  sessionStorage.clear();
  demo = createDemoBackend({ now: new Date('2031-03-15T10:00:00') });
  server.use(...demo.handlers);
});

it('lists a deposit requested 14 days ago as overdue, not one of 13; received, it is gone; the days are the setting', async () => {
  const accepted = demo.store.bookings.filter((b) => b.status === 'accepted' && !b.depositCarriedOver);
  const [old, recent] = accepted;
  Object.assign(old!, { depositRequestedAt: new Date('2031-03-01T09:00:00').toISOString(), depositReceivedAt: null, fullPaymentRequestedAt: null, fullPaymentReceivedAt: null });
  Object.assign(recent!, { depositRequestedAt: new Date('2031-03-02T09:00:00').toISOString(), depositReceivedAt: null, fullPaymentRequestedAt: null, fullPaymentReceivedAt: null });
  await as('admin@d-office.local');
  const overdue = async () => (await send(AdminOverdueItemsDocument)).data!.overdueItems;
  const ids = async () => (await overdue()).map((o) => o.id);
  expect(await ids()).toContain(`deposit:${old!.id}`);
  expect(await ids()).not.toContain(`deposit:${recent!.id}`);
  expect((await overdue()).find((o) => o.id === `deposit:${old!.id}`)).toMatchObject({ kind: 'DEPOSIT', since: '2031-03-01', overdueSince: '2031-03-15', bookingId: old!.id });

  const refused = await send(AdminUpdateReminderSettingsDocument, { input: { reminderDays: [5, 2] } });
  expect(refused.errors?.[0]?.message).toBe(REMINDER_DAYS_PROBLEM);
  expect((await send(AdminReminderSettingsDocument)).data!.reminderSettings.reminderDays).toEqual([3, 7, 14]);
  await send(AdminUpdateReminderSettingsDocument, { input: { reminderDays: [2, 13] } });
  expect(await ids()).toContain(`deposit:${recent!.id}`);

  old!.depositReceivedAt = new Date('2031-03-15T09:00:00').toISOString();
  expect(await ids()).not.toContain(`deposit:${old!.id}`);

  await as('amelia.tan@d-office.local');
  expect((await send(AdminOverdueItemsDocument)).errors?.[0]?.message).toMatch(/admin/i);
});

it('lists unpaid dues from the day their period started, as the API counts them; paid, they are gone', async () => {
  const world = demo.store.membership;
  const member = demo.store.users.find((u) => !u.isAdmin)!;
  const plan = world.plans.find((p) => p.isActive)!;
  world.dues.push({
    id: '9901', memberId: member.id, planId: plan.id, invoiceNumber: 'INV-2031-9901', periodStart: '2031-03-01', periodEnd: '2031-03-31',
    amount: plan.amount, paidInFull: false, paidInFullDate: null, voidedAt: null, voidReason: null,
  });
  world.dues.push({
    id: '9902', memberId: member.id, planId: plan.id, invoiceNumber: 'INV-2031-9902', periodStart: '2031-03-02', periodEnd: '2031-04-01',
    amount: plan.amount, paidInFull: false, paidInFullDate: null, voidedAt: null, voidReason: null,
  });
  await as('admin@d-office.local');
  const overdue = async () => (await send(AdminOverdueItemsDocument)).data!.overdueItems;
  const item = (await overdue()).find((o) => o.id === 'dues:9901');
  expect(item).toMatchObject({ kind: 'DUES', invoiceId: '9901', bookingId: null, since: '2031-03-01', overdueSince: '2031-03-15', amount: plan.amount });
  expect(item!.what).toBe(`Membership dues: ${plan.name}, Mar 1, 2031 – Mar 31, 2031`);
  expect((await overdue()).map((o) => o.id)).not.toContain('dues:9902');

  world.dues.find((d) => d.id === '9901')!.paidInFull = true;
  expect((await overdue()).map((o) => o.id)).not.toContain('dues:9901');
});
