import enMessages from './en/messages.json';
import deMessages from './de/messages.json';

/**
 * The shared messages (locales/<lang>/messages.json) in another language. Code says its messages in English — the
 * spec's texts, word for word, which the `en` catalog holds — and whoever shows one to a person asks for it in their
 * language here: the server for an error's message, the web client for a form's field error. Pure: no i18next, no I/O.
 */
export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];
export const isLanguage = (v: unknown): v is Language => v === 'en' || v === 'de';

/** A catalog as JSON holds it: texts, grouped by the file or feature they come from. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** `{{name}}` is a value filled in; `{{1}}` (a WhatsApp placeholder quoted in a message) is text. */
const VARIABLE = /\{\{([A-Za-z_]\w*)\}\}/g;

const flatten = (c: Catalog, prefix = '', out = new Map<string, string>()) => {
  for (const [k, v] of Object.entries(c)) typeof v === 'string' ? out.set(prefix + k, v) : flatten(v, `${prefix}${k}.`, out);
  return out;
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  key: string;
  re: RegExp;
  names: string[];
  /** Characters that are not variables: the more, the more specific, so tried first. */
  weight: number;
}

/**
 * A translator from English to `target` over two catalogs of the same keys. An exact English text answers its key's
 * text; a text with values ("Duration must be at most 36 months") answers the first, most specific pattern it fits
 * ("… at most {{maxBookingMonths}} months"), with the values put in — each value itself translated when it is a
 * catalog text ("Deposit requested" in "Undo "{{label}}" first…"). Anything unknown comes back as it is.
 */
export function createMessageTranslator(en: Catalog, target: Catalog): (english: string) => string {
  const from = flatten(en);
  const to = flatten(target);
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, text] of from) {
    const names = [...text.matchAll(VARIABLE)].map((m) => m[1]);
    if (!names.length) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const source = text.split(VARIABLE).map((part, i) => (i % 2 ? '([\\s\\S]+?)' : escape(part))).join('');
    patterns.push({ key, re: new RegExp(`^${source}$`), names, weight: text.replace(VARIABLE, '').length });
  }
  patterns.sort((a, b) => b.weight - a.weight);

  const translate = (english: string, depth: number): string => {
    const key = exact.get(english);
    if (key !== undefined) return to.get(key) ?? english;
    if (depth > 1) return english;
    for (const p of patterns) {
      const m = p.re.exec(english);
      if (!m) continue;
      const text = to.get(p.key);
      if (text === undefined) return english;
      const values = new Map(p.names.map((n, i) => [n, translate(m[i + 1], depth + 1)]));
      return text.replace(VARIABLE, (whole, name: string) => values.get(name) ?? whole);
    }
    return english;
  };
  return (english) => translate(english, 0);
}

const translators: Partial<Record<Language, (english: string) => string>> = {};

/** `english` (a message of validation/, rules/ or the API) in `lang`; English and unknown texts come back unchanged. */
export function translateMessage(english: string, lang: Language | string | null | undefined): string {
  if (lang !== 'de') return english;
  return (translators.de ??= createMessageTranslator(enMessages, deMessages))(english);
}
