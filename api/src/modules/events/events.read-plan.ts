import type { GraphQLResolveInfo } from 'graphql';
import { selectedFieldNames } from '../../speed/graphql/selection';
import type { EventColumnGroup } from './events.repository';
import type { EventRead } from './events.service';

/**
 * The optional columns (OPTIONAL_EVENT_COLUMNS) each GraphQL Event field needs (null: none of them; its resolver reads
 * only columns always read, or a summary). A field missing here, e.g. one added later, reads every column.
 */
const FIELD_COLUMNS: Record<string, EventColumnGroup | null> = {
  __typename: null,
  id: null,
  title: null,
  type: null,
  date: null,
  startTime: null,
  location: null,
  maxAttendees: null,
  status: null,
  attendeeCount: null,
  currentUserRsvp: null,
  waitlistCount: null,
  waitlistPosition: null,
  endTime: 'details',
  locationDetail: 'details',
  description: 'details',
  createdBy: 'audit',
  createdAt: 'audit',
  team: 'team',
  teamsInvolved: 'team',
  relevanceType: 'team',
  ageGroupRelevance: 'team',
};

/**
 * What a list of events needs to read for the Event fields asked for (`names`, null when unknown): the
 * waiting-list summary only when its fields are asked for (otherwise they would use the loader), and the
 * optional columns of the fields asked for.
 */
function eventReadFor(names: ReadonlySet<string> | null): EventRead {
  if (!names) return { waitlist: true };
  const only = new Set<EventColumnGroup>();
  for (const name of names) {
    const group = FIELD_COLUMNS[name];
    if (group === undefined) return { waitlist: true };
    if (group) only.add(group);
  }
  return { waitlist: names.has('waitlistCount') || names.has('waitlistPosition'), only: [...only] };
}

/**
 * What a GraphQL list of events reads for the fields asked of its events: those of the field being resolved, or of
 * its field at `path` (['events'] under `calendar`). See speed/README.md: only the columns a query needs.
 */
export function eventsRead(info: GraphQLResolveInfo, path: readonly string[] = []): EventRead {
  return eventReadFor(selectedFieldNames(info, path));
}
