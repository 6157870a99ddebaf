import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The message a build run by `npm start` sends its parent once the client's files are written, before their
 * compressed copies are made; also the environment variable (set to `ipc`) that asks for it.
 */
export const FILES_WRITTEN_MESSAGE = 'WEB_FILES_WRITTEN';

/** Files worth a compressed copy (text formats). */
const INCLUDE = /\.(html|xml|css|json|js|mjs|svg|yaml|yml|toml)$/;
const ZOPFLI = { numiterations: 5 };
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
/** The chunks loaded later: quality 10 is 1.8 % larger over all of them and takes 40 % of quality 11's time. */
const BROTLI_LATER = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } };
const GZIP_LATER = { level: 9 };

/** zopfli (WebAssembly, one thread each) in worker threads, so every core compresses; jobs go out in the order given. */
function zopfliPool(size: number) {
  const zopfli = createRequire(import.meta.url).resolve('@gfx/zopfli');
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { gzipAsync } = require(workerData.zopfli);
    parentPort.on('message', (data) =>
      gzipAsync(Buffer.from(data), workerData.options).then(
        (out) => parentPort.postMessage({ out }),
        (err) => parentPort.postMessage({ error: String((err && err.stack) || err) }),
      ));`;
  interface Job {
    data: Buffer;
    resolve(b: Buffer): void;
    reject(e: Error): void;
  }
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const current = new Map<Worker, Job>();
  const pump = () => {
    while (idle.length && queue.length) {
      const w = idle.pop()!;
      const job = queue.shift()!;
      current.set(w, job);
      w.postMessage(job.data);
    }
  };
  const workers = Array.from({ length: size }, () => {
    const w = new Worker(source, { eval: true, workerData: { zopfli, options: ZOPFLI } });
    w.on('message', (m: { out?: Uint8Array; error?: string }) => {
      const job = current.get(w)!;
      current.delete(w);
      idle.push(w);
      if (m.error !== undefined) job.reject(new Error(m.error));
      else job.resolve(Buffer.from(m.out!));
      pump();
    });
    w.on('error', (err) => {
      current.get(w)?.reject(err);
      current.delete(w);
      for (const job of queue.splice(0)) job.reject(err);
    });
    idle.push(w);
    return w;
  });
  return {
    gzip: (data: Buffer) =>
      new Promise<Buffer>((resolve, reject) => {
        queue.push({ data, resolve, reject });
        pump();
      }),
    close: () => Promise.all(workers.map((w) => w.terminate())),
  };
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Compressed copies next to each built file (`x.js.gz`, `x.js.br`), which the server sends as they are: made once
 * instead of per request. Every text file, however small (made once, a copy costs the server nothing per request: a
 * 700-byte chunk goes out as ~400); a copy no smaller than its file is not written.
 *
 * brotli (what browsers ask for) at quality 11, and 10 for the chunks loaded later (over all the JavaScript: 4.0 s of
 * CPU at 11 against 1.7 s at 10, for 1.8 % more bytes; they are downloaded on a screen's first visit, not at the
 * first paint). gzip (for clients without brotli) with zopfli for what a
 * visit loads first -- the entry, the first screen's named chunks (`isFirstScreenChunk`), the HTML (the prerendered
 * /auth too), CSS and the other assets -- and with zlib level 9 for the chunks loaded later, on a screen's first
 * visit. zopfli costs ~5.5 s of CPU per MB and is 3.4 % smaller than zlib 9 here; the later chunks are 70 % of the
 * bytes, so zopfli on them was three quarters of the build's CPU, on the path of `npm start`'s first start. The work
 * runs on every core (zopfli in worker threads, brotli and zlib on libuv's pool).
 */
export function precompress(isFirstScreenChunk: (name: string) => boolean): Plugin {
  let outDir = '';
  /** Output paths (under outDir) of the chunks loaded after the first screen: gzip by zlib level 9, brotli at 10. */
  let later = new Set<string>();
  return {
    name: 'd-office:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      // The IPC channel must not keep the build's process alive (a failed build would never exit).
      if (process.env[FILES_WRITTEN_MESSAGE] === 'ipc') process.channel?.unref();
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_, bundle) {
      later = new Set(
        Object.values(bundle)
          .filter((c) => c.type === 'chunk' && !c.isEntry && !isFirstScreenChunk(c.name))
          .map((c) => path.join(outDir, c.fileName)),
      );
    },
    async closeBundle() {
      const files = filesUnder(outDir)
        .filter((f) => INCLUDE.test(f))
        .map((f) => ({ file: f, data: fs.readFileSync(f) }))
        // Largest first, so the cores finish together.
        .sort((a, b) => b.data.length - a.data.length);
      const index = path.join(outDir, 'index.html');
      // Under `npm start` the build runs in a child with an IPC channel (scripts/start.mjs): the client's files are
      // all written now (this hook runs after a failed write too: then there is no index.html), so the server may
      // serve them; the compressed copies follow, and the server takes them up when this process exits.
      if (process.env[FILES_WRITTEN_MESSAGE] === 'ipc' && process.send && files.some(({ file }) => file === index)) {
        await new Promise<void>((resolve) => process.send!({ type: FILES_WRITTEN_MESSAGE }, () => resolve()));
        process.disconnect();
      }
      const strongest = files.filter(({ file }) => !later.has(file));
      const pool = zopfliPool(Math.max(1, Math.min(strongest.length, os.availableParallelism())));
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      const write = async (file: string, original: Buffer, compressed: Promise<Buffer>) => {
        const out = await compressed;
        if (out.length < original.length) await fs.promises.writeFile(file, out);
      };
      const copies = ({ file, data }: (typeof files)[number]) => [
        write(`${file}.gz`, data, later.has(file) ? gzip(data, GZIP_LATER) : pool.gzip(data)),
        write(`${file}.br`, data, brotli(data, later.has(file) ? BROTLI_LATER : BROTLI)),
      ];
      // index.html's copies last: with them there, the build is whole (scripts/start.mjs rebuilds a client without
      // them, as after a start stopped while it compressed).
      try {
        await Promise.all(files.filter(({ file }) => file !== index).flatMap(copies));
        await Promise.all(files.filter(({ file }) => file === index).flatMap(copies));
      } finally {
        await pool.close();
      }
    },
  };
}
