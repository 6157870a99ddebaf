import { DateScalar, DateTimeScalar, MoneyScalar } from './core/graphql/scalars';
import type { Resolvers } from './generated/graphql';
import { authResolvers } from './modules/auth/auth.resolvers';
import { usersResolvers } from './modules/users/users.resolvers';

/** Every module's resolver map, merged per type. */
const modules: Resolvers[] = [authResolvers, usersResolvers];

export function allResolvers(): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const m of modules) {
    for (const [type, fields] of Object.entries(m)) {
      merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return { ...(merged as Resolvers), Date: DateScalar, DateTime: DateTimeScalar, Money: MoneyScalar };
}
