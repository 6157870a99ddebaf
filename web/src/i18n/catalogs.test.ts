import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages';

/** Every catalog: locales/<language>/<namespace>.json. */
const LOCALES = path.resolve(__dirname, '../../../locales');
const namespaces = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES, language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
const read = (language: string, namespace: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as unknown;

/** 'a.b.c' → its text, for every leaf of a catalog. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) for (const [key, text] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(key, text);
  } else out.set(prefix, `<not a text: ${JSON.stringify(node)}>`);
  return out;
}

/** The interpolation variables ({{count}}, {{ name }}) a text uses, sorted. */
const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!))].sort();
/** i18next's plural forms: `key_one`, `key_other`… count as one key `key` (German and English have the same forms). */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the catalogs (locales/<language>/<namespace>.json)', () => {
  const english = namespaces('en');

  it('every language has the same namespaces as English', () => {
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect({ language, namespaces: namespaces(language) }).toEqual({ language, namespaces: english });
  });

  it.each(english)('%s: every key exists in every language, with the same interpolation variables, and no text is empty', (namespace) => {
    const en = leaves(read('en', namespace));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const other = leaves(read(language, namespace));
      const keys = (m: Map<string, string>) => [...new Set([...m.keys()].map(baseKey))].sort();
      expect({ language, namespace, keys: keys(other) }).toEqual({ language, namespace, keys: keys(en) });
      // Per key, the variables of all its plural forms together.
      const vars = (m: Map<string, string>) => {
        const all = new Map<string, Set<string>>();
        for (const [k, text] of m) for (const v of variables(text)) all.set(baseKey(k), (all.get(baseKey(k)) ?? new Set()).add(v));
        return Object.fromEntries([...all].map(([k, v]) => [k, [...v].sort()]).sort());
      };
      expect({ language, namespace, variables: vars(other) }).toEqual({ language, namespace, variables: vars(en) });
      for (const [key, text] of other) expect({ language, namespace, key, empty: text.trim() === '' || text.startsWith('<not a text') }).toEqual({ language, namespace, key, empty: false });
    }
  });

  it('catches a missing key and a changed variable (the check above is not vacuous)', () => {
    const en = leaves({ a: 'Hi {{name}}', b: { c: 'x' } });
    const de = leaves({ a: 'Hallo {{person}}' });
    expect([...de.keys()]).not.toEqual([...en.keys()]);
    expect(variables(de.get('a')!)).not.toEqual(variables(en.get('a')!));
  });
});
