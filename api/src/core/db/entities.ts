import { SessionEntity } from '../../modules/auth/session.entity';
import { AnnouncementEntity } from '../../modules/announcements/announcement.entity';
import { InvoiceEntity } from '../../modules/bookings/invoice.entity';
import { RoomBookingEntity } from '../../modules/bookings/booking.entity';
import { EventEntity } from '../../modules/events/event.entity';
import { MeetingRoomEntity } from '../../modules/rooms/room.entity';
import { EventRsvpEntity } from '../../modules/rsvps/rsvp.entity';
import {
  AvailabilityEntity,
  ChildEntity,
  LeagueEntity,
  TeamEntity,
  TeamMemberEntity,
} from '../../modules/teams/team.entities';
import { UserEntity } from '../../modules/users/user.entity';
import {
  NotificationPreferenceEntity,
  WhatsappConfigEntity,
  WhatsappNotificationEntity,
  WhatsappTemplateEntity,
} from '../../modules/whatsapp/whatsapp.entities';
import { Initial1763769600000 } from '../../migrations/1763769600000-Initial';

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
export const MIGRATIONS = [Initial1763769600000];
