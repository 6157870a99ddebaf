import english from '../../../../locales/en/calendar-feed.json';
import { catalog } from '../../i18n/catalog';

/** "Subscribe in your calendar" and a room's feed (locales/<language>/calendar-feed.json). */
export const useCalendarFeedT = catalog('calendar-feed', english);
