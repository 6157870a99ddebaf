import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** Values that break assumptions: unicode, control characters, injections, huge and empty. */
const nastyString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '𝕯.𝕺𝖋𝖋𝖎𝖈𝖊 👩‍👩‍👧‍👦',
    '\u202Ertl',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '2026-02-30',
    '0000-00-00',
    '9999-12-31',
    '24:00',
    '99999999999999999999.999',
    '{{1}}',
    '${path}',
  ),
  fc.constantFrom(201, 256, 1025, 5001, 20_000, 100_000).map((n) => 'x'.repeat(n)),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, -0.000001),
  fc.double({ noNaN: true }),
  fc.integer(),
);

/** A JSON value nested `depth` deep (objects and arrays). */
const deep = (depth: number): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Anything at all where a value of some type was expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constantFrom(deep(20), deep(200), [], {}, [1, 'two', null], { $ne: null }, { __proto__: { admin: true } }),
  fc.jsonValue({ maxDepth: 3 }),
);

const validScalar = (name: string): fc.Arbitrary<unknown> => {
  switch (name) {
    case 'Int':
      return fc.integer({ min: 0, max: 200 });
    case 'Float':
      return fc.double({ min: 0, max: 1000, noNaN: true });
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.integer({ min: 1, max: 30 }).map(String);
    case 'Date':
      return fc.date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'DateTime':
      return fc.date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'Money':
      return fc.integer({ min: 0, max: 100000 }).map((c) => (c / 100).toFixed(2));
    default:
      return fc.string({ maxLength: 30 });
  }
};

const validText = (field: string): fc.Arbitrary<unknown> => {
  if (/email|username/i.test(field)) return fc.emailAddress();
  if (/time/i.test(field)) return fc.constantFrom('09:00', '10:30', '18:45', '23:59');
  if (/phone/i.test(field)) return fc.constantFrom('+6512345678', '+14155550123');
  if (/password/i.test(field)) return fc.constantFrom('secret123', 'another-pass');
  return fc.string({ minLength: 1, maxLength: 40 });
};

/** A value for a GraphQL input type: mostly plausible, sometimes on the edge, sometimes hostile. */
export function gqlValue(type: GraphQLInputType, field = '', depth = 0): fc.Arbitrary<unknown> {
  const plausible = ((): fc.Arbitrary<unknown> => {
    if (isNonNullType(type)) return gqlValue(type.ofType, field, depth);
    if (isListType(type)) return fc.array(gqlValue(type.ofType, field, depth + 1), { maxLength: 4 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isInputObjectType(type)) {
      if (depth > 3) return fc.constant({});
      const fields = type.getFields();
      return fc.record(
        Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, gqlValue(f.type, name, depth + 1)])),
        { requiredKeys: Object.keys(fields).filter((n) => isNonNullType(fields[n].type)) },
      );
    }
    if (isScalarType(type)) return type.name === 'String' ? validText(field) : validScalar(type.name);
    return fc.constant(null);
  })();
  return fc.oneof({ arbitrary: plausible, weight: 6 }, { arbitrary: hostileValue, weight: 1 });
}

/** A selection of `type`'s fields, leaf fields plus one level of objects, as GraphQL text. */
export function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 1) return '{ __typename }';
  const fields = Object.values((named as GraphQLObjectType).getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  const parts = fields.map((f) => (isLeafType(getNamedType(f.type)) ? f.name : `${f.name} ${selection(f.type, depth + 1)}`));
  return `{ ${parts.join(' ')} }`;
}

export interface GqlRequest {
  kind: 'graphql';
  body: { query: string; variables?: Record<string, unknown> };
  label: string;
  /** How many aliased calls the document makes (0: not a valid call at all). */
  aliases: number;
}

/** A request for one root field: variables of the declared types (values anything), 1–3 aliases, or 20. */
export function rootFieldRequest(schema: GraphQLSchema, op: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): fc.Arbitrary<GqlRequest> {
  const vars = field.args.map((a) => ({ name: a.name, type: a.type.toString(), arb: gqlValue(a.type, a.name) }));
  const decl = vars.length ? `(${vars.map((v) => `$${v.name}: ${v.type}`).join(', ')})` : '';
  const call = vars.length ? `(${vars.map((v) => `${v.name}: $${v.name}`).join(', ')})` : '';
  const sel = selection(field.type);
  return fc
    .tuple(
      fc.record(Object.fromEntries(vars.map((v) => [v.name, v.arb])), { requiredKeys: [] }),
      fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 9 }, { arbitrary: fc.constant(20), weight: 1 }),
    )
    .map(([variables, aliases]) => ({
      kind: 'graphql' as const,
      aliases,
      label: `${op} ${field.name}${aliases > 3 ? ` ×${aliases}` : ''}`,
      body: {
        query: `${op} Fuzz${decl} { ${Array.from({ length: aliases }, (_, i) => `a${i}: ${field.name}${call} ${sel}`).join(' ')} }`,
        variables,
      },
    }));
}

/** Documents that are wrong in themselves: garbage, too deep, unknown fields, injected literals. */
export const hostileDocument: fc.Arbitrary<GqlRequest> = fc
  .oneof(
    fc.string({ maxLength: 200 }),
    fc.integer({ min: 9, max: 60 }).map((n) => `{ ${'me { '.repeat(n)}id${' }'.repeat(n)} }`),
    fc.constantFrom(
      '{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }',
      '{ me { passwordHash } }',
      'query { users(limit: -1) { id } }',
      'query { users(limit: 2147483648) { id } }',
      'query { event(id: "1 OR 1=1") { id } }',
      'mutation { login(username: "admin\' --", password: "x") { id } }',
      'query { calendar(from: "2026-01-01", to: "9999-12-31") { events { id } } }',
      'subscription { me { id } }',
      `{ ${'me { id } '.repeat(700)} }`,
      `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
      '{ me { id } } { me { id } }',
      '',
    ),
  )
  .map((query) => ({ kind: 'graphql' as const, aliases: 0, label: 'hostile document', body: { query } }));
