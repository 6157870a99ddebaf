import type { RestRoutes } from './core/http/routes';
import type { RequestContext } from './context';
import { authRoutes } from './modules/auth/auth.rest';
import { twoFactorRoutes } from './modules/auth/two-factor.rest';
import { passkeysRoutes } from './modules/auth/passkeys.rest';

import { ssoRoutes } from './modules/sso/sso.rest';
import { usersRoutes } from './modules/users/users.rest';
import { announcementsRoutes } from './modules/announcements/announcements.rest';
import { eventsRoutes } from './modules/events/events.rest';
import { rsvpsRoutes } from './modules/rsvps/rsvps.rest';
import { waitlistRoutes } from './modules/waitlist/waitlist.rest';
import { inboxRoutes } from './modules/notifications/inbox.rest';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.rest';
import { teamsRoutes } from './modules/teams/teams.rest';
import { childrenRoutes } from './modules/children/children.rest';
import { roomsRoutes } from './modules/rooms/rooms.rest';
import { bookingsRoutes } from './modules/bookings/bookings.rest';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.rest';
import { insightsRoutes } from './modules/insights/insights.rest';
import { profileRoutes } from './modules/users/profile.rest';
import { auditRoutes } from './modules/audit/audit.rest';
import { accountRoutes } from './modules/users/account.rest';
import { exportsRoutes } from './modules/exports/exports.rest';
import { paymentsRoutes } from './modules/payments/payments.rest';
import { membershipsRoutes } from './modules/memberships/memberships.rest';
import { remindersRoutes } from './modules/reminders/reminders.rest';
import { webhooksRoutes } from './modules/webhooks/webhooks.rest';
import { buildOpenApi } from './openapi/document';

/** Spec §7 REST paths, mounted under /api. Each is a thin shim over a service. */
export function registerRestRoutes(r: RestRoutes<RequestContext>): void {
  authRoutes(r);
  twoFactorRoutes(r);
  passkeysRoutes(r);

  ssoRoutes(r);
  usersRoutes(r);
  roomsRoutes(r);
  bookingsRoutes(r);
  eventsRoutes(r);
  rsvpsRoutes(r);
  waitlistRoutes(r);
  inboxRoutes(r);
  announcementsRoutes(r);
  teamsRoutes(r);
  childrenRoutes(r);
  calendarFeedsRoutes(r);
  profileRoutes(r);
  insightsRoutes(r);
  whatsappRoutes(r);
  auditRoutes(r);
  accountRoutes(r);
  exportsRoutes(r);
  paymentsRoutes(r);
  membershipsRoutes(r);
  remindersRoutes(r);
  webhooksRoutes(r);
  // The OpenAPI document, built from this route table once every route is in it (this one included).
  let openapi: Record<string, unknown> | undefined;
  r.add('get', '/openapi.json', 'PUBLIC', async () => (openapi ??= buildOpenApi(r.rules)));
}
