import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { getNamedType, isAbstractType, isObjectType, TypeInfo, visit, visitWithTypeInfo, BREAK, type DocumentNode, type GraphQLSchema } from 'graphql';

/**
 * Fields of an object type that some fields answer with objects carrying the values as properties (e.g. an event
 * read by a list with its summaries: modules/events/listed-event.ts).
 */
export interface PlainFields {
  /** The object type ('Event'). */
  type: string;
  /** Its fields read as properties of the objects the producers answer. */
  fields: readonly string[];
  /** 'Parent.field' of every field whose objects of that type carry them. */
  producers: readonly string[];
}

/**
 * graphql-jit calls a field's resolver through a resolve info, a response path and closures made for each object it
 * answers (~300 bytes and a try/catch per call: for 100 events and two such fields, a fifth of a list's garbage), but
 * reads a field without one as a property, inline. The schema returned has no resolver on the plain fields: a
 * document may be compiled with it only where `readsPlainly` says so.
 */
export function plainSchema(schema: GraphQLSchema, plain: readonly PlainFields[]): GraphQLSchema {
  const dropped = new Set(plain.flatMap((p) => p.fields.map((f) => `${p.type}.${f}`)));
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (config, field, type) => (dropped.has(`${type}.${field}`) ? { ...config, resolve: undefined } : config),
  });
}

/**
 * Whether every object of a plain type the document may reach comes from one of its producers: each field of the
 * document (fragments included) that answers that type is a producer, and none answers an interface or union the type
 * belongs to. Only then do plainSchema's property reads see the producers' objects.
 */
export function readsPlainly(schema: GraphQLSchema, document: DocumentNode, plain: readonly PlainFields[]): boolean {
  const types = plain.map((p) => ({ type: schema.getType(p.type), producers: new Set(p.producers) }));
  const info = new TypeInfo(schema);
  let plainly = true;
  visit(
    document,
    visitWithTypeInfo(info, {
      Field() {
        const parent = info.getParentType();
        const field = info.getFieldDef();
        if (!parent || !field) return;
        const named = getNamedType(field.type);
        for (const { type, producers } of types) {
          if (!isObjectType(type)) continue;
          const reaches = named === type ? !producers.has(`${parent.name}.${field.name}`) : isAbstractType(named) && schema.isSubType(named, type);
          if (reaches) {
            plainly = false;
            return BREAK;
          }
        }
      },
    }),
  );
  return plainly;
}
