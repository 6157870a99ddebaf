import { AdminOverdueItemsDocument, AdminReminderSettingsDocument, AdminUpdateReminderSettingsDocument, type AdminOverdueItemsQuery } from '../../gql/graphql';
import { localDay } from '../../../../rules/today';
import { DEFAULT_REMINDER_DAYS, duesAbout, isOverdue, overdueFrom, overdueLine, type OwedWhat } from '../../../../rules/reminders';
import { reminderSettingsSchema } from '../../../../validation/reminders';
import { demoInvoice } from './payments';
import { mutation, query, requireAdmin, validSync, type DemoContext } from './respond';
import type { DemoStore } from './store';
import { person, userById } from './views';

type Item = AdminOverdueItemsQuery['overdueItems'][number];

/** The office's reminder days in the demo (kept on the store, so a snapshot keeps them). */
export const reminderDaysOf = (s: DemoStore) => s.reminderDays ?? [...DEFAULT_REMINDER_DAYS];

/**
 * What is overdue in the demo on `today`, decided by rules/reminders.ts as the API decides it: requested deposits and
 * full payments of accepted bookings, counted from the day each was requested, and unpaid dues invoices, counted from
 * their period's first day (the demo issues dues as it reads, so that is the day the API's job would have issued them).
 */
export function overdueItems(s: DemoStore, today: string): Item[] {
  const days = reminderDaysOf(s);
  const items: (Item & { sortKey: string })[] = [];
  for (const b of s.bookings) {
    const invoice = demoInvoice(s, b);
    const member = userById(s, b.memberId);
    const room = s.rooms.find((r) => r.id === b.roomId);
    if (!invoice || !member || !room) continue;
    const owed: [OwedWhat, string | null, string][] = [
      ['deposit', !b.depositCarriedOver && !b.depositReceivedAt ? b.depositRequestedAt : null, invoice.depositAmount],
      ['payment', !b.fullPaymentReceivedAt ? b.fullPaymentRequestedAt : null, invoice.monthlyAmount],
    ];
    for (const [what, at, amount] of owed) {
      if (!at) continue;
      const since = localDay(new Date(at));
      if (!isOverdue(since, today, days)) continue;
      items.push({
        __typename: 'OverdueItem',
        id: `${what}:${b.id}`,
        kind: what === 'deposit' ? 'DEPOSIT' : 'PAYMENT',
        member: person(member),
        what: overdueLine({ what, about: room.name }),
        bookingId: b.id,
        invoiceId: null,
        amount,
        since,
        overdueSince: overdueFrom(since, days),
        sortKey: `${since} ${member.fullName.toLowerCase()}`,
      });
    }
  }
  for (const d of s.membership.dues) {
    const member = userById(s, d.memberId);
    const plan = s.membership.plans.find((p) => p.id === d.planId);
    if (d.paidInFull || d.voidedAt || !member || !plan || !isOverdue(d.periodStart, today, days)) continue;
    items.push({
      __typename: 'OverdueItem',
      id: `dues:${d.id}`,
      kind: 'DUES',
      member: person(member),
      what: overdueLine({ what: 'dues', about: duesAbout(plan.name, d.periodStart, d.periodEnd) }),
      bookingId: null,
      invoiceId: d.id,
      amount: d.amount,
      since: d.periodStart,
      overdueSince: overdueFrom(d.periodStart, days),
      sortKey: `${d.periodStart} ${member.fullName.toLowerCase()}`,
    });
  }
  return items.sort((a, b) => a.sortKey.localeCompare(b.sortKey)).map(({ sortKey: _k, ...i }) => i);
}

export function overdueHandlers(ctx: DemoContext) {
  const s = ctx.store;
  return [
    query(AdminOverdueItemsDocument)(() => {
      requireAdmin(ctx);
      return { __typename: 'Query', overdueItems: overdueItems(s, s.today) };
    }),
    query(AdminReminderSettingsDocument)(() => {
      requireAdmin(ctx);
      return { __typename: 'Query', reminderSettings: { __typename: 'ReminderSettings', reminderDays: reminderDaysOf(s) } };
    }),
    mutation(AdminUpdateReminderSettingsDocument)(({ input }) => {
      requireAdmin(ctx);
      const { reminderDays } = validSync(reminderSettingsSchema, input) as { reminderDays: number[] };
      s.reminderDays = reminderDays;
      return { __typename: 'Mutation', updateReminderSettings: { __typename: 'ReminderSettings', reminderDays } };
    }),
  ];
}
