/**
 * The web client's build when `npm start` (scripts/start.mjs) runs it beside the server's own start-up: the
 * server opens its database meanwhile and waits for the client's files before it sets up the routes that serve
 * them, so it listens (and /readyz answers) only once the client is there. The build then makes the files'
 * compressed copies; the server serves those once they are made (`webCompression`). Nothing pending otherwise.
 */
let pending: Promise<void> | undefined;
let compressing: Promise<void> | undefined;

export function setWebBuild(build: Promise<void>, compressed?: Promise<void>): void {
  pending = build;
  compressing = compressed;
  // Awaited later; a failure seen before then must not count as unhandled.
  build.catch(() => undefined);
  compressed?.catch(() => undefined);
}

/** The build still to wait for, if `npm start` started one. */
export function webBuild(): Promise<void> | undefined {
  return pending;
}

/** The compressed copies still being made, if `npm start` started a build. */
export function webCompression(): Promise<void> | undefined {
  return compressing;
}
