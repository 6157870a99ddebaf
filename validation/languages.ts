/**
 * The languages the app and D.Office's messages are written in (locales/<language>/); null follows the browser.
 * A module of its own, without yup: the web's first screen reads it to choose its language, and yup is ~10 KB gzip
 * the first screen does not otherwise need (issue 37 item 5).
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
