import { useLive } from '../../lib/live';

const loadLive = () => import('./live');
/** Without the socket, a limited event's counts are asked again this often. */
export const SEATS_FALLBACK_POLL_MS = 60_000;
/** At most this many events are followed live on one page (the server caps subscriptions per socket). */
export const MOST_LIVE_EVENTS = 12;

/** Keeps one event's attendee and waitlist counts live on the page (renders nothing): `onChange` re-asks them. */
export function LiveSeats({ eventId, onChange }: { eventId: string; onChange: () => void }) {
  useLive(loadLive, onChange, SEATS_FALLBACK_POLL_MS, { eventId });
  return null;
}
