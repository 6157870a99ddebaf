import english from '../../../../locales/en/rooms.json';
import { catalog } from '../../i18n/catalog';

/** The meeting rooms' texts and the booking dialog's (locales/<language>/rooms.json). */
export const useRoomsT = catalog('rooms', english);
