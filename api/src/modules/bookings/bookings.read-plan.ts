import type { GraphQLResolveInfo } from 'graphql';
import { selectedFieldNames } from '../../speed/graphql/selection';
import type { BookingListColumns } from './bookings.repository';

/**
 * The properties each GraphQL field of the admin list reads other than its own name's (none: answered from the joined
 * row or an id). Every other field reads the property of its name (MeetingRoom, User and Invoice have no other
 * resolvers). A field with a resolver of its own that reads another property belongs here, or the list misses it.
 */
const READS: Record<'booking' | 'room' | 'member' | 'invoice', Record<string, readonly string[]>> = {
  booking: {
    __typename: [],
    room: [],
    member: [],
    invoice: [],
    endDate: ['period'],
    extendedBy: [],
    history: [],
    endingSoon: ['status', 'startDate', 'durationMonths'],
    memberMembershipStatus: ['memberId'],
  },
  room: { __typename: [] },
  member: { __typename: [] },
  invoice: { __typename: [], pdfUrl: ['id'], plan: ['planId'], paymentDue: ['id', 'kind', 'paidInFull', 'voidedAt', 'totalAmount'] },
};

/**
 * What the admin list (BookingsRepository.list) reads of each part for the fields asked for; a part whose fields
 * cannot be told reads everything. See speed/README.md: only the columns a query needs.
 */
export function bookingListRead(info: GraphQLResolveInfo): BookingListColumns {
  const props = (part: keyof typeof READS, path: string[]) => {
    const names = selectedFieldNames(info, path);
    return names ? new Set([...names].flatMap((name) => READS[part][name] ?? [name])) : undefined;
  };
  return { booking: props('booking', []), room: props('room', ['room']), member: props('member', ['member']), invoice: props('invoice', ['invoice']) };
}
