import { execute, parse } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { AppError } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { fixedOperation } from './fixed-operations';

/** A fixed operation answers graphql-js's data for the same context; an answer with errors is left out, logged as Apollo logs it. */
const schema = makeExecutableSchema({
  typeDefs: `type Query { me: Person, secret: String, broken: String } type Person { id: ID!, name: String, friends: [Person!]! }`,
  resolvers: {
    Query: {
      me: (_p: unknown, _a: unknown, ctx: { id: number | null }) => (ctx.id === null ? null : { id: ctx.id, name: `P${ctx.id}` }),
      secret: () => {
        throw new AppError('FORBIDDEN', 'Not allowed');
      },
      broken: () => {
        throw new Error('boom');
      },
    },
    Person: { friends: async (p: { id: number }) => [{ id: p.id + 1, name: null }] },
  },
});

const logged = () => {
  const lines: unknown[] = [];
  const logger = { error: (...args: unknown[]) => lines.push(args) } as unknown as Logger;
  return { lines, logger };
};

it("answers graphql-js's data for the same context", async () => {
  const query = `query Me { me { id name __typename friends { id name } } }`;
  const { logger } = logged();
  const answer = fixedOperation<{ id: number | null }>(schema, query, 'Me', logger);
  for (const id of [7, null]) {
    const expected = await execute({ schema, document: parse(query), contextValue: { id } });
    expect(JSON.stringify(await answer({ id }))).toBe(JSON.stringify(expected.data));
  }
});

it('leaves out an answer with errors: a refusal unlogged, an unexpected error logged', async () => {
  const { lines, logger } = logged();
  expect(await fixedOperation(schema, `query S { secret }`, 'S', logger)({ id: 1 })).toBeUndefined();
  expect(lines).toEqual([]);
  expect(await fixedOperation(schema, `query B { broken }`, 'B', logger)({ id: 1 })).toBeUndefined();
  expect(lines).toEqual([[expect.objectContaining({ err: expect.objectContaining({ message: 'boom' }) }), 'unexpected GraphQL error']]);
});

it('refuses at once a document the schema does not validate', () => {
  expect(() => fixedOperation(schema, `query X { nope }`, 'X', logged().logger)).toThrow(/X is not valid: Cannot query field "nope"/);
});
