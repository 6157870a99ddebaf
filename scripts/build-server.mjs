// The production server as JavaScript: api/src/main.ts and everything of ours it imports (validation/, rules/, …)
// bundled by esbuild into one CommonJS file, dist/server/main.js, with its source map beside it (main.js.map);
// packages stay in node_modules (required at run time as before). `npm start` (scripts/start.mjs) runs it, so no
// TypeScript hook sits in the server's require path, and rebuilds it here first when it is missing or older than
// one of its sources. `npm run build:server` builds it on its own. Dev (`npm run dev`), the tests and the CLIs
// keep running the TypeScript sources through tsx / ts-jest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = path.join(root, 'dist/server');
export const serverFile = path.join(serverDir, 'main.js');
/** The sources esbuild read for the last build (from its metafile), with the settings that shape the output. */
const inputsFile = path.join(serverDir, 'inputs.json');
const SETTINGS = ['tsconfig.json', 'package.json', 'scripts/build-server.mjs'];

/** Why the built server cannot be used as it is (missing, or a source changed since), or undefined when it can. */
export function serverStale() {
  if (!fs.existsSync(serverFile) || !fs.existsSync(inputsFile)) return 'not built yet';
  const builtAt = fs.statSync(serverFile).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
  } catch {
    return 'its list of sources is unreadable';
  }
  for (const file of [...inputs, ...SETTINGS]) {
    const full = path.join(root, file);
    // A source gone (moved, deleted) means its importer changed too; either way, build again.
    if (!fs.existsSync(full)) return `${file} is gone`;
    if (fs.statSync(full).mtimeMs > builtAt) return `${file} changed`;
  }
  return undefined;
}

/**
 * Builds dist/server. The files are written under temporary names and renamed into place, so a server starting
 * meanwhile (two `npm start`s at once in one checkout) reads either the old build or the new one, never half of one.
 */
export async function buildServer() {
  // A source saved while esbuild reads must count as newer than the build: the build is dated from its start.
  const began = new Date();
  // Loaded only to build: a start with an up-to-date build does not load esbuild at all.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, 'api/src/main.ts')],
    outfile: serverFile,
    absWorkingDir: root,
    bundle: true,
    // Packages load from node_modules as under tsx; only our own modules are bundled.
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    tsconfig: path.join(root, 'tsconfig.json'),
    // As tsx does: classes and functions keep their names (TypeORM, logs and errors read constructor names), and
    // the code stays readable (not minified). Stack traces map back to the TypeScript through main.js.map.
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(serverDir, { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/'));
  const outputs = [...result.outputFiles.map((f) => [f.path, f.contents]), [inputsFile, JSON.stringify(inputs)]];
  const temp = (file) => `${file}.${process.pid}.tmp`;
  for (const [file, contents] of outputs) fs.writeFileSync(temp(file), contents);
  // The list of sources last: it is what makes the build count as done (serverStale).
  fs.utimesSync(temp(serverFile), began, began);
  for (const [file] of outputs) fs.renameSync(temp(file), file);
}

/** Builds dist/server when it is missing or stale; resolves to how long that took (0 when it was up to date). */
export async function ensureServer() {
  if (!serverStale()) return 0;
  const began = Date.now();
  await buildServer();
  return Date.now() - began;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const began = Date.now();
  await buildServer();
  console.log(`Server built in ${((Date.now() - began) / 1000).toFixed(1)} s: ${path.relative(root, serverFile)}`);
}
