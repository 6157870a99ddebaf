import fs from 'node:fs';
import path from 'node:path';
import { literalsIn, sourceFiles } from '../../test/literal-texts';
import unconverted from './unconverted.json';

/**
 * No component renders a literal text: JSX text children, string children (`{'…'}`, template literals) and the
 * user-facing props below must come from the catalogs (t(…)). Files not converted yet are listed in unconverted.json;
 * the list only shrinks: a listed file without a literal left fails too, so the list stays true.
 */
const SRC = path.resolve(__dirname, '..');
describe('no literal texts in components (issue 37 item 4)', () => {
  const files = sourceFiles(SRC).map((f) => path.relative(SRC, f).split(path.sep).join('/')).sort();
  const allowed = new Set<string>(unconverted);

  it('finds JSX text, string children and user-facing props, and leaves code alone (the check is not vacuous)', () => {
    const found = literalsIn(
      'x.tsx',
      `const A = () => <Box title="Hello" sx={{ p: 1 }} className="x" aria-label={ok ? 'Yes' : t('no')}>
         Welcome {'back'} {\`to \${place}\`} {t('key')} · {name}
         <Button label={t('save')} helperText={error ?? 'Enter a name'} variant="contained" />
       </Box>;`,
    );
    expect(found).toEqual(['1: Hello', "1: Yes", '2: Welcome', '2: back', '2: to', '3: Enter a name']);
  });

  it.each(files.filter((f) => !allowed.has(f)))('%s renders no literal text', (file) => {
    expect(literalsIn(file, fs.readFileSync(path.join(SRC, file), 'utf8'))).toEqual([]);
  });

  it('the list of files not yet converted is true: each exists and still has a literal (remove it when it has none)', () => {
    const stale = [...allowed].filter((f) => !files.includes(f) || literalsIn(f, fs.readFileSync(path.join(SRC, f), 'utf8')).length === 0);
    expect(stale).toEqual([]);
  });
});
