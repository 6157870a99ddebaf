import { SessionEntity } from './modules/auth/session.entity';
import { AnnouncementEntity } from './modules/announcements/announcement.entity';
import { InvoiceEntity } from './modules/bookings/invoice.entity';
import { RoomBookingEntity } from './modules/bookings/booking.entity';
import { EventEntity } from './modules/events/event.entity';
import { MeetingRoomEntity } from './modules/rooms/room.entity';
import { EventRsvpEntity } from './modules/rsvps/rsvp.entity';
import {
  LeagueEntity,
  TeamEntity,
  TeamMemberEntity,
} from './modules/teams/team.entities';
import { AvailabilityEntity, ChildEntity } from './modules/children/child.entities';
import { UserEntity } from './modules/users/user.entity';
import {
  NotificationPreferenceEntity,
  WhatsappConfigEntity,
  WhatsappNotificationEntity,
  WhatsappTemplateEntity,
} from './modules/whatsapp/whatsapp.entities';
import { Initial1763769600000 } from './migrations/1763769600000-Initial';
import { Notifications1764100000000 } from './migrations/1764100000000-Notifications';
import { JuniorSection1764200000000 } from './migrations/1764200000000-JuniorSection';
import { CalendarFeeds1764400000000 } from './migrations/1764400000000-CalendarFeeds';
import { AuditLogAndAccountDeletion1764700000000 } from './migrations/1764700000000-AuditLogAndAccountDeletion';
import { EventWaitlist1764800000000 } from './migrations/1764800000000-EventWaitlist';
import { NotificationInbox1764800000001 } from './migrations/1764800000001-NotificationInbox';
import { BookingsListOrderIndexes1764911000000 } from './migrations/1764911000000-BookingsListOrderIndexes';
import { EventAttendingCount1765000000000 } from './migrations/1765000000000-EventAttendingCount';
import { OfficeTimeZone1765100000000 } from './migrations/1765100000000-OfficeTimeZone';
import { BookingIdenticalRequests1765100000001 } from './migrations/1765100000001-BookingIdenticalRequests';
import { OnlinePayments1766000000000 } from './migrations/1766000000000-OnlinePayments';
import { GapFreeInvoices1766000000001 } from './migrations/1766000000001-GapFreeInvoices';
import { MembershipDues1767200000000 } from './migrations/1767200000000-MembershipDues';
import { PaymentReminders1767300000000 } from './migrations/1767300000000-PaymentReminders';
import { LoginThrottle1766100000000 } from './migrations/1766100000000-LoginThrottle';
import { BookingExtensions1767100000000 } from './migrations/1767100000000-BookingExtensions';
import { AdminTwoFactor1767400000000 } from './migrations/1767400000000-AdminTwoFactor';
import { OutgoingWebhooks1767500000000 } from './migrations/1767500000000-OutgoingWebhooks';
import { Passkeys1767700000000 } from './migrations/1767700000000-Passkeys';
import { WebPush1768000000000 } from './migrations/1768000000000-WebPush';
import { UserLanguage1768100000000 } from './migrations/1768100000000-UserLanguage';
import { ListIndexesAtTenTimes1768300000000 } from './migrations/1768300000000-ListIndexesAtTenTimes';
import { SingleSignOn1767600000000 } from './migrations/1767600000000-SingleSignOn';
import { LiveNotices1767800000000 } from './migrations/1767800000000-LiveNotices';
import type { Config } from './core/config';
import { openPostgres, type Database } from './core/db/bootstrap';
import { postgresDataSource, type DataSourceOptions } from './core/db/data-source';
import type { Logger } from './core/logger';

/*
 * The app's database: every feature's entities and every migration, registered here (app wiring,
 * above the features) so that core/ knows no feature. The server, the CLIs, the tests, the
 * benchmark and the TypeORM CLI all open PostgreSQL through these two functions.
 */

export const ENTITIES = [
  UserEntity,
  SessionEntity,
  MeetingRoomEntity,
  RoomBookingEntity,
  InvoiceEntity,
  EventEntity,
  EventRsvpEntity,
  AnnouncementEntity,
  LeagueEntity,
  TeamEntity,
  ChildEntity,
  TeamMemberEntity,
  AvailabilityEntity,
  WhatsappConfigEntity,
  WhatsappTemplateEntity,
  WhatsappNotificationEntity,
  NotificationPreferenceEntity,
];

/** In order. Add new migrations at the end. */
export const MIGRATIONS = [Initial1763769600000, Notifications1764100000000, JuniorSection1764200000000, CalendarFeeds1764400000000, AuditLogAndAccountDeletion1764700000000, EventWaitlist1764800000000, NotificationInbox1764800000001, BookingsListOrderIndexes1764911000000, EventAttendingCount1765000000000, OfficeTimeZone1765100000000, BookingIdenticalRequests1765100000001, OnlinePayments1766000000000, GapFreeInvoices1766000000001, LoginThrottle1766100000000, BookingExtensions1767100000000, MembershipDues1767200000000, PaymentReminders1767300000000, AdminTwoFactor1767400000000, OutgoingWebhooks1767500000000, SingleSignOn1767600000000, Passkeys1767700000000, LiveNotices1767800000000, WebPush1768000000000, UserLanguage1768100000000, ListIndexesAtTenTimes1768300000000];

/** The app's DataSource on a URL: its entities and migrations; migrations only, never synchronize. */
export function createDataSource(opts: DataSourceOptions) {
  return postgresDataSource({ ...opts, entities: ENTITIES, migrations: MIGRATIONS });
}

/** DATABASE_URL or the embedded PostgreSQL, migrated (see core/db/bootstrap). */
export function openDatabase(config: Config, logger: Logger, opts: { attach?: boolean } = {}): Promise<Database> {
  return openPostgres(config, logger, (url) => createDataSource({ url, namedStatements: config.databasePooler !== 'transaction' }), opts);
}
