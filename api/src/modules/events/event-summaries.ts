import type { RsvpAnswer as RsvpStatusValue } from '../../../../rules/events';

/*
 * What an event row carries of its answers and its waiting list, read in the same statement as the event (the event
 * lists) or alone (the loaders of rsvps/ and waitlist/). It is part of reading an event, so it lives with events/:
 * rsvps/ and waitlist/ build on events/, never the other way round.
 */

/** An event's attending count and one member's own answer (Event.attendeeCount, Event.currentUserRsvp). */
export interface RsvpSummary {
  attending: number;
  mine: { status: RsvpStatusValue; respondedAt: Date } | null;
}

/** The columns rsvpSummarySql adds to a row. */
export interface RsvpSummaryRow {
  rsvp_attending: number;
  rsvp_status: RsvpStatusValue | null;
  rsvp_responded_at: Date | null;
}

/**
 * The RSVP summary of each event row of a statement, as SQL to put in it: `columns` for its select
 * list and `join` after its FROM (`eventAlias` names the statement's events table, `memberParam`
 * the member's parameter, NULL for nobody). Written once here, used by the summary loader's
 * statement and by the event lists that read their summaries in the same statement. The attending
 * count is the event's own column, which PostgreSQL keeps (migration EventAttendingCount): a list
 * costs the same whatever the number of answers per event.
 */
export function rsvpSummarySql(eventAlias: string, memberParam: string): { columns: string; join: string } {
  return {
    columns:
      `${eventAlias}.attending_count AS rsvp_attending, ` +
      `mine.status AS rsvp_status, mine.responded_at AS rsvp_responded_at`,
    join: `LEFT JOIN event_rsvps mine ON mine.event_id = ${eventAlias}.id AND mine.member_id = ${memberParam}`,
  };
}

export const rsvpSummaryOf = (r: RsvpSummaryRow): RsvpSummary => ({
  attending: r.rsvp_attending,
  mine: r.rsvp_status === null ? null : { status: r.rsvp_status, respondedAt: r.rsvp_responded_at! },
});

/** rsvpSummaryOf for rows read as arrays (preparedArrays), by where rsvpSummarySql's columns are in them. */
export function rsvpSummaryReader(columns: readonly string[]): (row: unknown[]) => RsvpSummary {
  const [attending, status, respondedAt] = ['rsvp_attending', 'rsvp_status', 'rsvp_responded_at'].map((c) => columns.indexOf(c));
  // The same summary as rsvpSummaryOf, without a row object per event in between.
  return (r) => {
    const mine = r[status] as RsvpStatusValue | null;
    return { attending: r[attending] as number, mine: mine === null ? null : { status: mine, respondedAt: r[respondedAt] as Date } };
  };
}

/** One event's waiting list as a reader sees it. */
export interface WaitlistSummary {
  /** Members waiting. */
  count: number;
  /** The reader's place (1 = next), or null when not waiting. */
  position: number | null;
}

/** The columns waitlistSummarySql adds to a row. */
export interface WaitlistSummaryRow {
  waitlist_count: number;
  waitlist_position: number;
}

/**
 * Each event row's waiting list as select-list SQL (`eventAlias` names the events' table,
 * `memberParam` the reader, NULL for nobody): the event lists read it in their own statement, the
 * loader for lone events in its. Written once here.
 */
export function waitlistSummarySql(eventAlias: string, memberParam: string): string {
  const waiting = `FROM event_waitlist w WHERE w.event_id = ${eventAlias}.id AND w.promoted_at IS NULL`;
  return (
    `(SELECT count(*)::int ${waiting}) AS waitlist_count, ` +
    `(SELECT count(*)::int ${waiting} AND w.id <= (SELECT m.id FROM event_waitlist m
        WHERE m.event_id = ${eventAlias}.id AND m.member_id = ${memberParam} AND m.promoted_at IS NULL)) AS waitlist_position`
  );
}

export const waitlistSummaryOf = (r: WaitlistSummaryRow): WaitlistSummary => ({
  count: r.waitlist_count,
  position: r.waitlist_position > 0 ? r.waitlist_position : null,
});

/** waitlistSummaryOf for rows read as arrays (preparedArrays), by where waitlistSummarySql's columns are in them. */
export function waitlistSummaryReader(columns: readonly string[]): (row: unknown[]) => WaitlistSummary {
  const [count, position] = ['waitlist_count', 'waitlist_position'].map((c) => columns.indexOf(c));
  return (r) => waitlistSummaryOf({ waitlist_count: r[count], waitlist_position: r[position] } as WaitlistSummaryRow);
}
