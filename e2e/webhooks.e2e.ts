import { Webhook } from 'standardwebhooks';
import { createBooking, createRoom } from '../api/test/factories/bookings';
import { webhookReceiver, type Receiver } from '../api/test/webhook-receiver';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signInNewUser } from './steps';

jest.setTimeout(180_000);

let e: E2E;
let receiver: Receiver;
beforeAll(async () => {
  e = await startE2E();
  receiver = await webhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await e?.close();
});

it('an admin registers a receiver on the Webhooks screen with the keyboard, copies the secret, and sees booking.accepted delivered, verified with it; axe-clean', async () => {
  const { page, context } = await e.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await signInNewUser(e.t, page, { isAdmin: true });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Webhooks' }).click();
  await page.waitForURL('**/admin/webhooks');
  await page.getByText('No webhook endpoints yet').waitFor();
  await expectSettledAccessible(page);

  await page.getByRole('button', { name: 'New Endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Endpoint' });
  await dialog.getByLabel('URL').fill(receiver.url);
  await dialog.getByLabel('Description').fill('Accounting');
  // Keyboard: focus the event's checkbox and tick it with Space.
  await dialog.getByRole('checkbox', { name: 'booking.accepted' }).focus();
  await page.keyboard.press('Space');
  await expectSettledAccessible(page);
  await dialog.getByRole('button', { name: 'Add Endpoint' }).click();

  const shown = page.getByRole('dialog', { name: 'Signing Secret' });
  await shown.waitFor();
  const secret = await shown.getByLabel('Secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await snap(page, 'webhooks-secret');
  await shown.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiver.url }) });
  await card.waitFor();

  // A booking accepted through the API; the delivery runs as the jobs run it.
  const member = await e.t.createUser();
  const bookingId = await createBooking(e.t, { roomId: await createRoom(e.t), memberId: member.id, startDate: '2033-04-01' });
  await e.t.services.bookings.accept({ id: admin.id, isAdmin: true, sessionId: '' }, bookingId);
  for (const id of await e.t.services.webhooks.due()) await e.t.services.webhooks.deliverInOrder(id);
  expect(receiver.received).toHaveLength(1);
  const [{ body, headers }] = receiver.received;
  expect(new Webhook(secret).verify(body, headers as Record<string, string>)).toMatchObject({ type: 'booking.accepted', data: { booking: { id: bookingId } } });

  const show = card.getByRole('button', { name: 'Show deliveries' });
  await show.focus();
  await page.keyboard.press('Enter');
  const table = card.getByRole('table', { name: `Deliveries to ${receiver.url}` });
  await table.waitFor();
  const row = table.getByRole('row').nth(1);
  await expect(row.textContent()).resolves.toMatch(/booking\.acceptedDeliveredHTTP 200ok1/);
  await expectSettledAccessible(page);
  await snap(page, 'webhooks-1280');
  await context.close();
});
