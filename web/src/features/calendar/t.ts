import english from '../../../../locales/en/calendar.json';
import { catalog } from '../../i18n/catalog';

/** The calendar's texts (locales/<language>/calendar.json). */
export const useCalendarT = catalog('calendar', english);
