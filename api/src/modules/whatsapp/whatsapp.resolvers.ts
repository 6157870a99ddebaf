import type { Resolvers } from '../../generated/graphql';
import { parseId } from '../../core/validation';

export const whatsappResolvers: Resolvers = {
  Query: {
    whatsappConfig: (_p, _a, ctx) => ctx.services.whatsapp.getConfig(ctx.viewer),
    whatsappNotifications: (_p, args, ctx) => ctx.services.whatsapp.log(ctx.viewer, args),
    whatsappTemplates: (_p, _a, ctx) => ctx.services.whatsapp.templates(ctx.viewer),
  },
  Mutation: {
    saveWhatsappConfig: (_p, { input }, ctx) => ctx.services.whatsapp.saveConfig(ctx.viewer, input),
    sendWhatsappTestMessage: (_p, { input }, ctx) => ctx.services.whatsapp.sendTest(ctx.viewer, input),
    createWhatsappTemplate: (_p, { input }, ctx) => ctx.services.whatsapp.createTemplate(ctx.viewer, input),
    updateWhatsappTemplate: (_p, { id, input }, ctx) => ctx.services.whatsapp.updateTemplate(ctx.viewer, parseId(id, 'Template'), input),
    deleteWhatsappTemplate: async (_p, { id }, ctx) => String(await ctx.services.whatsapp.deleteTemplate(ctx.viewer, parseId(id, 'Template'))),
  },
};
