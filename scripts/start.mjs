// `npm start`: runs the server in this same process, so Ctrl-C reaches it directly. The server is the compiled
// JavaScript in dist/server (scripts/build-server.mjs), rebuilt first when missing or older than its sources (half a
// second). When the web client is missing or older than its sources, its build runs in a child process meanwhile:
// the server builds (if needed), starts its database (on a new checkout: initialises and migrates it) and waits for
// the client's files before it serves them, so it listens only once the client is there. The build's last step,
// compressed copies of the files, finishes after that; the server then serves those.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServer, serverFile } from './build-server.mjs';
import { sourceMapsOnlyFor } from './source-maps.mjs';
import { webBuildStale } from './web-build-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST (where the server serves the client from) is also where a missing or stale build goes.
const dist = path.resolve(root, process.env.WEB_DIST ?? 'web/dist');
// The build writes index.html's brotli copy last (web/precompress.mts): without it the build is not whole.
const built = path.join(dist, 'index.html.br');

const stale = webBuildStale(root, built);

let webBuild;
let webCompressed;
// A worker (ROLE=worker) serves no pages: it builds no client.
if (stale && process.env.SKIP_WEB_BUILD !== 'true' && process.env.ROLE?.trim() !== 'worker') {
  console.log('Building the web client while the server starts…');
  const began = Date.now();
  const outDir = process.env.WEB_DIST ? ['--outDir', dist, '--emptyOutDir'] : [];
  // The build tells this process over IPC when the client's files are written (web/precompress.mts,
  // FILES_WRITTEN_MESSAGE): the server serves them from then on, compressing per request, and takes up the
  // compressed copies (~3.5 s of CPU more, brotli and zopfli) once the build exits.
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.mts', '--logLevel', 'warn', ...outDir],
    {
      cwd: root,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, WEB_FILES_WRITTEN: 'ipc' },
    },
  );
  // The server stopping (or failing) before the build is done ends the build too.
  const stopBuild = () => child.kill('SIGTERM');
  process.once('exit', stopBuild);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const failed = ({ code, signal }) => new Error(`the web client build failed (${signal ?? `exit code ${code}`}); see its output above`);
  webBuild = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (m) => {
      if (m?.type !== 'WEB_FILES_WRITTEN') return;
      console.log(`Web client built in ${((Date.now() - began) / 1000).toFixed(1)} s; its compressed copies follow.`);
      resolve();
    });
    // Exiting without the message (a build without the compressing plugin) is done too, if it succeeded.
    exited.then((e) => (e.code === 0 ? resolve() : reject(failed(e))));
  });
  webCompressed = webBuild.then(() =>
    exited.then((e) => {
      process.off('exit', stopBuild);
      if (e.code !== 0) throw failed(e);
      console.log(`Web client's compressed copies made in ${((Date.now() - began) / 1000).toFixed(1)} s from the build's start.`);
    }),
  );
}

// The server as JavaScript (CommonJS), built now if it is missing or stale, beside the web build.
const serverBuildMs = await ensureServer().catch((err) => {
  console.error(`D.Office failed to start: the server build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
if (serverBuildMs) console.log(`Server built in ${(serverBuildMs / 1000).toFixed(1)} s.`);
// Stack traces name the TypeScript sources (dist/server/main.js.map). Node reads the map when the module loads;
// an error's stack is mapped only when something reads it, so requests that throw nothing pay nothing for it.
// Only the server's own map is read: the packages' maps were ~9 MB of the live heap (scripts/source-maps.mjs).
sourceMapsOnlyFor(serverFile);
const server = createRequire(import.meta.url)(serverFile);
if (webBuild) server.setWebBuild(webBuild, webCompressed);
server.start();
