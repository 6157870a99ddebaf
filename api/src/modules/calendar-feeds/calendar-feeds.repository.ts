import type { DataSource } from 'typeorm';

export interface FeedRow {
  id: number;
  token: string;
  ownerId: number;
  roomId: number | null;
  roomName: string | null;
  createdAt: Date;
}

/** A feed found by its token, with what serving it needs to know about its owner and room. */
export interface FeedOwnerRow extends FeedRow {
  ownerIsAdmin: boolean;
  ownerFullName: string;
  /** The owner's language ('en' | 'de'), null for none: the feed's texts are written in it. */
  ownerLanguage: string | null;
}

export interface FeedEventRow {
  id: number;
  title: string;
  type: string;
  date: string;
  startTime: string;
  endTime: string | null;
  location: string;
  locationDetail: string | null;
  description: string | null;
  status: 'confirmed' | 'pending' | 'cancelled';
  rsvp: 'attending' | 'maybe';
  stamp: Date;
}

export interface FeedBookingRow {
  id: number;
  roomName: string;
  roomLocation: string | null;
  memberName: string;
  purpose: string | null;
  /** First day, yyyy-MM-dd. */
  start: string;
  /** The day after the last, yyyy-MM-dd (iCal's exclusive end of an all-day event). */
  end: string;
  stamp: Date;
}

const FEED_COLUMNS = `f.id, f.token, f.owner_id AS "ownerId", f.room_id AS "roomId", r.name AS "roomName", f.created_at AS "createdAt"`;

/** How far back a feed reaches: calendar apps keep what they saw, so old items need not be sent forever. */
const PAST_DAYS = 90;

/** calendar_feeds and the read-only projections a feed is made of (events, RSVPs, accepted bookings). */
export class CalendarFeedsRepository {
  constructor(private readonly ds: DataSource) {}

  async listByOwner(ownerId: number): Promise<FeedRow[]> {
    return this.ds.query(
      `SELECT ${FEED_COLUMNS} FROM calendar_feeds f LEFT JOIN meeting_rooms r ON r.id = f.room_id
        WHERE f.owner_id = $1 ORDER BY f.room_id NULLS FIRST, r.name`,
      [ownerId],
    );
  }

  async findByToken(token: string): Promise<FeedOwnerRow | null> {
    const rows: FeedOwnerRow[] = await this.ds.query(
      `SELECT ${FEED_COLUMNS}, u.is_admin AS "ownerIsAdmin", u.full_name AS "ownerFullName", u.language AS "ownerLanguage"
         FROM calendar_feeds f JOIN users u ON u.id = f.owner_id LEFT JOIN meeting_rooms r ON r.id = f.room_id
        WHERE f.token = $1`,
      [token],
    );
    return rows[0] ?? null;
  }

  async roomName(roomId: number): Promise<string | null> {
    const rows: { name: string }[] = await this.ds.query(`SELECT name FROM meeting_rooms WHERE id = $1`, [roomId]);
    return rows[0]?.name ?? null;
  }

  /**
   * Replaces the owner's feed for `roomId` (null: their own) with one under `token`, in one statement: an upsert on
   * the feed's unique key, so two regenerations at once (a double click) both succeed and the last one's address is
   * the feed's (a DELETE then INSERT let the second insert hit calendar_feeds_member_key: a 500).
   */
  async replace(ownerId: number, roomId: number | null, token: string): Promise<FeedRow> {
    const target = roomId === null ? '(owner_id) WHERE room_id IS NULL' : '(owner_id, room_id) WHERE room_id IS NOT NULL';
    const [row]: FeedRow[] = await this.ds.query(
      `WITH f AS (
         INSERT INTO calendar_feeds (token, owner_id, room_id) VALUES ($1, $2, $3)
         ON CONFLICT ${target} DO UPDATE SET token = EXCLUDED.token, created_at = now()
         RETURNING *)
       SELECT ${FEED_COLUMNS} FROM f LEFT JOIN meeting_rooms r ON r.id = f.room_id`,
      [token, ownerId, roomId],
    );
    return row;
  }

  /** True when a feed was removed. */
  async remove(ownerId: number, roomId: number | null): Promise<boolean> {
    const [, count]: [unknown, number] = await this.ds.query(
      `DELETE FROM calendar_feeds WHERE owner_id = $1 AND room_id IS NOT DISTINCT FROM $2`,
      [ownerId, roomId],
    );
    return count > 0;
  }

  /** Events the member answered Attending or Maybe, from PAST_DAYS ago on, whatever their status now. */
  memberEvents(memberId: number, today: string): Promise<FeedEventRow[]> {
    return this.ds.query(
      `SELECT e.id, e.title, e.type, to_char(e.date, 'YYYY-MM-DD') AS date,
              to_char(e.start_time, 'HH24:MI') AS "startTime", to_char(e.end_time, 'HH24:MI') AS "endTime",
              e.location, e.location_detail AS "locationDetail", e.description, e.status, r.status AS rsvp,
              greatest(e.created_at, r.responded_at) AS stamp
         FROM event_rsvps r JOIN events e ON e.id = r.event_id
        WHERE r.member_id = $1 AND r.status IN ('attending', 'maybe') AND e.date >= $2::date - ${PAST_DAYS}
        ORDER BY e.date, e.start_time, e.id`,
      [memberId, today],
    );
  }

  /** Accepted bookings of one member, or of one room, ending PAST_DAYS ago or later. */
  acceptedBookings(by: { memberId: number } | { roomId: number }, today: string): Promise<FeedBookingRow[]> {
    const [column, id] = 'memberId' in by ? ['b.member_id', by.memberId] : ['b.room_id', by.roomId];
    return this.ds.query(
      `SELECT b.id, r.name AS "roomName", r.location AS "roomLocation", u.full_name AS "memberName", b.purpose,
              to_char(lower(b.period), 'YYYY-MM-DD') AS start, to_char(upper(b.period), 'YYYY-MM-DD') AS "end",
              coalesce(b.reviewed_at, b.created_at) AS stamp
         FROM room_bookings b JOIN meeting_rooms r ON r.id = b.room_id JOIN users u ON u.id = b.member_id
        WHERE ${column} = $1 AND b.status = 'accepted' AND upper(b.period) >= $2::date - ${PAST_DAYS}
        ORDER BY lower(b.period), b.id`,
      [id, today],
    );
  }
}
