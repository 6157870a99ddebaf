import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApolloServer, BaseContext } from '@apollo/server';
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../core/auth/cookies';
import { firstPages } from './first-pages';
import { ME } from './operations';
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

  /** An Apollo whose answers come back after `delays` ms by operation name (the last operations first). */
  const apollo = (delays: Record<string, number>) =>
    ({
      executeOperation: async ({ operationName }: { operationName: string }) => {
        await new Promise((r) => setTimeout(r, delays[operationName] ?? 0));
        const data = operationName === ME.name ? { me: { id: '1' } } : { [operationName]: true };
        return { body: { kind: 'single', singleResult: { data } } };
      },
    }) as unknown as ApolloServer<BaseContext>;
  const req = { path: '/dashboard', cookies: { [SESSION_COOKIE]: 'x' } } as unknown as Request;
  const answersOf = (html: string) => Object.keys(JSON.parse(/id="page-answers">(.*?)<\/script>/.exec(html)![1]) as object);

  it('keeps the answers in the operations order, whichever finishes first', async () => {
    const names = pageOperations('/dashboard').map((o) => o.name);
    expect(names.length).toBeGreaterThan(1);
    const slowFirst = Object.fromEntries(names.map((n, i) => [n, (names.length - i) * 15]));
    const page = await firstPages({ webDist: dist, apollo: apollo(slowFirst), contextOf: async () => ({}) })(req, {} as Response);
    expect(page && 'html' in page && answersOf(page.html)).toEqual(names);
  });

  it('reads the build page once', async () => {
    const pageFor = firstPages({ webDist: dist, apollo: apollo({}), contextOf: async () => ({}) });
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
