import fs from 'node:fs';
import path from 'node:path';
import { literalsIn, sourceFiles } from '../../test/literal-texts';

/**
 * No component renders a literal text: JSX text children, string children (`{'…'}`, template literals) and the
 * user-facing props below must come from the catalogs (t(…)), in every component: the allowlist of files not yet
 * converted is gone (issue 37 item 4, the rest of the screens).
 */
const SRC = path.resolve(__dirname, '..');
describe('no literal texts in components (issue 37 item 4)', () => {
  const files = sourceFiles(SRC).map((f) => path.relative(SRC, f).split(path.sep).join('/')).sort();

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

  it('covers the components (the list is not empty)', () => expect(files.length).toBeGreaterThan(100));

  it.each(files)('%s renders no literal text', (file) => {
    expect(literalsIn(file, fs.readFileSync(path.join(SRC, file), 'utf8'))).toEqual([]);
  });
});
