import type { FeatureRoutes } from '../../core/http/routes';
import { Payload, Status } from '../../core/http/routes';
import { parseId } from '../../core/validation';
import type { RoomBookingEntity } from './booking.entity';
import { presentBookings, presentConfirmedBookings, toInvoiceJson, type BookingLoaders } from './booking.mapper';
import type { BookingsService } from './bookings.service';
import type { InvoicesService } from './invoices.service';
import { STEP_PATHS } from './payment-steps';

/** Spec §7 booking calls, over the same BookingsService as GraphQL. Transitions answer the updated booking. */
export function bookingsRoutes(r: FeatureRoutes<{ bookings: BookingsService; invoices: InvoicesService }, BookingLoaders>): void {
  const id = (params: Record<string, string>) => parseId(params.id, 'Booking');

  // Admins: every request, in full. Members: the confirmed bookings the calendar shows, without prices or payment data.
  r.add('get', '/room-bookings', 'MEMBER', async ({ services: { bookings }, viewer, loaders, query }) => {
    const filter = query.status === undefined ? null : { status: query.status };
    const [limit, offset] = [query.limit ?? 500, query.offset];
    if (viewer?.isAdmin) return presentBookings(await bookings.list(viewer, filter, limit, offset), loaders, { withMember: true });
    return presentConfirmedBookings(await bookings.confirmed(viewer, filter, limit, offset), loaders);
  });
  r.add('get', '/room-bookings/mine', 'MEMBER', async ({ services: { bookings }, viewer, loaders, query }) =>
    presentBookings(await bookings.mine(viewer, query.limit ?? 500, query.offset), loaders, { withMember: false }),
  );
  r.add('post', '/room-bookings', 'MEMBER', async ({ services: { bookings }, viewer, loaders, body }) => {
    const [created] = await presentBookings([await bookings.request(viewer, body)], loaders, { withMember: false });
    return new Status(201, created);
  });

  const one = async (loaders: BookingLoaders, b: RoomBookingEntity) => (await presentBookings([b], loaders, { withMember: true }))[0];

  r.add('post', '/room-bookings/:id/accept', 'ADMIN', async ({ services: { bookings }, viewer, loaders, params }) =>
    one(loaders, await bookings.accept(viewer, id(params))),
  );
  r.add('post', '/room-bookings/:id/reject', 'ADMIN', async ({ services: { bookings }, viewer, loaders, params, body }) =>
    one(loaders, await bookings.reject(viewer, id(params), body)),
  );
  r.add('post', '/room-bookings/:id/uncheck-accept', 'ADMIN', async ({ services: { bookings }, viewer, loaders, params }) =>
    one(loaders, await bookings.uncheckAccept(viewer, id(params))),
  );
  for (const [path, { step, done }] of Object.entries(STEP_PATHS)) {
    r.add('post', `/room-bookings/:id/${path}`, 'ADMIN', async ({ services: { bookings }, viewer, loaders, params }) =>
      one(loaders, await bookings.setStep(viewer, id(params), step, done)),
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
