import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** index.html's entry script and its preload links, as Vite writes them. */
export const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
export const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * The page's script: imports the first download's files one at a time, the entry last, each in a task of its own.
 * An entry's static imports are evaluated in a single task: on a slow phone that was the page's longest task
 * (every module of React, Apollo and MUI that the first screen needs). Importing the files the entry imports
 * first, in the order index.html preloads them (each after the ones it imports), evaluates the same modules in
 * the same order, but the browser may paint and answer input between files (Lighthouse's Total Blocking Time
 * counts each task's time past 50 ms). The files were all requested at once by the page's preload links.
 */
export function startScript(files: string[]): string {
  return `// Starts the app: the first download's files are evaluated one by one, each in a task of its own.
const files = ${JSON.stringify(files)};
let next = 0;
const load = () => import(files[next++]).then(() => {
  if (next < files.length) setTimeout(load, 0);
});
void load();
`;
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file that starts with
 * it is compiled while the file streams in, on a background thread, instead of on the main thread at its first call.
 * The first download's files are the app's start, where most of their functions run.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * index.html gets `startScript` in place of its entry script, and a preload link for the entry beside the ones
 * Vite writes for the files the entry imports, so everything still downloads at once; those files start with
 * `COMPILE_HINT`. prerender/page.tsx reads the page this plugin leaves (its entry is the start file). Runs before
 * that plugin (same `enforce`, earlier in the plugin list).
 */
export function startInTasks(): Plugin {
  /** The first download's files (under the output directory). */
  let hinted: string[] = [];
  return {
    name: 'd-office:start-in-tasks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      hinted = [];
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is missing from the bundle');
      const html = String(index.source);
      const entry = ENTRY_SCRIPT.exec(html)?.[1];
      if (!entry) return this.error('index.html: no module entry script found: update start-in-tasks.mts');
      const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
      hinted = [...preloads, entry].map((file) => file.slice(1));
      const source = startScript([...preloads, entry]);
      const fileName = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const entryPreload = `<link rel="modulepreload" crossorigin href="${entry}">`;
      const lastPreload = [...html.matchAll(MODULE_PRELOAD)].at(-1);
      const withPreload = lastPreload
        ? html.slice(0, lastPreload.index + lastPreload[0].length) + `\n    ${entryPreload}` + html.slice(lastPreload.index + lastPreload[0].length)
        : html.replace('</head>', () => `  ${entryPreload}\n  </head>`);
      index.source = withPreload.replace(ENTRY_SCRIPT, () => `<script type="module" crossorigin src="/${fileName}"></script>`);
    },
    // Once the files are written: Vite's own generateBundle (its preload helper) puts code before a chunk's first line.
    writeBundle(output) {
      for (const file of hinted) {
        const target = path.join(output.dir!, file);
        fs.writeFileSync(target, `${COMPILE_HINT}\n${fs.readFileSync(target, 'utf8')}`);
        // A source map gets an empty first line to match.
        if (fs.existsSync(`${target}.map`)) {
          const map = JSON.parse(fs.readFileSync(`${target}.map`, 'utf8')) as { mappings: string };
          fs.writeFileSync(`${target}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}
