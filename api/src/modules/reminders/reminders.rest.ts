import type { FeatureRoutes } from '../../core/http/routes';
import { toOverdueJson } from './reminders.resolvers';
import type { RemindersService } from './reminders.service';

/** The overdue list and the reminder days over REST, on the same service as GraphQL. */
export function remindersRoutes(r: FeatureRoutes<{ reminders: RemindersService }>): void {
  r.add('get', '/overdue', 'ADMIN', async ({ services, viewer }) => (await services.reminders.overdue(viewer)).map(toOverdueJson));
  r.add('get', '/reminder-settings', 'ADMIN', async ({ services, viewer }) => services.reminders.settings(viewer));
  r.add('put', '/reminder-settings', 'ADMIN', async ({ services, viewer, body }) => services.reminders.saveSettings(viewer, body));
}
