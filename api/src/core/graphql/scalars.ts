import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { isValidDay, normaliseMoney } from '../../../../validation/common';

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const literal = (ast: ValueNode): unknown =>
  ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT ? ast.value : undefined;

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10)),
  parseValue(v) {
    if (typeof v !== 'string' || !isValidDay(v)) throw invalid('Date must be a real day written yyyy-MM-dd');
    return v;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || !isValidDay(ast.value)) throw invalid('Date must be a real day written yyyy-MM-dd');
    return ast.value;
  },
});

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()),
  parseValue(v) {
    const d = new Date(String(v));
    if (typeof v !== 'string' || Number.isNaN(d.getTime())) throw invalid('DateTime must be an ISO-8601 instant');
    return d;
  },
  parseLiteral(ast) {
    const d = ast.kind === Kind.STRING ? new Date(ast.value) : new Date(NaN);
    if (Number.isNaN(d.getTime())) throw invalid('DateTime must be an ISO-8601 instant');
    return d;
  },
});

const parseMoney = (v: unknown): string => {
  const m = normaliseMoney(v);
  if (m === undefined) throw invalid('Money must be a non-negative amount with at most two decimals');
  return m;
};

/** An amount already written as normaliseMoney writes it (PostgreSQL's numeric(…, 2) text): answered as it is. */
const CANONICAL_MONEY = /^(?:0|[1-9]\d{0,9})\.\d\d$/;

export const MoneyScalar = new GraphQLScalarType({
  name: 'Money',
  serialize: (v) => (typeof v === 'string' && CANONICAL_MONEY.test(v) ? v : (normaliseMoney(v) ?? String(v))),
  parseValue: parseMoney,
  parseLiteral: (ast) => parseMoney(literal(ast)),
});
