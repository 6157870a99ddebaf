import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as generated from '../../web/src/gql/graphql';
import { createTestContext, type TestContext } from './harness';

/**
 * Every operation the web client sends passes the server's own checks before any resolver runs: the schema, and
 * the limits graphql-armor sets (depth 8, cost, aliases…). A fragment nested in a list can push a screen's query past
 * the depth limit, which no web test sees (MSW answers whatever is asked) and the screen then shows only its error.
 */

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8'));
const operationOf = (doc: DocumentNode) => doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

/** The smallest value the schema accepts: required input fields only, the first enum value. */
function minimal(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return minimal(type.ofType);
  if (isListType(type)) return [minimal(type.ofType)];
  const scalars: Record<string, unknown> = { ID: '1', String: 'x', Int: 1, Boolean: true, Date: '2099-01-01', DateTime: '2099-01-01T00:00:00.000Z', Money: '1.00' };
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, minimal(f.type)]));
  }
  if (type.name in scalars) return scalars[type.name];
  throw new Error(`No minimal value for ${type.name}`);
}

const documents = Object.entries(generated)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, doc]) => [name, doc as unknown as DocumentNode] as const);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it('finds the web client’s documents', () => {
  expect(documents.length).toBeGreaterThan(30);
});

it.each(documents)('%s passes the server’s validation', async (_name, doc) => {
  const op = operationOf(doc);
  const required = (op.variableDefinitions ?? []).filter((v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue);
  const variables = Object.fromEntries(required.map((v) => [v.variable.name.value, minimal(typeFromAST(schema, v.type) as GraphQLInputType)]));
  // Sent without a session: access is refused later, in the resolvers; validation comes first.
  const res = await t.gql(t.agent(), print(doc), variables);
  const invalid = (res.errors ?? []).filter((e: { extensions?: { code?: string } }) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' || e.extensions?.code === 'BAD_REQUEST');
  expect(invalid).toEqual([]);
});
