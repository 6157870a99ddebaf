import { useEffect, useRef } from 'react';
import type { LiveHandlers } from './liveClient';

/**
 * How long after the page's start (navigation) the first live socket may open. The first screen's answers are fresh
 * anyway; the socket's client (and the WebSocket's handshake) wait until the first screen has loaded instead of
 * competing with its scripts and queries (and counting against its bundle budget). Screens opened later subscribe at once.
 */
export const liveTiming = { afterMs: 3000 };

/** Runs `run` once the page has been up `liveTiming.afterMs`; the answer cancels it. */
function afterFirstScreen(run: () => void): () => void {
  const wait = liveTiming.afterMs - performance.now();
  if (wait <= 0) {
    run();
    return () => undefined;
  }
  const timer = setTimeout(run, wait);
  return () => clearTimeout(timer);
}

/** A feature's live module (features/<feature>/live.ts), loaded on first use: it subscribes with these handlers. */
export type LiveModule = { default: (handlers: LiveHandlers, variables?: Record<string, unknown>) => () => void };

/**
 * Keeps a screen current: a subscription over the WebSocket calls `onChange` at each change (the screen re-asks
 * what it shows); while the socket is not up (it cannot open, e.g. the server-less demo, or it is reconnecting) the
 * screen polls every `fallbackMs` instead, and only while the tab is visible. The socket's client and the
 * subscription document load lazily (`load`, a module-level function: a new one each render would subscribe again),
 * so the first screen's JS does not grow.
 */
export function useLive(
  load: () => Promise<LiveModule>,
  onChange: () => void,
  fallbackMs: number,
  variables?: Record<string, unknown>,
  skip = false,
) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = JSON.stringify(variables ?? null);
  useEffect(() => {
    if (skip) return;
    let gone = false;
    let up = false;
    let stop: (() => void) | undefined;
    // Its own timer, not the query's polling: a screen may poll for its own reasons (a payment coming back).
    let timer: ReturnType<typeof setInterval> | undefined;
    const pollIfDown = () => {
      const poll = !up && !document.hidden;
      if (poll && timer) return; // already polling: a socket retrying again does not put the next ask off
      clearInterval(timer);
      timer = poll ? setInterval(() => latest.current(), fallbackMs) : undefined;
    };
    const onVisibility = () => {
      if (!up && !document.hidden) latest.current();
      pollIfDown();
    };
    document.addEventListener('visibilitychange', onVisibility);
    // Polls until the socket is up (a 60 s timer: a socket that opens at once stops it before it fires).
    pollIfDown();
    const cancel = afterFirstScreen(
      () =>
        void load()
        .then((m) => {
          if (gone) return;
          stop = m.default(
            {
              change: () => latest.current(),
              up: (again) => {
                up = true;
                pollIfDown();
                // Changes made while it was down were not told: ask once.
                if (again) latest.current();
              },
              down: () => {
                up = false;
                pollIfDown();
              },
            },
            JSON.parse(key) ?? undefined,
          );
        })
        .catch(() => !gone && pollIfDown()),
    );
    return () => {
      gone = true;
      cancel();
      clearInterval(timer);
      stop?.();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [load, key, skip, fallbackMs]);
}
