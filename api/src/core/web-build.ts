/**
 * The web client's build when `npm start` (scripts/start.mjs) runs it beside the server's own start-up: the
 * server opens its database meanwhile and waits for the build before it sets up the routes that serve the
 * client, so it listens (and /readyz answers) only once the client is there. Nothing pending otherwise.
 */
let pending: Promise<void> | undefined;

export function setWebBuild(build: Promise<void>): void {
  pending = build;
  // Awaited by the server's start-up; a failure seen before then must not count as unhandled.
  build.catch(() => undefined);
}

/** The build still to wait for, if `npm start` started one. */
export function webBuild(): Promise<void> | undefined {
  return pending;
}
