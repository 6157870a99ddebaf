import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../src/core/config';
import type { QueueOutageReport } from './queue-outage';

/**
 * Issue 38: the database stopped while the job queue holds a job, away for six seconds, then back (queue-outage.ts,
 * in its own process). pg-boss's worker completed jobs without awaiting it: an unhandled rejection.
 */
describe('the database away while the job queue works', () => {
  let r: QueueOutageReport;
  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'), [path.join(ROOT_DIR, 'api', 'test', 'queue-outage.ts')], {
      cwd: ROOT_DIR,
      maxBuffer: 16 * 1024 * 1024,
      timeout: 80_000,
    });
    r = JSON.parse(stdout.trim().split('\n').pop()!);
  }, 90_000);

  it('raises no unhandled rejection', () => {
    expect(r.unhandledRejections).toEqual([]);
  });

  it('logs the outage as warnings, not errors', () => {
    expect(r.logged.filter((l) => l.level >= 50)).toEqual([]);
    expect(r.logged.length).toBeGreaterThan(0);
  });

  it('answers /readyz with 503 and Retry-After while the database is away, 200 after', () => {
    expect(r.readyDuringOutage).toMatchObject({ status: 503, retryAfter: '5' });
    expect(JSON.parse(r.readyDuringOutage.body)).toEqual({ status: 'database unreachable' });
    expect(r.readyAfter).toBe(200);
  });

  it('delivers again once the database is back', () => {
    expect(r.deliveredAfter).toBeGreaterThan(0);
  });
});
