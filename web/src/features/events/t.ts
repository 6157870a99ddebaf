import english from '../../../../locales/en/events.json';
import { catalog } from '../../i18n/catalog';

/** The events screen's texts (locales/<language>/events.json); what the dashboard shares of them is in common.json. */
export const useEventsT = catalog('events', english);
