import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from './core/config';
import type { Logger } from './core/logger';
import { Passwords } from './core/auth/passwords';
import { officeClock } from './core/clock';
import { createMailer } from './core/mail';
import { AuthService } from './modules/auth/auth.service';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { TwoFactorService } from './modules/auth/two-factor.service';
import { PasskeysService } from './modules/auth/passkeys.service';
import { SsoService } from './modules/sso/sso.service';
import { UsersService } from './modules/users/users.service';
import { AnnouncementsService } from './modules/announcements/announcements.service';
import { CalendarFeedsRepository } from './modules/calendar-feeds/calendar-feeds.repository';
import { CalendarFeedsService } from './modules/calendar-feeds/calendar-feeds.service';
import { CalendarService } from './modules/calendar/calendar.service';
import { EventsService } from './modules/events/events.service';
import { RsvpsService } from './modules/rsvps/rsvps.service';
import { WaitlistService } from './modules/waitlist/waitlist.service';
import { TeamsService } from './modules/teams/teams.service';
import { ChildrenService } from './modules/children/children.service';
import { RoomsService } from './modules/rooms/rooms.service';
import { BookingsService } from './modules/bookings/bookings.service';
import { InvoicesService } from './modules/bookings/invoices.service';
import { InsightsService } from './modules/insights/insights.service';
import { ProfileService } from './modules/users/profile.service';
import { WhatsappService } from './modules/whatsapp/whatsapp.service';
import { whatsappCipher } from './modules/whatsapp/whatsapp.keys';
import { EmailChannel, InboxChannel, WhatsappChannel } from './modules/notifications/channels';
import { PushChannel } from './modules/push/push.channel';
import { vapidKeys } from './modules/push/push.keys';
import { PushRepository } from './modules/push/push.repository';
import { PushService } from './modules/push/push.service';
import { InboxService } from './modules/notifications/inbox.service';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { NotificationsService } from './modules/notifications/notifications.service';
import { AuditService } from './modules/audit/audit.service';
import { WebhooksService } from './modules/webhooks/webhooks.service';
import { AccountService } from './modules/users/account.service';
import { ExportsService } from './modules/exports/exports.service';
import { PaymentsService } from './modules/payments/payments.service';
import { PaymentWebhook } from './modules/payments/payments.webhook';
import { PaymentReconciler } from './modules/payments/payments.reconcile';
import { createStripeProvider } from './modules/payments/stripe-provider';
import { MembershipsService } from './modules/memberships/memberships.service';
import { DuesService } from './modules/memberships/dues.service';
import { RemindersService } from './modules/reminders/reminders.service';

export interface ServiceDeps {
  ds: DataSource;
  config: Config;
  logger: Logger;
  /** Secret that signs session tokens. */
  secret: string;
  /** The wall clock (tests move it); the office's clock reads it in OFFICE_TIME_ZONE. */
  now?: () => Date;
}

