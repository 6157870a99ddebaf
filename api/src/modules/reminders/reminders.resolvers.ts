import type { Resolvers } from '../../generated/graphql';
import { overdueLine } from '../../../../rules/reminders';
import type { OverdueItemView } from './reminders.service';

const OWED_KIND = { deposit: 'DEPOSIT', payment: 'PAYMENT', dues: 'DUES' } as const;

export const remindersResolvers: Resolvers = {
  Query: {
    overdueItems: (_p, _a, ctx) => ctx.services.reminders.overdue(ctx.viewer),
    reminderSettings: (_p, _a, ctx) => ctx.services.reminders.settings(ctx.viewer),
  },
  Mutation: {
    updateReminderSettings: (_p, { input }, ctx) => ctx.services.reminders.saveSettings(ctx.viewer, input),
  },
  OverdueItem: {
    id: (o) => `${o.what}:${o.subjectId}`,
    kind: (o) => OWED_KIND[o.what],
    member: (o, _a, ctx) =>
      ctx.loaders.personById.load(o.memberId).then((p) => {
        if (!p) throw new Error('Member is missing');
        return p;
      }),
    what: (o) => overdueLine(o),
    bookingId: (o) => (o.what === 'dues' ? null : o.subjectId),
    invoiceId: (o) => (o.what === 'dues' ? o.subjectId : null),
  },
};

/** The REST shape of an overdue item (GraphQL's OverdueItem, the member as id and name). */
export function toOverdueJson(o: OverdueItemView) {
  return {
    id: `${o.what}:${o.subjectId}`,
    kind: OWED_KIND[o.what],
    member: { id: o.memberId, fullName: o.memberName },
    what: overdueLine(o),
    bookingId: o.what === 'dues' ? null : o.subjectId,
    invoiceId: o.what === 'dues' ? o.subjectId : null,
    amount: o.amount,
    since: o.since,
    overdueSince: o.overdueSince,
  };
}
