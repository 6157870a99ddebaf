// `npm start`: runs the server in this same process (TypeScript through tsx), so Ctrl-C reaches it
// directly. When the web client is missing or older than its sources, its build runs in a child process
// meanwhile: the server starts its database (on a new checkout: initialises and migrates it) and waits
// for the build before it serves the client, so it listens only once both are done.
import { spawn } from 'node:child_process';
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

const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/precompress.ts', 'validation'].map((p) => path.join(root, p));
const stale =
  !fs.existsSync(built) ||
  Math.max(...sources.filter((p) => fs.existsSync(p)).map(newestMtime)) > fs.statSync(built).mtimeMs;

let webBuild;
if (stale && process.env.SKIP_WEB_BUILD !== 'true') {
  console.log('Building the web client while the server starts…');
  const began = Date.now();
  const outDir = process.env.WEB_DIST ? ['--outDir', dist, '--emptyOutDir'] : [];
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...outDir],
    { cwd: root, stdio: 'inherit' },
  );
  // The server stopping (or failing) before the build is done ends the build too.
  const stopBuild = () => child.kill('SIGTERM');
  process.once('exit', stopBuild);
  webBuild = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stopBuild);
      if (code === 0) {
        console.log(`Web client built in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
        resolve();
      } else reject(new Error(`the web client build failed (${signal ?? `exit code ${code}`}); see its output above`));
    });
  });
}

// The server is CommonJS TypeScript: register tsx's CommonJS hook and require it.
const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
if (webBuild) require(path.join(root, 'api/src/core/web-build.ts')).setWebBuild(webBuild);
require(path.join(root, 'api/src/main.ts'));
