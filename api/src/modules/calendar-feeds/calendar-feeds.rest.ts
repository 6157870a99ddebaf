import { notFound } from '../../core/errors';
import { Payload, Status, type FeatureRoutes } from '../../core/http/routes';
import { FEED_REFRESH_SECONDS } from './calendar-feeds.ics';
import type { CalendarFeedsService } from './calendar-feeds.service';

/** A feed's address is its credential: request logs keep the path without the token. */
export const redactFeedToken = (url: string | undefined) => url?.replace(/(\/api\/calendar\/)[^/?]+\.ics/, '$1[token].ics');

const roomIdOf = (v: unknown) => (v && typeof v === 'object' ? (v as { roomId?: unknown }).roomId : undefined);

/**
 * The feed itself (PUBLIC: the secret token in the path is the credential, as calendar apps send
 * no session) and the management calls behind the GraphQL ones.
 */
export function calendarFeedsRoutes(r: FeatureRoutes<{ calendarFeeds: CalendarFeedsService }>): void {
  r.add('get', '/calendar/:token.ics', 'PUBLIC', async ({ services, params }) => {
    const body = await services.calendarFeeds.render(params.token);
    return new Payload('text/calendar; charset=utf-8', body, {
      // Private: the address is a secret, so shared caches must not keep it. ETag (from the body)
      // lets a polling calendar app get 304 Not Modified when nothing changed.
      'Cache-Control': `private, max-age=${Math.floor(FEED_REFRESH_SECONDS / 4)}`,
      'Content-Disposition': 'inline; filename="d-office.ics"',
      'X-Robots-Tag': 'noindex',
    });
  });
  r.add('get', '/calendar/feeds', 'MEMBER', async ({ services, viewer }) => services.calendarFeeds.list(viewer));
  r.add('post', '/calendar/feeds', 'MEMBER', async ({ services, viewer, body }) =>
    new Status(201, await services.calendarFeeds.regenerate(viewer, roomIdOf(body))),
  );
  r.add('delete', '/calendar/feeds', 'MEMBER', async ({ services, viewer, query }) => {
    if (!(await services.calendarFeeds.revoke(viewer, query.roomId))) throw notFound('Calendar feed not found');
    return new Status(204);
  });
}
