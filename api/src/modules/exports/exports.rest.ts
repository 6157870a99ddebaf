import type { FeatureRoutes } from '../../core/http/routes';
import { Payload } from '../../core/http/routes';
import type { ExportsService } from './exports.service';

/** CSV downloads for admins: GET /api/exports/users.csv, bookings.csv, invoices.csv, rsvps.csv. */
export function exportsRoutes(r: FeatureRoutes<{ exports: ExportsService }>): void {
  r.add('get', '/exports/:kind.csv', 'ADMIN', async ({ services, viewer, params }) => {
    const { filename, body } = await services.exports.csvStream(viewer, params.kind);
    return new Payload('text/csv; charset=utf-8', body, { 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store' });
  });
}
