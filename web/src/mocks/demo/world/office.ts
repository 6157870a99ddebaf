import dayjs from 'dayjs';
import { DEMO_BOOKINGS, DEMO_PAST_BOOKINGS, DEMO_ROOMS, STEPS_TICKED, type DemoBooking as SampleBooking } from '../../../../../sample/world';
import { PAYMENT_STEPS } from '../../../../../rules/payment-steps';
import { demoUserIdOf } from '../../handlers';
import { UNREVIEWED, type DemoBooking, type RoomView } from '../world-types';

/**
 * The demo office's rooms and bookings, from the sample the seed writes (sample/office.ts, sample/history.ts): the
 * same rooms, the same requests in the same states, the same year of finished bookings, dated from the real today.
 */

/** Room ids are 1, 2, … in the sample's order. */
export const demoRoomIdOf = (name: string): string => {
  const i = DEMO_ROOMS.findIndex((r) => r.name === name);
  if (i < 0) throw new Error(`the sample names an unknown room: ${name}`);
  return String(i + 1);
};

export const sampleRooms = (): RoomView[] => DEMO_ROOMS.map((r, i) => ({ __typename: 'MeetingRoom', id: String(i + 1), ...r, amenities: [...r.amenities] }));

/**
 * The current requests, taken as far through the workflow as the seed takes them (requested and reviewed in the
 * last days; a step the sample says was asked for `askedDaysAgo` is dated so). Ids are 101, 102, … in the sample's order.
 */
function currentBooking(b: SampleBooking, i: number, now: Date): DemoBooking {
  const ago = (days: number) => dayjs(now).subtract(days, 'day').toISOString();
  const start = b.start === 'today' ? dayjs(now) : dayjs(now).startOf('month').add(b.start + 1, 'month');
  const ticked = PAYMENT_STEPS.slice(0, STEPS_TICKED[b.state]).map((s) => s.field);
  const booking: DemoBooking = {
    ...UNREVIEWED,
    id: String(101 + i),
    roomId: demoRoomIdOf(b.room),
    memberId: demoUserIdOf(b.member),
    startDate: start.format('YYYY-MM-DD'),
    durationMonths: b.durationMonths,
    purpose: b.purpose,
    status: b.state === 'pending' || b.state === 'rejected' ? b.state : 'accepted',
    createdAt: ago(10),
    reviewedAt: b.state === 'pending' ? null : ago(8),
    rejectionReason: b.state === 'rejected' ? (b.rejectionReason ?? 'Not available for that period.') : null,
  };
  ticked.forEach((field, n) => (booking[field] = ago(7 - n)));
  // The last step asked for days ago and still unpaid (issue 36's reminders and Overdue tab).
  if (b.askedDaysAgo && ticked.length) booking[ticked.at(-1)!] = ago(b.askedDaysAgo);
  return booking;
}

/**
 * A booking that already ran (sample/history.ts): requested 20 days before its start, reviewed 15 before, deposit asked
 * 14 and received 10 before, rent asked 7 before and paid 5 after the start. Ids are 201, 202, ….
 */
function pastBooking(b: (typeof DEMO_PAST_BOOKINGS)[number], i: number, now: Date): DemoBooking {
  const start = dayjs(now).startOf('month').subtract(b.monthsAgo, 'month');
  const at = (days: number) => start.add(days, 'day').hour(10).toISOString();
  const rejected = b.outcome === 'rejected';
  return {
    ...UNREVIEWED,
    id: String(201 + i),
    roomId: demoRoomIdOf(b.room),
    memberId: demoUserIdOf(b.member),
    startDate: start.format('YYYY-MM-DD'),
    durationMonths: b.durationMonths,
    purpose: b.purpose,
    status: rejected ? 'rejected' : 'accepted',
    rejectionReason: rejected ? 'The room was taken for that period.' : null,
    createdAt: at(-20),
    reviewedAt: at(-15),
    ...(rejected ? {} : { depositRequestedAt: at(-14), depositReceivedAt: at(-10), fullPaymentRequestedAt: at(-7) }),
    fullPaymentReceivedAt: b.outcome === 'paid' ? at(5) : null,
  };
}

/** The sample's bookings: this year's requests, then the year of history. */
export const sampleBookings = (now: Date): DemoBooking[] => [
  ...DEMO_BOOKINGS.map((b, i) => currentBooking(b, i, now)),
  ...DEMO_PAST_BOOKINGS.map((b, i) => pastBooking(b, i, now)),
];
