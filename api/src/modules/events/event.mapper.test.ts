import fc from 'fast-check';
import { stringifyEvents, type EventDto } from './event.mapper';

/** The compiled serializer of event lists gives exactly JSON.stringify's bytes, whatever the values. */
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const anyText = fc.oneof(text, fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('"', '\\', '\n', '\u0000', '</script>', '\u2028', '\ud800'));
const int = fc.integer();
const date = fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true });

const eventDto: fc.Arbitrary<EventDto> = fc.record({
  id: fc.nat(),
  title: anyText,
  type: fc.constantFrom('meeting', 'workshop', 'social', 'networking', 'match', 'training', 'tournament'),
  date: fc.constant('2026-11-24'),
  startTime: fc.constant('09:00'),
  endTime: maybe(fc.constant('10:30')),
  location: anyText,
  locationDetail: maybe(anyText),
  description: maybe(anyText),
  maxAttendees: maybe(int),
  status: fc.constantFrom('confirmed', 'pending', 'cancelled'),
  createdBy: maybe(int),
  createdAt: date,
  attendeeCount: fc.nat(),
  currentUserRsvp: maybe(fc.record({ status: fc.constantFrom('attending', 'not_attending', 'maybe'), respondedAt: date })),
  teamId: maybe(int),
  team: maybe(fc.record({ id: fc.nat(), name: anyText })),
  teamsInvolved: fc.array(fc.nat(), { maxLength: 4 }),
  relevanceType: maybe(fc.constantFrom('all', 'age_group', 'team')),
  ageGroupRelevance: maybe(anyText),
  waitlistCount: fc.nat(),
  waitlistPosition: maybe(fc.nat()),
}) as fc.Arbitrary<EventDto>;

it('stringifyEvents matches JSON.stringify byte for byte', () => {
  fc.assert(
    fc.property(fc.array(eventDto, { maxLength: 8 }), (events) => {
      expect(stringifyEvents(events)).toBe(JSON.stringify(events));
    }),
    { numRuns: 500 },
  );
  expect(stringifyEvents([])).toBe('[]');
});
