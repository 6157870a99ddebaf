import type { Resolvers } from '../../generated/graphql';
import { auditFilterInput } from './audit.input';

const jsonText = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: (_p, { filter, limit, offset, after }, ctx) => ctx.services.audit.list(ctx.viewer, auditFilterInput(filter), limit, offset, after),
    auditActors: (_p, _a, ctx) => ctx.services.audit.actors(ctx.viewer),
    auditActions: (_p, _a, ctx) => ctx.services.audit.actions(ctx.viewer),
  },
  AuditEntry: {
    before: (e) => jsonText(e.before),
    after: (e) => jsonText(e.after),
  },
};
