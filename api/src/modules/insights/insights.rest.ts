import type { FeatureRoutes } from '../../core/http/routes';
import type { InsightsService } from './insights.service';

/** The same figures as the GraphQL adminInsights, for integrators (?months=1..24, 12 by default). */
export function insightsRoutes(r: FeatureRoutes<{ insights: InsightsService }>): void {
  r.add('get', '/admin/insights', 'ADMIN', async ({ services, viewer, query }) => services.insights.overview(viewer, { months: query.months }));
}
