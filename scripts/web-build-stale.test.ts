import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * `npm start` rebuilds the web client (~9 s) when one of its inputs is newer than the build: a source, a folder (a file
 * added or removed), not a test file, which the build never reads.
 */
const staleModule = path.resolve(__dirname, 'web-build-stale.mjs');
let root: string;
const at = (file: string, seconds: number) => {
  const p = path.join(root, file);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  if (!fs.existsSync(p)) fs.writeFileSync(p, '');
  fs.utimesSync(p, seconds, seconds);
};
const stale = () =>
  execFileSync(process.execPath, ['--input-type=module', '-e', `import { webBuildStale } from ${JSON.stringify(staleModule)}; process.stdout.write(String(webBuildStale(${JSON.stringify(root)}, ${JSON.stringify(path.join(root, 'web/dist/index.html.br'))})))`], { encoding: 'utf8' });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-stale-'));
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.writeFileSync(path.join(root, 'scripts/web-build-inputs.json'), JSON.stringify(['web/src', 'rules']));
  at('web/src/features/Screen.tsx', 1000);
  at('rules/events.ts', 1000);
  for (const dir of ['web/src/features', 'web/src', 'rules']) at(dir, 1000);
  at('web/dist/index.html.br', 2000);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('finds the build current when everything it reads is older', () => {
  expect(stale()).toBe('false');
});

it('finds it stale when a source, a shared rule or a folder changed since', () => {
  at('web/src/features/Screen.tsx', 3000);
  expect(stale()).toBe('true');
  at('web/src/features/Screen.tsx', 1000);
  at('rules/events.ts', 3000);
  expect(stale()).toBe('true');
  at('rules/events.ts', 1000);
  at('web/src/features', 3000); // a file added, renamed or removed
  expect(stale()).toBe('true');
});

it('leaves it current when only a test file changed', () => {
  at('web/src/features/Screen.test.tsx', 1000);
  at('web/src/features', 1000);
  at('web/src/features/Screen.test.tsx', 3000);
  at('rules/events.test.ts', 3000);
  at('rules', 1000);
  expect(stale()).toBe('false');
});

it('finds it stale when there is none', () => {
  fs.rmSync(path.join(root, 'web/dist'), { recursive: true });
  expect(stale()).toBe('true');
});
