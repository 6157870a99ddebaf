import type { FeatureRoutes } from '../../core/http/routes';
import { Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';
import { toInvoiceJson } from '../bookings/booking.mapper';
import type { DuesService } from './dues.service';
import { toMembershipJson, toPlanJson } from './membership.mapper';
import type { MembershipsService, MembershipView } from './memberships.service';

type Services = { memberships: MembershipsService; dues: DuesService };

/** Membership plans, memberships, dues invoices and the membership settings over REST, on the same services as GraphQL. */
export function membershipsRoutes(r: FeatureRoutes<Services>): void {
  const plan = (params: Record<string, string>) => parseId(params.id, 'Plan');
  const invoice = (params: Record<string, string>) => parseId(params.id, 'Invoice');
  const present = async (services: Services, views: MembershipView[], withInvoices = false) => {
    const plans = new Map((await services.memberships.repo.plansByIds([...new Set(views.flatMap((v) => [v.planId, v.nextPlanId ?? v.planId]))])).map((p) => [p.id, p]));
    const invoices = withInvoices ? await services.dues.invoicesOf(views.map((v) => v.memberId)) : null;
    return views.map((v) => toMembershipJson(v, plans, invoices?.filter((i) => i.memberId === v.memberId)));
  };

  r.add('get', '/membership-plans', 'ADMIN', async ({ services, viewer }) => (await services.memberships.plans(viewer)).map(toPlanJson));
  r.add('post', '/membership-plans', 'ADMIN', async ({ services, viewer, body }) => new Status(201, toPlanJson(await services.memberships.createPlan(viewer, body))));
  r.add('put', '/membership-plans/:id', 'ADMIN', async ({ services, viewer, params, body }) => toPlanJson(await services.memberships.updatePlan(viewer, plan(params), body)));
  r.add('delete', '/membership-plans/:id', 'ADMIN', async ({ services, viewer, params }) => {
    await services.memberships.deletePlan(viewer, plan(params));
    return new Status(204);
  });

  r.add('get', '/memberships', 'ADMIN', async ({ services, viewer, query }) => {
    const { limit, offset, ...filter } = query;
    return present(services, await services.memberships.list(viewer, filter, limit ?? 500, offset));
  });
  r.add('get', '/memberships/mine', 'MEMBER', async ({ services, viewer }) => {
    const mine = await services.memberships.mine(viewer);
    return mine ? (await present(services, [mine], true))[0] : null;
  });
  r.add('post', '/memberships', 'ADMIN', async ({ services, viewer, body }) => new Status(201, (await present(services, [await services.memberships.assign(viewer, body)]))[0]));
  r.add('post', '/memberships/:memberId/change-plan', 'ADMIN', async ({ services, viewer, params, body }) =>
    (await present(services, [await services.memberships.changePlan(viewer, parseId(params.memberId, 'Member'), body)]))[0],
  );

  r.add('get', '/membership-settings', 'ADMIN', async ({ services, viewer }) => services.memberships.settings(viewer));
  r.add('put', '/membership-settings', 'ADMIN', async ({ services, viewer, body }) => services.memberships.saveSettings(viewer, body));

  r.add('post', '/dues-invoices/:id/mark-paid', 'ADMIN', async ({ services, viewer, params }) => toInvoiceJson(await services.dues.markPaid(viewer, invoice(params))));
  r.add('post', '/dues-invoices/:id/mark-unpaid', 'ADMIN', async ({ services, viewer, params }) => toInvoiceJson(await services.dues.markUnpaid(viewer, invoice(params))));
  r.add('post', '/dues-invoices/:id/void', 'ADMIN', async ({ services, viewer, params, body }) => toInvoiceJson(await services.dues.void(viewer, invoice(params), body)));
}
