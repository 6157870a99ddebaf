import { Writable } from 'node:stream';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import { logQueueError, QueueWorker, startRetrying } from './queue-worker';

const capture = () => {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _e, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { lines, logger };
};
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('starting the job queue while the database is away', () => {
  it('tries again while the database cannot be reached, with a warning each time', async () => {
    const { lines, logger } = capture();
    let calls = 0;
    await startRetrying(
      async () => {
        if (++calls < 3) throw refused();
      },
      logger,
      'job queue',
      [1, 1, 1],
    );
    expect(calls).toBe(3);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [40, 'job queue could not start: database unavailable; trying again'],
      [40, 'job queue could not start: database unavailable; trying again'],
    ]);
  });

  it('gives up after the last delay, and at once on any other failure', async () => {
    const { logger } = capture();
    let calls = 0;
    await expect(startRetrying(async () => void (calls++, (() => { throw refused(); })()), logger, 'q', [1, 1])).rejects.toThrow('ECONNREFUSED');
    expect(calls).toBe(3);
    calls = 0;
    await expect(startRetrying(async () => void (calls++, (() => { throw new Error('bad config'); })()), logger, 'q', [1, 1])).rejects.toThrow('bad config');
    expect(calls).toBe(1);
  });
});

describe("the queue's errors", () => {
  it('are warnings when the database is away, errors otherwise', () => {
    const { lines, logger } = capture();
    logQueueError(logger, refused(), 'round failed');
    logQueueError(logger, Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), 'round failed');
    logQueueError(logger, new TypeError('x is undefined'), 'round failed');
    expect(lines.map((l) => l.level)).toEqual([40, 40, 50]);
  });
});

describe('stopping a worker', () => {
  it('leaves no timer behind, however long its polling interval (a test process waited an hour for it)', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    let fetched = 0;
    const boss = { fetch: async () => (fetched++, []) } as unknown as PgBoss;
    const worker = new QueueWorker<object>(boss, 'q', { pollingSeconds: 3600, batchSize: 1 }, async () => undefined, capture().logger);
    worker.start();
    while (!fetched) await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(timers()).toBe(before + 1);
    await worker.stop();
    expect(timers()).toBe(before);
  });
});

describe('the batch size', () => {
  it('may be a function, asked before each fetch (jobs that give way to requests take fewer)', async () => {
    const sizes: number[] = [];
    const boss = { fetch: async (_q: string, o: { batchSize: number }) => (sizes.push(o.batchSize), []) } as unknown as PgBoss;
    let busy = true;
    const worker = new QueueWorker<object>(boss, 'q', { pollingSeconds: 0.15, batchSize: () => (busy ? 4 : 40) }, async () => undefined, capture().logger);
    worker.start();
    while (sizes.length < 2) await new Promise((r) => setTimeout(r, 10));
    busy = false;
    const seen = sizes.length;
    while (sizes.length < seen + 2) await new Promise((r) => setTimeout(r, 10));
    await worker.stop();
    expect(sizes.slice(0, 2)).toEqual([4, 4]);
    expect(sizes.at(-1)).toBe(40);
  });
});
