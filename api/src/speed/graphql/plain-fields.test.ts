import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { plainSchema, readsPlainly, type PlainFields } from './plain-fields';

/** Fields read as properties (plain-fields.ts): only where every object of the type comes from a producer. */
const typeDefs = `
  interface Thing { id: ID! }
  type Event implements Thing { id: ID!, count: Int!, title: String! }
  type Room implements Thing { id: ID! }
  union Found = Event | Room
  type Calendar { events: [Event!]!, rooms: [Room!]! }
  type Rsvp { event: Event! }
  type Query { events: [Event!]!, event: Event, calendar: Calendar!, rsvps: [Rsvp!]!, things: [Thing!]!, found: [Found!]!, rooms: [Room!]! }
`;
// A producer's event carries the value as a property; here its summary differs, to tell which one was read.
const listed = (count: number) => ({ id: 1, title: 'Listed', get count() { return count; }, summary: count * 10 });
const lone = { id: 2, title: 'Lone', summary: 7 };
const schema = makeExecutableSchema({
  typeDefs,
  resolvers: {
    Query: { events: () => [listed(3)], event: () => lone, calendar: () => ({ events: [listed(4)], rooms: [] }), rsvps: () => [{ event: lone }], things: () => [], found: () => [], rooms: () => [] },
    // The resolver every other event needs; a producer's events carry the value as a property.
    Event: { count: (e: { summary: number }) => e.summary },
    Thing: { __resolveType: () => 'Event' },
    Found: { __resolveType: () => 'Event' },
  },
});
const plain: PlainFields[] = [{ type: 'Event', fields: ['count'], producers: ['Query.events', 'Calendar.events'] }];

describe('readsPlainly', () => {
  it.each([
    ['a producer', '{ events { id count } }'],
    ['a nested producer', '{ calendar { events { count } rooms { id } } }'],
    ['a producer through fragments', 'query { ...Q } fragment Q on Query { calendar { ...C } } fragment C on Calendar { events { ...E } } fragment E on Event { count }'],
    ['no event at all', '{ rooms { id } }'],
  ])('holds for %s', (_name, query) => expect(readsPlainly(schema, parse(query), plain)).toBe(true));

  it.each([
    ['another root field', '{ events { id } event { count } }'],
    ['a nested field', '{ rsvps { event { title } } }'],
    ['a fragment on another field', 'query { ...Q } fragment Q on Query { rsvps { event { id } } }'],
    ['an interface the type implements', '{ things { id } }'],
    ['a union the type belongs to', '{ found { __typename } }'],
  ])('fails for %s', (_name, query) => expect(readsPlainly(schema, parse(query), plain)).toBe(false));
});

describe('plainSchema', () => {
  it("reads the plain fields as properties, and the original schema still calls their resolvers", async () => {
    const document = parse('{ events { count } calendar { events { count } } }');
    const compiled = compileQuery(plainSchema(schema, plain), document);
    const original = compileQuery(schema, document);
    if (!isCompiledQuery(compiled) || !isCompiledQuery(original)) throw new Error('not compiled');
    expect(await compiled.query(undefined, {}, {})).toEqual({ data: { events: [{ count: 3 }], calendar: { events: [{ count: 4 }] } } });
    expect(await original.query(undefined, {}, {})).toEqual({ data: { events: [{ count: 30 }], calendar: { events: [{ count: 40 }] } } });
    const single = compileQuery(schema, parse('{ event { count } }'));
    if (!isCompiledQuery(single)) throw new Error('not compiled');
    expect(await single.query(undefined, {}, {})).toEqual({ data: { event: { count: 7 } } });
  });
});
