import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { assertAccess, type Access, type Viewer } from '../auth/viewer';

/** Every root field with its @auth rule; throws when one has none (deny by default). */
export function rootFieldAccess(schema: GraphQLSchema): Map<string, Access> {
  const rules = new Map<string, Access>();
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const rule = getDirective(schema, field, 'auth')?.[0]?.requires as Access | undefined;
      if (!rule) throw new Error(`${root.name}.${field.name} has no @auth rule`);
      rules.set(`${root.name}.${field.name}`, rule);
    }
  }
  return rules;
}

/** Wraps every root resolver so the @auth rule is checked before it runs (a subscription's at subscribe, before it listens). */
export function enforceAccess(schema: GraphQLSchema): GraphQLSchema {
  const rules = rootFieldAccess(schema);
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (config, fieldName, typeName) => {
      const rule = rules.get(`${typeName}.${fieldName}`)!;
      const resolve = config.resolve ?? defaultFieldResolver;
      const subscribe = config.subscribe;
      return {
        ...config,
        resolve(parent, args, ctx: { viewer: Viewer | null }, info) {
          assertAccess(ctx.viewer, rule);
          return resolve(parent, args, ctx, info);
        },
        ...(subscribe && {
          subscribe(parent: unknown, args: Record<string, unknown>, ctx: { viewer: Viewer | null }, info: Parameters<typeof subscribe>[3]) {
            assertAccess(ctx.viewer, rule);
            return subscribe(parent, args, ctx, info);
          },
        }),
      };
    },
  });
}
