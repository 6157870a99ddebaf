import fs from 'node:fs';
import path from 'node:path';

/*
 * `npm start` rebuilds the web client when one of its inputs (scripts/web-build-inputs.json) is newer than the build.
 * An input missing from the list means a change there is never served until something else changes: the client's
 * shared rules (rules/) and the start script's module (web/start-in-tasks.mts) were missing.
 */
const root = path.resolve(__dirname, '..');
const inputs: string[] = JSON.parse(fs.readFileSync(path.join(root, 'scripts/web-build-inputs.json'), 'utf8'));
const covered = (file: string) => inputs.some((i) => file === path.join(root, i) || file.startsWith(path.join(root, i) + path.sep));

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

it("lists every file of web/ that the build reads (all but the builds' output, the tests' helpers and mock mode's settings)", () => {
  const notInputs = new Set(['dist', 'dist-demo', 'test', '.env.mock'].map((d) => path.join(root, 'web', d)));
  const web = fs.readdirSync(path.join(root, 'web')).map((f) => path.join(root, 'web', f)).filter((f) => !notInputs.has(f));
  expect(web.filter((f) => !covered(f))).toEqual([]);
});

it('lists every folder outside web/ that the client or its build config imports from', () => {
  const sources = [...filesUnder(path.join(root, 'web/src')), ...fs.readdirSync(path.join(root, 'web')).filter((f) => /\.m?ts$/.test(f)).map((f) => path.join(root, 'web', f))];
  const outside = new Set<string>();
  for (const file of sources.filter((f) => /\.(m?ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), m[1]!);
      if (!target.startsWith(path.join(root, 'web') + path.sep)) outside.add(path.relative(root, target).split(path.sep)[0]!);
    }
  }
  expect(outside.size).toBeGreaterThan(0);
  expect([...outside].filter((top) => !covered(path.join(root, top)))).toEqual([]);
});
