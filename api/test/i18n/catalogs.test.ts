import { SERVER_CATALOGS, SERVER_NAMESPACES } from '../../src/core/i18n';
import type { Catalog } from '../../../locales/translate';
import { messageLiterals } from './message-literals';

/** Issue 37: the server's catalogs say the same things in both languages, and every message of the code has its entry. */

const flatten = (c: Catalog, prefix = ''): [string, string][] =>
  Object.entries(c).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]))].sort();

describe.each(SERVER_NAMESPACES)('the %s namespace', (ns) => {
  const en = new Map(flatten(SERVER_CATALOGS.en[ns]));
  const de = new Map(flatten(SERVER_CATALOGS.de[ns]));

  it('has the same keys in English and German', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('fills the same values in each text of both languages, and leaves none empty', () => {
    const differ = [...en].filter(([key, text]) => de.has(key) && variables(text).join() !== variables(de.get(key)!).join());
    expect(differ).toEqual([]);
    expect([...en, ...de].filter(([, text]) => !text.trim())).toEqual([]);
  });
});

/**
 * Sentences the collector finds that are not messages to a client, each with why: they stay in code. The test also
 * fails when one of them is no longer found, so the list stays true.
 */
const NOT_MESSAGES: Record<string, string> = {
  'CURRENCY must be a three-letter ISO 4217 code such as USD or EUR (got "{{code}}")': 'a start-up error for the operator',
  'CURRENCY "{{code}}" is not a currency this runtime knows': 'a start-up error for the operator',
  'CURRENCY {{code}} has {{digits}} decimal places; D.Office counts money with two (e.g. USD, EUR, GBP, CHF)': 'a start-up error for the operator',
  'Membership dues: {{planName}}, {{value}} – {{value2}}': "a dues invoice's description, stored when issued",
  'Overdue: {{value}}, {{value2}} in total': "the admins' weekly digest (English, docs/decisions.md)",
  'Lapsed: {{value}}, owing {{value2}}': "the admins' weekly digest",
  'Ending soon: {{value}}': "the admins' weekly digest",
  'Ending soon': "the admins' weekly digest",
  'Lapsed members': "the admins' weekly digest",
  '{{memberName}}: {{value}}, {{value2}}, asked on {{value3}}': "the admins' weekly digest",
  '{{memberName}}: {{roomName}}, last day {{value}}': "the admins' weekly digest",
  '{{memberName}}: owes {{value}} since {{value2}}': "the admins' weekly digest",
  'Nothing is overdue.': "the admins' weekly digest",
  'No booking ends in the next 30 days.': "the admins' weekly digest",
  'No member has lapsed.': "the admins' weekly digest",
};

describe('the messages catalog', () => {
  const literals = messageLiterals();
  const catalogued = new Set(flatten(SERVER_CATALOGS.en.messages).map(([, text]) => text));

  it('has every message of validation/, rules/ and the API (their English word for word)', () => {
    const missing = literals.filter((m) => !catalogued.has(m.text) && !(m.text in NOT_MESSAGES)).map((m) => `${m.file}:${m.line} ${m.text}`);
    expect(missing).toEqual([]);
  });

  it('finds the messages it is meant to: refusals, yup messages, message constants and AppError texts', () => {
    const texts = new Set(literals.map((m) => m.text));
    for (const text of ['Please select a start date', 'This room is already booked for part of that period', 'Duration must be at least {{minimumMonths}} months', '{{path}} must be text', 'Calendar feed not found', 'Too many {{what}}. Please try again in {{words}}.']) {
      expect(texts).toContain(text);
    }
    expect([...texts].filter((text) => /^[a-z][\w-]*$/.test(text))).toEqual([]);
  });

  it('names no sentence as "not a message" that the code no longer has', () => {
    const texts = new Set(literals.map((m) => m.text));
    expect(Object.keys(NOT_MESSAGES).filter((text) => !texts.has(text))).toEqual([]);
  });
});
