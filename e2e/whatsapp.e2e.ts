import { FakeCloudApi } from '../api/src/modules/whatsapp/fake/fake-cloud-api';
import { expectSettledAccessible, startE2E, type E2E } from './harness';
import { signIn } from './steps';

jest.setTimeout(180_000);

const APP_SECRET = 'e2e-app-secret';
const TOKEN = 'e2e-access-token-0000-WXYZ';

let e: E2E;
let fake: FakeCloudApi;
beforeAll(async () => {
  fake = new FakeCloudApi({ appSecret: APP_SECRET, accessToken: TOKEN, openWindows: 'all', statusDelayMs: 150, chaos: { reorder: 0.5, duplicate: 0.5 } });
  const url = await fake.start();
  e = await startE2E({ env: { WHATSAPP_API_URL: url, WHATSAPP_APP_SECRET: APP_SECRET } });
  fake.setWebhookUrl(`${e.baseUrl}/api/whatsapp/webhook`);
});
afterAll(async () => {
  await fake?.stop();
  await e?.close();
});

it('an admin configures WhatsApp against the fake, sends a test message and watches it reach read; a member is refused', async () => {
  const admin = await e.t.createUser({ isAdmin: true, fullName: 'Ada Admin' });
  const { page } = await e.newPage();
  await signIn(page, admin.email);
  await page.goto('/admin/whatsapp-settings');

  const config = page.getByRole('tabpanel', { name: 'Configuration' });
  await config.getByRole('button', { name: 'Save Configuration' }).click();
  await config.getByText('Phone Number ID is required').waitFor();
  await expectSettledAccessible(page);
  await config.getByLabel(/Phone Number ID/).fill('1234567890');
  await config.getByLabel(/Access Token/).fill(TOKEN);
  await config.getByLabel(/Webhook Verify Token/).fill('verify-me');
  await config.getByRole('button', { name: 'Save Configuration' }).click();
  await page.getByText('Configuration saved').waitFor();
  await config.getByLabel(/Access Token/).and(page.locator('[value="••••••••WXYZ"]')).waitFor();

  await page.getByRole('tab', { name: 'Test Messages' }).click();
  const test = page.getByRole('tabpanel', { name: 'Test Messages' });
  await test.getByLabel(/Phone Number/).fill('+6591234567');
  await test.getByLabel(/^Message/).fill('Hello from the browser test');
  await expectSettledAccessible(page);
  await test.getByRole('button', { name: 'Send Test Message' }).click();
  await page.getByText('Test message sent').waitFor();
  expect(fake.messages.at(-1)).toMatchObject({ to: '6591234567', body: 'Hello from the browser test' });

  await page.getByRole('tab', { name: 'Message Logs' }).click();
  const logs = page.getByRole('tabpanel', { name: 'Message Logs' });
  const entry = logs.getByRole('listitem').filter({ hasText: 'Hello from the browser test' });
  await entry.waitFor();
  await fake.settle();
  await logs.getByRole('button', { name: 'Refresh' }).click();
  await entry.getByLabel('Status: Read').waitFor();
  await expectSettledAccessible(page);

  const member = await e.t.createUser({ fullName: 'Mia Member' });
  const other = await e.newPage();
  await signIn(other.page, member.email);
  await other.page.goto('/admin/whatsapp-settings');
  await other.page.getByText('Access denied. Admin privileges required.').waitFor();
  await expectSettledAccessible(other.page);
});
