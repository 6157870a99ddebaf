import { DateScalar, DateTimeScalar, MoneyScalar } from './core/graphql/scalars';
import type { Resolvers } from './generated/graphql';
import { authResolvers } from './modules/auth/auth.resolvers';
import { twoFactorResolvers } from './modules/auth/two-factor.resolvers';
import { passkeysResolvers } from './modules/auth/passkeys.resolvers';
import { usersResolvers } from './modules/users/users.resolvers';
import { announcementsResolvers } from './modules/announcements/announcements.resolvers';
import { calendarFeedsResolvers } from './modules/calendar-feeds/calendar-feeds.resolvers';
import { calendarResolvers } from './modules/calendar/calendar.resolvers';
import { eventsResolvers } from './modules/events/events.resolvers';
import { rsvpsResolvers } from './modules/rsvps/rsvps.resolvers';
import { waitlistResolvers } from './modules/waitlist/waitlist.resolvers';
import { inboxResolvers } from './modules/notifications/inbox.resolvers';
import { teamsResolvers } from './modules/teams/teams.resolvers';
import { childrenResolvers } from './modules/children/children.resolvers';
import { roomsResolvers } from './modules/rooms/rooms.resolvers';
import { bookingsResolvers } from './modules/bookings/bookings.resolvers';
import { whatsappResolvers } from './modules/whatsapp/whatsapp.resolvers';
import { insightsResolvers } from './modules/insights/insights.resolvers';
import { pushResolvers } from './modules/push/push.resolvers';
import { profileResolvers } from './modules/users/profile.resolvers';
import { auditResolvers } from './modules/audit/audit.resolvers';
import { accountResolvers } from './modules/users/account.resolvers';
import { exportsResolvers } from './modules/exports/exports.resolvers';
import { paymentsResolvers } from './modules/payments/payments.resolvers';
import { membershipsResolvers } from './modules/memberships/memberships.resolvers';
import { remindersResolvers } from './modules/reminders/reminders.resolvers';
import { webhooksResolvers } from './modules/webhooks/webhooks.resolvers';
import { ssoResolvers } from './modules/sso/sso.resolvers';

/** Every module's resolver map, merged per type. */
const modules: Resolvers[] = [authResolvers, twoFactorResolvers, passkeysResolvers, usersResolvers, roomsResolvers, bookingsResolvers, eventsResolvers, rsvpsResolvers, waitlistResolvers, inboxResolvers, announcementsResolvers, teamsResolvers, childrenResolvers, calendarResolvers, calendarFeedsResolvers, profileResolvers, pushResolvers, whatsappResolvers, insightsResolvers, auditResolvers, accountResolvers, exportsResolvers, paymentsResolvers, membershipsResolvers, remindersResolvers, webhooksResolvers, ssoResolvers];

export function allResolvers(): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const m of modules) {
    for (const [type, fields] of Object.entries(m)) {
      merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return { ...(merged as Resolvers), Date: DateScalar, DateTime: DateTimeScalar, Money: MoneyScalar };
}
