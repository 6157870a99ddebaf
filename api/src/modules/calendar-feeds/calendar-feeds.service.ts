import type { Clock } from '../../core/clock';
import { randomBytes } from 'node:crypto';
import { requireAdmin, requireViewer, type Viewer } from '../../core/auth/viewer';
import { notFound } from '../../core/errors';
import { parseId } from '../../core/validation';
import { languageOf, t, type Language } from '../../core/i18n';
import { CalendarFeedsRepository, type FeedRow } from './calendar-feeds.repository';
import { renderFeed } from './calendar-feeds.ics';

export interface CalendarFeedView {
  id: number;
  room: { id: number; name: string } | null;
  webcalUrl: string;
  httpUrl: string;
  createdAt: Date;
}

/** Tokens are 32 random bytes, base64url: unguessable, and safe in a URL path. */
const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

const FEED_NOT_FOUND = 'Calendar feed not found';

/**
 * Secret calendar feed addresses (issue 14). A member's feed holds the events they answered
 * Attending or Maybe (cancelled ones stay, marked CANCELLED) and their accepted bookings; an admin's
 * room feed holds a room's accepted bookings. A room feed works only while its owner is an admin.
 */
export class CalendarFeedsService {
  constructor(
    private readonly repo: CalendarFeedsRepository,
    private readonly publicUrl: string,
    private readonly clock: Clock,
    /** The office's DEFAULT_LANGUAGE, for owners who chose none. */
    private readonly defaultLanguage: Language = 'en',
  ) {}

  async list(viewer: Viewer | null): Promise<CalendarFeedView[]> {
    const v = requireViewer(viewer);
    const rows = await this.repo.listByOwner(v.id);
    // A former admin keeps no room feeds in view (they no longer serve either).
    return rows.filter((r) => r.roomId === null || v.isAdmin).map((r) => this.view(r));
  }

  /** A new address for the caller's own feed, or a room's (admins); the old address stops working. */
  async regenerate(viewer: Viewer | null, roomId: unknown): Promise<CalendarFeedView> {
    const { v, room } = await this.target(viewer, roomId);
    return this.view(await this.repo.replace(v.id, room, newToken()));
  }

  async revoke(viewer: Viewer | null, roomId: unknown): Promise<boolean> {
    const { v, room } = await this.target(viewer, roomId);
    return this.repo.remove(v.id, room);
  }

  /** The iCalendar text behind a token. Unknown, revoked or malformed tokens are "not found", all alike. */
  async render(token: string): Promise<string> {
    if (!TOKEN_SHAPE.test(token)) throw notFound(FEED_NOT_FOUND);
    const feed = await this.repo.findByToken(token);
    if (!feed || (feed.roomId !== null && !feed.ownerIsAdmin)) throw notFound(FEED_NOT_FOUND);
    const today = this.clock.today();
    const host = new URL(this.publicUrl).hostname;
    // Event times are written in the office's zone (OFFICE_TIME_ZONE): the feed sends the instants they name.
    const timeZone = this.clock.timeZone;
    // Written for the feed's owner, in their language (else the office's).
    const lang = languageOf(feed.ownerLanguage, this.defaultLanguage);
    if (feed.roomId !== null) {
      return renderFeed({
        name: `${feed.roomName} · D.Office`,
        host,
        events: [],
        bookings: await this.repo.acceptedBookings({ roomId: feed.roomId }, today),
        bookingTitle: (b) => `${b.roomName}: ${b.memberName}`,
        timeZone,
        lang,
      });
    }
    const [events, bookings] = await Promise.all([
      this.repo.memberEvents(feed.ownerId, today),
      this.repo.acceptedBookings({ memberId: feed.ownerId }, today),
    ]);
    const tr = t(lang);
    return renderFeed({ name: tr('ical:calendarName'), host, events, bookings, bookingTitle: (b) => tr('ical:roomBooking', { room: b.roomName }), timeZone, lang });
  }

  private async target(viewer: Viewer | null, roomId: unknown): Promise<{ v: Viewer; room: number | null }> {
    if (roomId === undefined || roomId === null || roomId === '') return { v: requireViewer(viewer), room: null };
    const v = requireAdmin(viewer);
    const room = parseId(roomId, 'Room');
    if ((await this.repo.roomName(room)) === null) throw notFound('Room not found');
    return { v, room };
  }

  private view(r: FeedRow): CalendarFeedView {
    const httpUrl = `${this.publicUrl}/api/calendar/${r.token}.ics`;
    return {
      id: r.id,
      room: r.roomId === null ? null : { id: r.roomId, name: r.roomName ?? '' },
      webcalUrl: httpUrl.replace(/^https?:/, 'webcal:'),
      httpUrl,
      createdAt: r.createdAt,
    };
  }
}
