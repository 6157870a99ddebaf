import type { AnnouncementEntity } from '../announcements/announcement.entity';
import type { RoomBookingEntity } from '../bookings/booking.entity';
import { endDateOf } from '../bookings/booking.mapper';
import type { EventEntity } from '../events/event.entity';
import type { EventRsvpEntity } from '../rsvps/rsvp.entity';
import type { UserEntity } from '../users/user.entity';

/*
 * The `data` of each webhook event: the object under its own name, with the fields and names its REST read answers
 * (GET /api/room-bookings, /api/events, /api/announcements, /api/users, /api/rsvps/my), related records as ids (an
 * integrator reads them through the API when it needs them). The emitting modules call these inside their transactions.
 * The OpenAPI document's `webhooks` section describes them (openapi/webhooks-doc.ts).
 */

const day = (d: string | Date | null) => (d instanceof Date ? d.toISOString().slice(0, 10) : d);

/** booking.requested / accepted / rejected / payment_step: the booking's REST fields, endDate as REST gives it. */
export function bookingData(b: RoomBookingEntity, extra: Record<string, unknown> = {}) {
  const { period: _period, joined: _joined, ...fields } = b;
  return { booking: { ...fields, endDate: endDateOf(b) }, ...extra };
}

export function eventData(e: EventEntity) {
  return {
    event: {
      id: e.id,
      title: e.title,
      type: e.type,
      date: day(e.date),
      startTime: e.startTime?.slice(0, 5) ?? null,
      endTime: e.endTime?.slice(0, 5) ?? null,
      location: e.location,
      locationDetail: e.locationDetail,
      description: e.description,
      maxAttendees: e.maxAttendees,
      status: e.status,
      createdBy: e.createdBy,
      createdAt: e.createdAt,
      teamId: e.teamId ?? null,
      teamsInvolved: e.teamsInvolved ?? [],
      relevanceType: e.relevanceType ?? null,
      ageGroupRelevance: e.ageGroupRelevance ?? null,
    },
  };
}

export function rsvpData(r: EventRsvpEntity) {
  return { rsvp: { id: r.id, eventId: r.eventId, memberId: r.memberId, status: r.status, respondedAt: r.respondedAt, notes: r.notes } };
}

/** The new member as an admin's GET /api/users shows them (never the hash or tokens). */
export function memberData(u: UserEntity) {
  return {
    member: {
      id: u.id,
      username: u.username,
      email: u.email,
      fullName: u.fullName,
      isAdmin: u.isAdmin,
      isParent: u.isParent ?? false,
      role: u.role,
      phone: u.phone,
      whatsappPhone: u.whatsappPhone,
      bio: u.bio,
      membershipNumber: u.membershipNumber,
      joinedAt: u.joinedAt,
    },
  };
}

export function announcementData(a: AnnouncementEntity) {
  return {
    announcement: {
      id: a.id,
      title: a.title,
      content: a.content,
      authorId: a.authorId,
      createdAt: a.createdAt,
      sendWhatsapp: a.sendWhatsapp,
      teamId: a.teamId,
      leagueId: a.leagueId,
    },
  };
}
