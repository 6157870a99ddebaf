import { startE2E, type E2E } from './harness';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

it('serves the web client and its session check from one port', async () => {
  const { page, context } = await e.newPage();
  await page.goto('/dashboard');
  // Anonymous: the guard sends the visitor to /auth.
  await page.waitForURL('**/auth');
  await context.close();
});
