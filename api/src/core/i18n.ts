import i18next from 'i18next';
import { isLanguage, LANGUAGES, translateMessage, type Catalog, type Language } from '../../../locales/translate';
import enMessages from '../../../locales/en/messages.json';
import deMessages from '../../../locales/de/messages.json';
import enEmails from '../../../locales/en/emails.json';
import deEmails from '../../../locales/de/emails.json';
import enWhatsapp from '../../../locales/en/whatsapp.json';
import deWhatsapp from '../../../locales/de/whatsapp.json';
import enPdf from '../../../locales/en/pdf.json';
import dePdf from '../../../locales/de/pdf.json';
import enIcal from '../../../locales/en/ical.json';
import deIcal from '../../../locales/de/ical.json';

export { isLanguage, LANGUAGES, translateMessage, type Language };

/**
 * What the server writes for people, in their language (issue 37): the server's namespaces of the catalogs in
 * locales/, every language loaded at start (imported, so the built server carries them and no request waits for a
 * file). `messages` are the shared validation, refusal and error texts (translated from their English with
 * translateMessage); `emails` the subject lines and the email's footer; `whatsapp` the notification texts (the
 * WhatsApp template bodies, also the inbox's, push's and email's text) and their pieces; `pdf` the invoice; `ical` the
 * calendar feed.
 */
export const SERVER_NAMESPACES = ['messages', 'emails', 'whatsapp', 'pdf', 'ical'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

export const SERVER_CATALOGS: Record<Language, Record<ServerNamespace, Catalog>> = {
  en: { messages: enMessages, emails: enEmails, whatsapp: enWhatsapp, pdf: enPdf, ical: enIcal },
  de: { messages: deMessages, emails: deEmails, whatsapp: deWhatsapp, pdf: dePdf, ical: deIcal },
};

const instance = i18next.createInstance();
void instance.init({
  // Synchronous: the resources are here already.
  initAsync: false,
  resources: SERVER_CATALOGS,
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'emails',
  // Plain text everywhere (emails, WhatsApp, PDF, iCal): nothing is HTML-escaped.
  interpolation: { escapeValue: false },
});

/**
 * A text function of the server's catalogs: keys are `namespace:path` (`emails:subjects.booking_accepted`). Typed
 * loosely on purpose: i18next's key types are the web client's (web/src/i18n/resources.ts augments the module for
 * its own catalogs), and the server's keys are checked by the catalogs' tests instead.
 */
export type ServerT = (key: string, options?: Record<string, unknown>) => string;

/** The text function of a language. */
export const t = (lang: Language): ServerT => instance.getFixedT(lang) as unknown as ServerT;

/** A catalog's text as written, nothing filled in (a WhatsApp template keeps its {{1}}, {{2}}…). */
export const catalogText = (lang: Language, ns: ServerNamespace, key: string): string => {
  const text = instance.getResource(lang, ns, key) ?? instance.getResource('en', ns, key);
  if (typeof text !== 'string') throw new Error(`No text ${ns}:${key} in the catalogs`);
  return text;
};

/** The office's default language (DEFAULT_LANGUAGE): what the server writes for a member who chose none. */
export const languageOf = (chosen: string | null | undefined, officeDefault: Language): Language => (isLanguage(chosen) ? chosen : officeDefault);

/**
 * The language a request's answer is written in: the best of Accept-Language's 'en' and 'de' (q-values honoured, a
 * region ignored: de-AT is de), else the signed-in user's choice, else English — integrators that send nothing keep
 * the English they were written against.
 */
export function requestLanguage(acceptLanguage: string | string[] | undefined, userLanguage: string | null | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { lang: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const lang = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(lang)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? (isLanguage(userLanguage) ? userLanguage : 'en');
}

/** Intl's locale for a language: the app writes American English ('March 1, 2031', '$1,500') and German German. */
export const intlLocale = (lang: Language) => (lang === 'de' ? 'de-DE' : 'en-US');

const day = (value: Date | string) => (typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : new Date(value.toISOString().slice(0, 10) + 'T00:00:00Z'));

/**
 * A day (yyyy-MM-dd, or a Date's UTC day) as the language writes it: 'long' March 1, 2031 / 1. März 2031; 'weekday'
 * Saturday, March 1, 2031 / Samstag, 1. März 2031; 'short' Mar 1, 2031 / 1. März 2031.
 */
export function formatDay(lang: Language, value: Date | string, style: 'long' | 'weekday' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'weekday'
      ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }
      : { month: style === 'short' ? 'short' : 'long', day: 'numeric', year: 'numeric' };
  return new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: 'UTC' }).format(day(value));
}

/** A wall-clock time (HH:mm or HH:mm:ss) as the language writes it: 6:30 PM / 18:30. */
export function formatTime(lang: Language, time: string): string {
  const [h, m] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

