import { i18n } from '../../i18n/i18n';

/** 'Main Hall (Room 2)', or 'Main Hall' without a detail. */
export const formatLocation = (location: string, detail?: string | null) =>
  detail ? `${location} (${detail})` : location;

/** '1 person attending' / '3 people attending'. */
export const attendingText = (count: number) => i18n.t('attending', { count });
