import fc from 'fast-check';
import { eventsJson, type EventDto } from './event.mapper';

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

const bytes = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

it('eventsJson writes exactly the bytes of JSON.stringify', () => {
  fc.assert(
    fc.property(fc.array(eventDto, { maxLength: 8 }), (events) => {
      expect(eventsJson(events).equals(bytes(events))).toBe(true);
    }),
    { numRuns: 500 },
  );
  expect(eventsJson([]).toString()).toBe('[]');
});

it('eventsJson writes what JSON.stringify writes for values outside the usual ones', () => {
  const one = fc.sample(eventDto, { numRuns: 1, seed: 11 })[0];
  const odd: Partial<Record<keyof EventDto, unknown>>[] = [
    { createdAt: new Date(Number.NaN) },
    { createdAt: new Date(Date.UTC(10000, 0, 1)) },
    { createdAt: new Date(-62198755200000) },
    { createdAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)) },
    { createdAt: '2026-01-01T00:00:00.000Z' },
    { id: -5, maxAttendees: 2 ** 60, attendeeCount: 1.5, waitlistCount: Number.POSITIVE_INFINITY, teamId: -0 },
    { title: 'Café – ünïcode \u{1F600}', location: 'tab\there', description: 'del \u007f' },
    { title: 12, location: null, teamsInvolved: [1, undefined, -3] },
    { currentUserRsvp: { status: 'attending', respondedAt: new Date(0) } },
    { description: undefined },
    { endTime: () => 'f' },
  ];
  for (const change of odd) {
    const events = [{ ...one, ...change }, one] as EventDto[];
    expect(eventsJson(events).toString('utf8')).toBe(JSON.stringify(events));
    expect(eventsJson(events).equals(bytes(events))).toBe(true);
  }
});
