import fs from 'node:fs';
import path from 'node:path';

/** A web test file: the build never reads one, so editing it leaves the build current. */
const TEST_FILE = /\.test\.(m?ts|tsx)$/;

/** The newest modification time under `p` (a folder's own time counts: a file was added, renamed or removed), tests left out. */
function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return TEST_FILE.test(p) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/**
 * Whether the web build at `built` (its last-written file) is missing or older than one of what it is built from:
 * scripts/web-build-inputs.json, relative to `root` (scripts/web-build-inputs.test.ts keeps the list whole).
 */
export function webBuildStale(root, built) {
  if (!fs.existsSync(built)) return true;
  const inputs = JSON.parse(fs.readFileSync(path.join(root, 'scripts/web-build-inputs.json'), 'utf8')).map((p) => path.join(root, p));
  return Math.max(...inputs.filter((p) => fs.existsSync(p)).map(newestMtime)) > fs.statSync(built).mtimeMs;
}
