import { insertEvent } from '../api/test/factories/events';
import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { signInNewUser } from './steps';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

it('a member joins a full event’s waiting list, sees their place, gets the freed place; the admin list shows who waits', async () => {
  const eventId = await insertEvent(e.t, { title: 'Sold Out Supper', maxAttendees: 1 });
  const attendee = await e.t.signedIn();
  const ahead = await e.t.signedIn();
  expect((await attendee.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending' })).status).toBe(201);
  expect((await ahead.agent.post(`/api/events/${eventId}/waitlist`)).status).toBe(201);

  for (const mobile of [false, true]) {
    const { page, context } = await e.newPage({ mobile });
    await signInNewUser(e.t, page, { fullName: mobile ? 'Wanda Phone' : 'Wanda Waiting' });
    await page.goto('/events');
    const card = page.getByRole('article', { name: 'Sold Out Supper' });
    // The desktop member joined first, so the phone one finds two waiting.
    await card.getByText(`Full · ${mobile ? 2 : 1} waiting`).waitFor();
    await card.getByRole('button', { name: 'Join waitlist for Sold Out Supper' }).click();
    await card.getByText(`You are #${mobile ? 3 : 2} on the waiting list`).waitFor();
    await page.getByText('Added to the waiting list').waitFor();
    await expectSettledAccessible(page);
    await snap(page, `waitlist-member-${mobile ? 390 : 1280}`);
    if (mobile) {
      // Keyboard: leave the list again.
      await card.getByRole('button', { name: 'Leave waitlist for Sold Out Supper' }).focus();
      await page.keyboard.press('Enter');
      await card.getByText('Full · 2 waiting').waitFor();
    }
    await context.close();
  }

  // The attendee gives up the place: the first waiting member gets it at once; the desktop member moves up.
  expect((await attendee.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'not_attending' })).status).toBe(200);
  const ahead2 = (await ahead.agent.get('/api/events')).body.find((x: { id: number }) => x.id === eventId);
  expect(ahead2).toMatchObject({ attendeeCount: 1, currentUserRsvp: { status: 'attending' }, waitlistPosition: null, waitlistCount: 1 });

  const { page, context } = await e.newPage();
  await signInNewUser(e.t, page, { fullName: 'Adam Admin', isAdmin: true });
  await page.goto('/admin/manage-events');
  await page.getByRole('cell', { name: '1 / 1 · 1 waiting' }).waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'waitlist-admin-events');
  await context.close();
});
