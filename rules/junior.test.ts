import fc from 'fast-check';
import { eventInputSchema } from '../validation/events';
import { isRelevantToChild, normaliseTeamsInvolved } from './junior';

/** Spec §5: teamsInvolved normalised to a list of numeric ids, as properties over generated input. */
const id = fc.integer({ min: 1, max: 2147483647 });
const ids = fc.array(id, { maxLength: 12 });
const asObject = (list: readonly unknown[]) => Object.fromEntries(list.map((v, i) => [String(i), v]));

describe('normaliseTeamsInvolved (spec §5)', () => {
  it('turns null or missing into []', () => {
    expect(normaliseTeamsInvolved(null)).toEqual([]);
    expect(normaliseTeamsInvolved(undefined)).toEqual([]);
  });

  it('keeps a list of ids, numbers or digit strings, in order', () => {
    fc.assert(fc.property(ids, (list) => {
      expect(normaliseTeamsInvolved(list)).toEqual(list);
      expect(normaliseTeamsInvolved(list.map(String))).toEqual(list);
    }));
  });

  it('parses a string as JSON, then reads it the same way', () => {
    fc.assert(fc.property(ids, (list) => {
      expect(normaliseTeamsInvolved(JSON.stringify(list))).toEqual(list);
      expect(normaliseTeamsInvolved(JSON.stringify(asObject(list.map(String))))).toEqual(list);
      expect(normaliseTeamsInvolved('null')).toEqual([]);
    }));
  });

  it('turns an object keyed by numbers into its values as integers, in key order', () => {
    fc.assert(fc.property(ids, (list) => {
      expect(normaliseTeamsInvolved(asObject(list))).toEqual(list);
      expect(normaliseTeamsInvolved(asObject(list.map(String)))).toEqual(list);
      // Insertion order does not matter: numeric keys are read in order.
      expect(normaliseTeamsInvolved(Object.fromEntries(list.map((v, i) => [String(i), v]).reverse()))).toEqual(list);
    }));
  });

  it('refuses anything else', () => {
    const notAnId = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ noInteger: true }),
      fc.boolean(),
      fc.constant(null),
      fc.string().filter((s) => !/^\s*\d{1,10}\s*$/.test(s)),
      fc.integer({ min: 2147483648, max: Number.MAX_SAFE_INTEGER }),
    );
    const bad = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.double(),
      fc.string().filter((s) => {
        try {
          const v = JSON.parse(s);
          return typeof v !== 'object' && typeof v !== 'string';
        } catch {
          return true;
        }
      }),
      fc.tuple(ids, notAnId, fc.nat()).map(([list, badId, at]) => {
        const copy: unknown[] = [...list];
        copy.splice(at % (list.length + 1), 0, badId);
        return copy;
      }),
      fc.dictionary(fc.string().filter((k) => !/^\d+$/.test(k)), id, { minKeys: 1 }),
    );
    fc.assert(fc.property(bad, (value) => {
      expect(normaliseTeamsInvolved(value)).toBeUndefined();
    }));
    // A string inside a string is parsed once only.
    expect(normaliseTeamsInvolved(JSON.stringify(JSON.stringify([1])))).toBeUndefined();
  });

  it('is what the event schema stores, and what it refuses with a 400 message', async () => {
    const base = { title: 'Cup', type: 'tournament', date: '2030-01-01', startTime: '10:00', location: 'Park' };
    await fc.assert(fc.asyncProperty(ids, async (list) => {
      expect((await eventInputSchema.validate({ ...base, teamsInvolved: JSON.stringify(asObject(list)) })).teamsInvolved).toEqual(list);
    }), { numRuns: 30 });
    await expect(eventInputSchema.validate({ ...base, teamsInvolved: true })).rejects.toThrow('Teams involved must be a list of team ids');
  });
});

describe('isRelevantToChild', () => {
  const event = { teamId: null, teamsInvolved: [] as number[], relevanceType: null, ageGroupRelevance: null };
  it('follows the relevance type', () => {
    const child = { teamIds: [3], ageGroups: ['U12'] };
    expect(isRelevantToChild({ ...event, relevanceType: 'all' }, { teamIds: [], ageGroups: [] })).toBe(true);
    expect(isRelevantToChild({ ...event, relevanceType: 'age_group', ageGroupRelevance: 'U12' }, child)).toBe(true);
    expect(isRelevantToChild({ ...event, relevanceType: 'age_group', ageGroupRelevance: 'U10' }, child)).toBe(false);
    expect(isRelevantToChild({ ...event, teamId: 3 }, child)).toBe(true);
    expect(isRelevantToChild({ ...event, relevanceType: 'team', teamId: 4, teamsInvolved: [3] }, child)).toBe(true);
    expect(isRelevantToChild({ ...event, teamId: 4 }, child)).toBe(false);
    expect(isRelevantToChild(event, child)).toBe(false);
  });
});
