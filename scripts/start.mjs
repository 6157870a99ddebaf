// `npm start`: builds the web client when it is missing or older than its sources, then runs
// the server in this same process (TypeScript through tsx), so Ctrl-C reaches it directly.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST (where the server serves the client from) is also where a missing or stale build goes.
const dist = path.resolve(root, process.env.WEB_DIST ?? 'web/dist');
const built = path.join(dist, 'index.html');

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'validation'].map((p) => path.join(root, p));
const stale =
  !fs.existsSync(built) ||
  Math.max(...sources.filter((p) => fs.existsSync(p)).map(newestMtime)) > fs.statSync(built).mtimeMs;
if (stale && process.env.SKIP_WEB_BUILD !== 'true') {
  console.log('Building the web client…');
  const outDir = process.env.WEB_DIST ? ['--outDir', dist, '--emptyOutDir'] : [];
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...outDir], {
    cwd: root,
    stdio: 'inherit',
  });
}

// The server is CommonJS TypeScript: register tsx's CommonJS hook and require it.
const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
require(path.join(root, 'api/src/main.ts'));
