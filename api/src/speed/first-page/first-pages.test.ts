import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../core/auth/cookies';
import { firstPages } from './first-pages';
import { ME, type PageOperation } from './operations';
import { pageOperations } from './session-page';

/**
 * The page's answers are in the operations' order whichever finishes first (the same data makes the same bytes), and
 * the build's page is read from disk once, not on every load.
 */
describe('firstPages', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-pages-'));
    fs.mkdirSync(path.join(dist, 'prerendered'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>index</body></html>');
    fs.writeFileSync(path.join(dist, 'prerendered/dashboard.html'), '<html><head></head><body>dashboard</body></html>');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** Operations whose answers come back after `delays` ms by operation name (the last operations first). */
  const operations =
    (delays: Record<string, number>) =>
    ({ name }: PageOperation) =>
    async () => {
      await new Promise((r) => setTimeout(r, delays[name] ?? 0));
      return name === ME.name ? { me: { id: '1' } } : { [name]: true };
    };
  const req = { path: '/dashboard', cookies: { [SESSION_COOKIE]: 'x' } } as unknown as Request;
  const answersOf = (html: string) => Object.keys(JSON.parse(/id="page-answers">(.*?)<\/script>/.exec(html)![1]) as object);

  it('keeps the answers in the operations order, whichever finishes first', async () => {
    const names = pageOperations('/dashboard').map((o) => o.name);
    expect(names.length).toBeGreaterThan(1);
    const slowFirst = Object.fromEntries(names.map((n, i) => [n, (names.length - i) * 15]));
    const page = await firstPages({ webDist: dist, operation: operations(slowFirst), contextOf: async () => ({}) })(req, {} as Response);
    expect(page && 'html' in page && answersOf(page.html)).toEqual(names);
  });

  it('reads the build page once', async () => {
    const pageFor = firstPages({ webDist: dist, operation: operations({}), contextOf: async () => ({}) });
    const read = jest.spyOn(fs.promises, 'readFile');
    try {
      for (let i = 0; i < 3; i++) {
        const page = await pageFor(req, {} as Response);
        expect(page && 'html' in page && page.html).toContain('<body>dashboard</body>');
      }
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });
});
