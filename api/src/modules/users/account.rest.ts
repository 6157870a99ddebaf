import type { FeatureRoutes } from '../../core/http/routes';
import { Payload, Status } from '../../core/http/routes';
import type { AccountService } from './account.service';

/** A member's own data as a JSON download, and deleting their account. */
export function accountRoutes(r: FeatureRoutes<{ account: AccountService }>): void {
  r.add('get', '/profile/export.json', 'MEMBER', async ({ services, viewer }) => {
    const data = await services.account.exportMine(viewer);
    return new Payload('application/json; charset=utf-8', JSON.stringify(data, null, 2), {
      'Content-Disposition': `attachment; filename="${services.account.exportFilename()}"`,
      'Cache-Control': 'no-store',
    });
  });
  r.add('post', '/profile/delete-account', 'MEMBER', async ({ services, viewer, body, session }) => {
    await services.account.deleteMine(viewer, body);
    session.clear();
    return new Status(204);
  });
}
