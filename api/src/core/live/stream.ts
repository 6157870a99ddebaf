import type { LiveNotice, LiveNotices } from './notices';

/** Notices a slow subscriber may have waiting; past it the oldest are dropped (a re-read shows the latest anyway). */
const MOST_WAITING = 200;

export interface StreamSpec<T> {
  /** Which notices concern this subscriber, decided from the ids alone (nothing is read for the others). */
  pick(notice: LiveNotice): boolean;
  /** The subscriber's own re-read of what the notice names; null (or a refusal) when there is nothing for them to see. */
  read(notice: LiveNotice): Promise<T | null>;
  /** A re-read failed for another reason than a refusal: said once here, and the stream goes on. */
  onError(err: unknown): void;
  /** Whether an error of `read` is a refusal (not found, forbidden): skipped quietly. */
  isRefusal(err: unknown): boolean;
}

/**
 * The async iterator a subscription field's `subscribe` returns: this subscriber's notices, re-read one at a time
 * and in order, only while the socket asks for the next (a slow socket does not pile reads up; its notices of the same
 * id fold into one). Hand-written rather than an async generator: `return()` must end it at once even while it waits
 * for a notice (graphql-ws calls it when the client completes or the socket closes).
 */
export function liveStream<T>(notices: LiveNotices, topic: string, spec: StreamSpec<T>): AsyncIterableIterator<T> {
  const queue: LiveNotice[] = [];
  const ready: T[] = [];
  let waiting: ((r: IteratorResult<T>) => void) | undefined;
  let reading = false;
  let done = false;

  const finish = (): IteratorResult<T> => {
    done = true;
    off();
    queue.length = 0;
    waiting?.({ value: undefined, done: true });
    waiting = undefined;
    return { value: undefined, done: true };
  };

  const pump = (): void => {
    if (reading || done || !waiting || queue.length === 0) return;
    reading = true;
    const notice = queue.shift()!;
    spec
      .read(notice)
      .catch((err: unknown) => {
        if (!spec.isRefusal(err)) spec.onError(err);
        return null;
      })
      .then((value) => {
        reading = false;
        if (done) return;
        if (value !== null) {
          if (waiting) {
            const give = waiting;
            waiting = undefined;
            give({ value, done: false });
          } else ready.push(value);
        }
        pump();
      });
  };

  const off = notices.on(topic, (notice) => {
    if (done || !spec.pick(notice)) return;
    const same = queue.findIndex((n) => n.id === notice.id && n.user === notice.user);
    if (same >= 0) return;
    if (queue.length >= MOST_WAITING) queue.shift();
    queue.push(notice);
    pump();
  });

  return {
    next() {
      if (ready.length) return Promise.resolve({ value: ready.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => {
        waiting = resolve;
        pump();
      });
    },
    return: () => Promise.resolve(finish()),
    throw: (err: unknown) => {
      finish();
      return Promise.reject(err);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