/** One instance of each service per server; they take the viewer explicitly on every call. */
export function createServices({ ds, config, logger, secret, now }: ServiceDeps) {
  // TypeORM's postgres driver keeps its pg Pool here; the rate limiter shares it.
  const pool = (ds.driver as unknown as { master: Pool }).master;
  const passwords = new Passwords(config.bcryptRounds);
  const clock = officeClock(config.officeTimeZone, now);
  const twoFactor = new TwoFactorService(ds, 'D.Office');
  const passkeys = new PasskeysService(ds, config.passkeys);
  const auth = new AuthService(ds, config, secret, passwords, twoFactor, passkeys);
  const sso = new SsoService(ds, config, secret, auth, passwords);
  const users = new UsersService(ds, passwords);
  const mailer = createMailer(config, logger);
  const passwordReset = new PasswordResetService(ds, config, logger, auth, passwords, mailer, pool);
  const rooms = new RoomsService(ds);
  const invoices = new InvoicesService(ds, config.currency, (of) => payments.invoicePayments(of), config.defaultLanguage);
  const waitlist = new WaitlistService(ds, clock);
  const inbox = new InboxService(ds);
  const whatsapp = new WhatsappService(ds, config, logger, whatsappCipher(config, logger));
  const notificationsRepo = new NotificationsRepository(ds);
  // Web push (issue 37): endpoints on loopback (the local push service) only where webhooks may call private targets.
  const vapid = vapidKeys(config, logger);
  const pushRepo = new PushRepository(ds);
  const push = new PushService(pushRepo, vapid, { allowPrivate: config.webhooks.allowPrivateTargets });
  const notifications = new NotificationsService(
    notificationsRepo,
    [new WhatsappChannel(whatsapp), new EmailChannel(mailer, config.publicUrl), new InboxChannel(notificationsRepo),
      new PushChannel(pushRepo, vapid, { publicUrl: config.publicUrl, allowPrivate: config.webhooks.allowPrivateTargets }),
    ],
    logger,
    config.publicUrl,
    () => whatsapp.isActive(),
    clock,
  );
  notifications.pushActive = push.active;
  notifications.defaultLanguage = config.defaultLanguage;
  const announcements = new AnnouncementsService(ds, () => notifications.wake());
  // A place freed by an answer or an edit promotes a waiting member in the same transaction; their message goes out on the next sweep.
  const events = new EventsService(ds, clock, () => notifications.wake());
  const bookings = new BookingsService(ds, clock, () => notifications.wake());
  const rsvps = new RsvpsService(ds, clock, () => notifications.wake());
  const profile = new ProfileService(ds);
  const teams = new TeamsService(ds);
  const children = new ChildrenService(ds, clock);
  const calendar = new CalendarService(ds, events);
  const insights = new InsightsService(ds, clock, () => memberships.countsByStatus());
  const calendarFeeds = new CalendarFeedsService(new CalendarFeedsRepository(ds), config.publicUrl, clock, config.defaultLanguage);
  const audit = new AuditService(ds);
  const account = new AccountService(ds, passwords, clock);
  const exports = new ExportsService(ds, clock);
  // Online payment is on when the provider's keys are set; the manual checklist works either way.
  const { secretKey, webhookSecret, apiUrl, retrySeconds } = config.payments;
  const provider = secretKey && webhookSecret ? createStripeProvider({ secretKey, webhookSecret, apiUrl }) : null;
  const payments = new PaymentsService(ds, provider, { currency: config.currency, publicUrl: config.publicUrl, retrySeconds }, logger, () => notifications.wake());
  bookings.stepListener = payments;
  const paymentWebhook = new PaymentWebhook(ds, payments, bookings, logger, () => notifications.wake());
  const paymentReconciler = new PaymentReconciler(ds, payments, paymentWebhook, logger);
  // Membership plans and dues (issue 36): a lapsed member's request asks the membership rule; dues paid online go through payments.
  const memberships = new MembershipsService(ds, clock);
  const dues = new DuesService(ds, memberships.repo, clock, logger);
  memberships.dues = dues;
  dues.listener = payments;
  paymentWebhook.dues = dues;
  bookings.requestGate = memberships.requestGate;
  // Reminders of what is owed and the admins' weekly digest (issue 36) ride the notification sweep.
  const reminders = new RemindersService(ds, memberships.repo, clock, config.currency);
  notifications.reminders = reminders;
  notifications.payments = {
    get online() {
      return payments.online;
    },
    currency: config.currency,
  };
  const webhooks = new WebhooksService(ds, { allowPrivateTargets: config.webhooks.allowPrivateTargets, publicUrl: config.publicUrl }, mailer, logger);
  return { webhooks, clock, memberships, dues, reminders, payments, paymentWebhook, paymentReconciler, audit, account, exports, passwords, auth, twoFactor, passkeys, sso, users, passwordReset, rooms, bookings, invoices, events, rsvps, waitlist, inbox, announcements, teams, children, calendar, calendarFeeds, insights, whatsapp, profile, push, notifications };
}

export type Services = ReturnType<typeof createServices>;
