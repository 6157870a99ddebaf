import type { Cause, FakeEvent, FakeRefund } from './objects';
import type { FakeStripeState } from './state';
import { listensTo } from './webhooks';
import { ApiError, list, page, str, type Json } from './wire';

/** The `/v1` endpoints the fake implements, over its state. Each answers an object or throws ApiError. */

export interface ApiContext {
  state: FakeStripeState;
  cause: Cause;
  refundCreated(refund: FakeRefund): void;
}

type Handler = (ctx: ApiContext, params: Json, id: string) => Json;

function expandParam(params: Json): string[] {
  return (list(params, 'expand') ?? []).map((e) => String(e));
}

const routes: { method: string; pattern: RegExp; handler: Handler }[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handler: ({ state }, p) => state.expand(state.createSession(p), expandParam(p)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions$/,
    handler: ({ state }, p) => {
      state.expireDue();
      const status = str(p, 'status');
      const intent = str(p, 'payment_intent');
      const listed = page(state.sessions, p, '/v1/checkout/sessions', 'checkout.session', (s) => (!status || s.status === status) && (!intent || s.payment_intent === intent));
      return state.expand(listed, expandParam(p));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handler: ({ state }, p, id) => state.expand(state.session(id), expandParam(p)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    handler: ({ state, cause }, p, id) => state.expand(state.expireSession(id, p, cause), expandParam(p)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
    handler: ({ state }, _p, id) => state.lineItems(state.session(id)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    handler: ({ state }, p, id) => state.expand(state.intent(id), expandParam(p)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents$/,
    handler: ({ state }, p) => state.expand(page(state.intents, p, '/v1/payment_intents', 'payment_intent'), expandParam(p)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/charges$/,
    handler: ({ state }, p) => {
      const intent = str(p, 'payment_intent');
      return state.expand(page(state.charges, p, '/v1/charges', 'charge', (c) => !intent || c.payment_intent === intent), expandParam(p));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/charges\/([^/]+)$/,
    handler: ({ state }, p, id) => state.expand(state.charge(id), expandParam(p)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    handler: (ctx, p) => {
      const refund = ctx.state.createRefund(p, ctx.cause);
      ctx.refundCreated(refund);
      return ctx.state.expand(refund, expandParam(p));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds$/,
    handler: ({ state }, p) => {
      const intent = str(p, 'payment_intent');
      const charge = str(p, 'charge');
      return page(state.refunds, p, '/v1/refunds', 'refund', (r) => (!intent || r.payment_intent === intent) && (!charge || r.charge === charge));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds\/([^/]+)$/,
    handler: ({ state }, p, id) => state.expand(state.refund(id), expandParam(p)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events$/,
    handler: ({ state }, p) => {
      const type = str(p, 'type');
      const types = list(p, 'types')?.map(String);
      if (type && types) throw new ApiError(400, 'invalid_request_error', 'You may only specify one of these parameters: type, types.', 'parameter_invalid');
      const keep = (e: FakeEvent) => (!type || listensTo([type], e.type)) && (!types || types.includes(e.type));
      return page(state.events, p, '/v1/events', 'event', keep);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events\/([^/]+)$/,
    handler: ({ state }, _p, id) => {
      const e = state.find(id);
      if (!e || e.object !== 'event') throw new ApiError(404, 'invalid_request_error', `No such event: '${id}'`, 'resource_missing', 'id');
      return e;
    },
  },
];

/** The route for a request, or null (Stripe's "Unrecognized request URL"). */
export function findRoute(method: string, path: string): ((ctx: ApiContext, params: Json) => Json) | null {
  for (const r of routes) {
    const m = r.method === method ? r.pattern.exec(path) : null;
    if (m) return (ctx, params) => r.handler(ctx, params, decodeURIComponent(m[1] ?? ''));
  }
  return null;
}

export function unrecognized(method: string, path: string): ApiError {
  return new ApiError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}
