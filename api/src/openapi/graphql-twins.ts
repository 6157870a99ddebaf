import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { ROOT_DIR } from '../core/config';

/** Where a REST shape says which GraphQL type holds the same data (shapes.ts, `twin`). */
export const TWIN_KEY = 'x-graphql-type';
/** What the document says about the difference, worked out from both contracts (never written by hand). */
export const DIFFERENCES_KEY = 'x-graphql-differences';

export interface TwinDifferences {
  /** Fields the REST answer has and the GraphQL type has not (ids instead of objects, extras spec §7 names). */
  restOnly: string[];
  /** Fields of the GraphQL type the REST answer leaves out. */
  graphqlOnly: string[];
  /** Fields both have where REST gives an id and GraphQL the object. */
  idsForObjects: string[];
}

const isIdSchema = (s: { type?: unknown } | undefined) => s?.type === 'integer' || (Array.isArray(s?.type) && s.type.includes('integer'));

let contract: GraphQLSchema | undefined;
/** The GraphQL contract itself (schema.graphql, types only), read once. */
export function graphqlContract(): GraphQLSchema {
  return (contract ??= buildSchema(fs.readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8')));
}

/** How a closed REST shape's fields differ from its GraphQL twin's, or null when the twin is not an object type. */
export function twinDifferences(shape: Record<string, unknown>, typeName: string, schema = graphqlContract()): TwinDifferences | null {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return null;
  const properties = (shape.properties as Record<string, { type?: unknown }>) ?? {};
  const rest = Object.keys(properties);
  const fields = type.getFields();
  const graphql = Object.keys(fields);
  return {
    restOnly: rest.filter((f) => !graphql.includes(f)),
    graphqlOnly: graphql.filter((f) => !rest.includes(f)),
    idsForObjects: rest.filter((f) => f in fields && isObjectType(getNamedType(fields[f].type)) && isIdSchema(properties[f])),
  };
}

/**
 * Each shape naming a GraphQL twin, with the differences written into it (as x-graphql-differences and a sentence
 * of its description), so the document says what a REST answer really is next to the type it resembles.
 */
export function withTwinDifferences(shapes: Record<string, Record<string, unknown>>, schema = graphqlContract()): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(shapes).map(([name, shape]) => {
      const twin = shape[TWIN_KEY];
      if (typeof twin !== 'string') return [name, shape];
      const d = twinDifferences(shape, twin, schema);
      if (!d) throw new Error(`OpenAPI shape ${name}: ${twin} is not a GraphQL object type`);
      if (!d.restOnly.length && !d.graphqlOnly.length && !d.idsForObjects.length) return [name, { ...shape, description: `${shape.description} Same field names as GraphQL ${twin}.` }];
      const parts = [
        d.restOnly.length ? `also ${d.restOnly.join(', ')}` : '',
        d.idsForObjects.length ? `ids for the objects ${d.idsForObjects.join(', ')}` : '',
        d.graphqlOnly.length ? `without ${d.graphqlOnly.join(', ')} (GraphQL only)` : '',
      ];
      return [name, { ...shape, description: `${shape.description} Differs from GraphQL ${twin}: ${parts.filter(Boolean).join('; ')}.`, [DIFFERENCES_KEY]: d }];
    }),
  );
}
