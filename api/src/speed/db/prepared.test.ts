import fc from 'fast-check';
import { types } from 'pg';
import { firstPageLimit, parseInt4Array, parseTimestamptz } from './prepared';

/** The prepared reads' own parsers give exactly what pg's parsers give, for every text PostgreSQL may send. */
const pgParser = (oid: number) => types.getTypeParser(oid as never, 'text') as (v: string) => unknown;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

const timestamptz = fc
  .record({
    year: fc.integer({ min: 0, max: 12000 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }),
    zone: fc.constantFrom('+00', '+00', '+00', '-05', '+05:30', '+01:02:03', 'Z'),
    bc: fc.boolean(),
  })
  .map(
    (t) =>
      `${pad(t.year, 4)}-${pad(t.month, 2)}-${pad(t.day, 2)} ${pad(t.hour, 2)}:${pad(t.minute, 2)}:${pad(t.second, 2)}` +
      `${t.fraction === undefined ? '' : `.${t.fraction}`}${t.zone}${t.bc ? ' BC' : ''}`,
  );

const same = (a: unknown, b: unknown) => {
  if (a instanceof Date && b instanceof Date) return Object.is(a.getTime(), b.getTime());
  return Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);
};

it('parseTimestamptz reads what pg reads', () => {
  const parse = pgParser(1184);
  fc.assert(
    fc.property(timestamptz, (text) => {
      expect(same(parseTimestamptz(text), parse(text))).toBe(true);
    }),
    { numRuns: 3000 },
  );
  for (const text of ['2026-11-23 16:55:12.547264+00', '2026-11-23 16:55:12+00', '2026-01-01 00:00:00.5+00', '0099-01-01 00:00:00+00', 'infinity', '-infinity', '2026-11-23', '2026-11-23 16:55:12.57+00', '2026-02-30 25:61:61.999999+00']) {
    expect([text, parseTimestamptz(text)]).toEqual([text, parse(text)]);
  }
  const d = parseTimestamptz('2026-11-23 16:55:12.547264+00') as Date;
  expect(d.toISOString()).toBe('2026-11-23T16:55:12.547Z');
});

it('parseInt4Array reads what pg reads', () => {
  const parse = pgParser(1007);
  for (const text of ['{}', '{1}', '{1,2,-3}', '{NULL,4}']) expect(parseInt4Array(text)).toEqual(parse(text));
  expect(parseInt4Array('{}')).toEqual([]);
});

it('firstPageLimit writes the usual page sizes into the statement and keeps any other size a parameter', () => {
  const values: unknown[] = ['x'];
  expect(firstPageLimit(100, values)).toEqual({ sql: 'LIMIT 100', key: 'limit100' });
  expect(values).toEqual(['x']);
  expect(firstPageLimit(7, values)).toEqual({ sql: 'LIMIT $2', key: 'limit' });
  expect(values).toEqual(['x', 7]);
  expect(firstPageLimit(100.5, [])).toEqual({ sql: 'LIMIT $1', key: 'limit' });
});
