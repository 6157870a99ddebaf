import fc from 'fast-check';
import { getOperationAST, GraphQLScalarType, parse } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { jsonBytes } from '../http/json-bytes';
import { answerJsonSchema } from './answer-json';

/** An answer's writer (answer-json.ts + json-bytes.ts) writes JSON.stringify's bytes of graphql-jit's answers, whatever the values. */
const typeDefs = `
  scalar Odd
  enum Kind { A B }
  union Thing = Person | Place
  interface Named { name: String }
  type Person implements Named { id: ID!, name: String, age: Int, score: Float, ok: Boolean, kind: Kind, odd: Odd, friends: [Person], tags: [String!]! }
  type Place implements Named { name: String, size: Float }
  type Query { people: [Person!]!, first: Person, things: [Thing!]!, named: [Named!]!, count: Int! }
`;

interface Value {
  id: number;
  name: string | null;
  age: number | null;
  score: number | null;
  ok: boolean | null;
  kind: 'A' | 'B' | null;
  odd: unknown;
  tags: string[];
}

const person: fc.Arbitrary<Value> = fc.record({
  id: fc.integer({ min: 0 }),
  name: fc.option(fc.string({ unit: 'binary' })),
  age: fc.option(fc.integer()),
  score: fc.option(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer())),
  ok: fc.option(fc.boolean()),
  kind: fc.option(fc.constantFrom('A' as const, 'B' as const)),
  odd: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.dictionary(fc.string(), fc.integer())),
  tags: fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 3 }),
});

function schemaFor(people: Value[]) {
  return makeExecutableSchema({
    typeDefs,
    resolvers: {
      Odd: new GraphQLScalarType({ name: 'Odd', serialize: (v) => v }),
      Thing: { __resolveType: (v: { size?: number }) => (v.size === undefined ? 'Person' : 'Place') },
      Named: { __resolveType: (v: { size?: number }) => (v.size === undefined ? 'Person' : 'Place') },
      Query: {
        people: () => people,
        first: () => people[0] ?? null,
        things: () => [...people, { name: 'Hall', size: 1.5 }],
        named: () => [{ name: 'Hall', size: 2 }, ...people],
        count: () => people.length,
      },
      Person: { friends: (p: Value) => people.filter((x) => x.id !== p.id).slice(0, 2) },
    },
  });
}

const DOCUMENTS = [
  `{ people { id name age score ok kind odd tags } count }`,
  `query Q { a: people { ...P friends { ...P __typename } } b: first { name } __typename }
   fragment P on Person { id name, n2: name ... on Person { score } }`,
  `{ things { __typename ... on Person { id name } ... on Place { size } } named { name } }`,
  `{ first { friends { friends { tags id } } } }`,
];

it.each(DOCUMENTS)('writes JSON.stringify\'s bytes of each answer: %s', async (query) => {
  await fc.assert(
    fc.asyncProperty(fc.array(person, { maxLength: 4 }), async (people) => {
      const schema = schemaFor(people);
      const document = parse(query);
      const shape = answerJsonSchema(schema, document, getOperationAST(document)!);
      expect(shape).not.toBeNull();
      const compiled = compileQuery(schema, document);
      if (!isCompiledQuery(compiled)) throw new Error('not compiled');
      const result = await compiled.query(undefined, {}, {});
      expect(result.errors).toBeUndefined();
      const answer = { data: result.data };
      expect(jsonBytes(shape!, '\n')(answer).toString('utf8')).toBe(`${JSON.stringify(answer)}\n`);
    }),
    { numRuns: 60 },
  );
});

it('has no fixed shape with @skip, @include or an introspection field', () => {
  const schema = schemaFor([]);
  for (const query of [`query ($x: Boolean!) { first { name @include(if: $x) } }`, `{ first { name @skip(if: true) } }`, `{ __schema { queryType { name } } }`]) {
    const document = parse(query);
    expect(answerJsonSchema(schema, document, getOperationAST(document)!)).toBeNull();
  }
});
