import type { FeatureRoutes } from '../../core/http/routes';
import type { Clock } from '../../core/clock';
import { Payload, Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';
import type { RoomBookingEntity } from './booking.entity';
import { presentBookings, presentConfirmedBookings, toInvoiceJson, type BookingLoaders } from './booking.mapper';
import type { BookingsService } from './bookings.service';
import type { InvoicesService } from './invoices.service';
import { STEP_PATHS } from './payment-steps';

/** Spec §7 booking calls, over the same BookingsService as GraphQL. Transitions answer the updated booking. */
export function bookingsRoutes(r: FeatureRoutes<{ bookings: BookingsService; invoices: InvoicesService; clock: Clock }, BookingLoaders>): void {
  const id = (params: Record<string, string>) => parseId(params.id, 'Booking');
  /** 'true' and 'false' as booleans; anything else is passed on for the schema to refuse. */
  const flag = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);

  // Admins: every request, in full. Members: the confirmed bookings the calendar shows, without prices or payment data.
  r.add('get', '/room-bookings', 'MEMBER', async ({ services: { bookings, clock }, viewer, loaders, query }) => {
    const asked = { ...(query.status !== undefined ? { status: query.status } : {}), ...(query.endingSoon !== undefined ? { endingSoon: flag(query.endingSoon) } : {}) };
    const filter = Object.keys(asked).length ? asked : null;
    const [limit, offset] = [query.limit ?? 500, query.offset];
    if (viewer?.isAdmin) return presentBookings(await bookings.list(viewer, filter, limit, offset), loaders, { withMember: true, today: clock.today() });
    return presentConfirmedBookings(await bookings.confirmed(viewer, filter, limit, offset), loaders);
  });
  r.add('get', '/room-bookings/mine', 'MEMBER', async ({ services: { bookings, clock }, viewer, loaders, query }) =>
    presentBookings(await bookings.mine(viewer, query.limit ?? 500, query.offset), loaders, { withMember: false, today: clock.today() }),
  );
  r.add('post', '/room-bookings', 'MEMBER', async ({ services: { bookings, clock }, viewer, loaders, body }) => {
    const [created] = await presentBookings([await bookings.request(viewer, body)], loaders, { withMember: false, today: clock.today() });
    return new Status(201, created);
  });
  // Issue 36: more months of the member's accepted booking, as a pending continuation request.
  r.add('post', '/room-bookings/:id/extend', 'MEMBER', async ({ services: { bookings, clock }, viewer, loaders, params, body }) => {
    const [created] = await presentBookings([await bookings.extend(viewer, id(params), body)], loaders, { withMember: false, today: clock.today() });
    return new Status(201, created);
  });

  const one = async (loaders: BookingLoaders, b: RoomBookingEntity, today: string) => (await presentBookings([b], loaders, { withMember: true, today }))[0];

  r.add('post', '/room-bookings/:id/accept', 'ADMIN', async ({ services: { bookings, clock }, viewer, loaders, params }) =>
    one(loaders, await bookings.accept(viewer, id(params)), clock.today()),
  );
  r.add('post', '/room-bookings/:id/reject', 'ADMIN', async ({ services: { bookings, clock }, viewer, loaders, params, body }) =>
    one(loaders, await bookings.reject(viewer, id(params), body), clock.today()),
  );
  r.add('post', '/room-bookings/:id/uncheck-accept', 'ADMIN', async ({ services: { bookings, clock }, viewer, loaders, params }) =>
    one(loaders, await bookings.uncheckAccept(viewer, id(params)), clock.today()),
  );
  for (const [path, { step, done }] of Object.entries(STEP_PATHS)) {
    r.add('post', `/room-bookings/:id/${path}`, 'ADMIN', async ({ services: { bookings, clock }, viewer, loaders, params }) =>
      one(loaders, await bookings.setStep(viewer, id(params), step, done), clock.today()),
    );
  }
  r.add('delete', '/room-bookings/:id', 'ADMIN', async ({ services: { bookings }, viewer, params }) => {
    await bookings.delete(viewer, id(params));
    return new Status(204);
  });

  r.add('get', '/invoices/:id.pdf', 'MEMBER', async ({ services, viewer, params }) => {
    const pdf = await services.invoices.pdf(viewer, parseId(params.id, 'Invoice'));
    return new Payload('application/pdf', pdf.body, { 'Content-Disposition': `inline; filename="${pdf.fileName}"`, 'Cache-Control': 'private, no-cache' });
  });
  r.add('get', '/invoices', 'MEMBER', async ({ services, viewer, query }) =>
    (await services.invoices.list(viewer, query.limit ?? 500, query.offset)).map(toInvoiceJson),
  );
}
