import { translateMessage, type Language } from './i18n';

/** graphql-js's wrapping of a scalar's refusal of a variable: its own words, then ours. */
const VARIABLE_REFUSED = /^(Variable "\$\w+" got invalid value [\s\S]*?; )([\s\S]+)$/;

/** One message in `lang`: ours whole, or the part of a variable's refusal that is ours. */
const messageIn = (message: string, lang: Language) => {
  const wrapped = VARIABLE_REFUSED.exec(message);
  return wrapped ? wrapped[1] + translateMessage(wrapped[2], lang) : translateMessage(message, lang);
};

/**
 * An error's words in the request's language (issue 37): the message and each listed field's message, through the
 * shared catalog (locales/translate.ts). Codes, fields, statuses and every other fact stay as they are, so a client
 * that reads codes never notices the language.
 */
export function translatedError<T extends { message?: unknown; errors?: unknown }>(body: T, lang: Language): T {
  if (lang === 'en') return body;
  const out: T = { ...body };
  if (typeof body.message === 'string') out.message = messageIn(body.message, lang);
  if (Array.isArray(body.errors)) {
    out.errors = body.errors.map((e: unknown) =>
      e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string'
        ? { ...(e as object), message: messageIn((e as { message: string }).message, lang) }
        : e,
    );
  }
  return out;
}
