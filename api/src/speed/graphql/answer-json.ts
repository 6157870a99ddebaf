import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { collectFields, collectSubfields } from 'graphql/execution/collectFields';
import type { JsonBytesSchema } from '../http/json-bytes';

/**
 * The JSON shape of a successful answer to a query (`{"data":{…}}`), for a writer compiled from it
 * (http/json-bytes.ts): each object's keys are the operation's response names in the order GraphQL's field collection
 * gives them — the order graphql-jit builds its answers in, so the bytes are JSON.stringify's.
 *
 * Null when the shape is not fixed by the document alone: @skip or @include (the keys depend on the variables), or an
 * introspection field. A union or interface is written by JSON.stringify (its keys depend on the runtime type); so is
 * a custom scalar (as a string where it is one, as anything else where it is not: the writer checks each value).
 */
export function answerJsonSchema(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): JsonBytesSchema | null {
  let fixed = true;
  visit(document, {
    Directive(node) {
      if (node.name.value === 'skip' || node.name.value === 'include') fixed = false;
    },
    Field(node) {
      if (node.name.value.startsWith('__') && node.name.value !== '__typename') fixed = false;
    },
  });
  const root = schema.getRootType(operation.operation);
  if (!fixed || !root) return null;
  const fragments: Record<string, FragmentDefinitionNode> = Object.create(null);
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;

  const objectOf = (type: GraphQLObjectType, fields: Map<string, readonly FieldNode[]>): JsonBytesSchema => {
    const properties: Record<string, JsonBytesSchema> = {};
    for (const [responseName, nodes] of fields) {
      const name = nodes[0].name.value;
      if (name === '__typename') {
        properties[responseName] = { type: 'string' };
        continue;
      }
      const field = type.getFields()[name];
      properties[responseName] = field ? valueOf(field.type, nodes) : { type: 'string', nullable: true };
    }
    return { type: 'object', properties };
  };

  const valueOf = (type: GraphQLOutputType, nodes: readonly FieldNode[]): JsonBytesSchema => {
    if (isNonNullType(type)) return { ...valueOf(type.ofType, nodes), nullable: false };
    if (isListType(type)) return { type: 'array', items: valueOf(type.ofType, nodes), nullable: true };
    if (isObjectType(type)) return { ...objectOf(type, collectSubfields(schema, fragments, {}, type, nodes)), nullable: true };
    // Written by JSON.stringify: an object whose keys depend on its runtime type.
    if (isAbstractType(type)) return { type: 'any' };
    if (isEnumType(type)) return { type: 'string', nullable: true };
    return { ...scalar(getNamedType(type).name), nullable: true };
  };

  return { type: 'object', properties: { data: objectOf(root, collectFields(schema, fragments, {}, root, operation.selectionSet)) } };
}

function scalar(name: string): JsonBytesSchema {
  if (name === 'Int') return { type: 'integer' };
  if (name === 'Float') return { type: 'number' };
  if (name === 'Boolean') return { type: 'boolean' };
  // String, ID, the schema's own scalars (dates and times as text): written as strings, anything else as JSON.stringify.
  return { type: 'string' };
}
