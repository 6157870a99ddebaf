import type { Page } from 'playwright-core';
import { expectAccessible, snap, startE2E, type E2E } from './harness';
import { dayFromToday, seedEvents, takeSeat } from './events-seed';
import { signInNewUser } from './steps';
import dayjs from 'dayjs';

// The project's testTimeout is not applied to every runner invocation; browser flows need longer.
jest.setTimeout(120_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  const { ids } = await seedEvents(e.t, [
    {
      title: 'Design Workshop',
      type: 'workshop',
      inDays: 4,
      startTime: '13:00',
      endTime: '16:30',
      location: 'Studio B',
      locationDetail: 'Second floor',
      description:
        'A hands-on afternoon on service design. Bring a laptop, a problem you are working on and an open mind. ' +
        'We will work in small groups, share results and finish with drinks on the terrace. Long text is clamped to three lines.',
      maxAttendees: 12,
    },
    { title: 'Sold-out Dinner', type: 'social', inDays: 6, startTime: '19:00', location: 'Rooftop', maxAttendees: 1 },
    { title: 'Open Office Hours', type: 'meeting', inDays: 8, startTime: '09:00', location: 'Lobby' },
    // Only admins see it.
    { title: 'Called-off Quiz', type: 'social', inDays: 5, startTime: '20:00', location: 'Bar', status: 'cancelled' },
  ]);
  await takeSeat(e.t, ids[1]!);
});
afterAll(() => e?.close());

const signIn = (page: Page) => signInNewUser(e.t, page, { fullName: 'Eve Events' });

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

it('a member answers through the RSVP dialog and is told a full event is full', async () => {
  const { page, context } = await e.newPage();
  await signIn(page);
  await page.goto('/events');
  const workshop = card(page, 'Design Workshop');
  await workshop.waitFor();
  await workshop.getByText(dayjs(dayFromToday(4)).format('dddd, MMMM D, YYYY')).waitFor();
  await workshop.getByText('1:00 PM - 4:30 PM').waitFor();
  await workshop.getByText('Studio B (Second floor)').waitFor();
  await workshop.getByText('0 / 12 attendees').waitFor();
  await expectAccessible(page);
  await snap(page, 'events-desktop');

  await workshop.getByRole('button', { name: 'RSVP for Design Workshop' }).click();
  const dialog = page.getByRole('dialog', { name: 'RSVP to Design Workshop' });
  await dialog.waitFor();
  expect(await dialog.getByRole('button', { name: 'Submit RSVP' }).isDisabled()).toBe(true);
  await dialog.getByRole('radio', { name: /^Attending/ }).check();
  expect(await dialog.getByRole('button', { name: 'Submit RSVP' }).isEnabled()).toBe(true);
  await expectAccessible(page);
  await snap(page, 'events-dialog');
  await dialog.getByRole('button', { name: 'Submit RSVP' }).click();
  await page.getByText('Your response has been recorded successfully.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await workshop.getByText('1 / 12 attendees').waitFor();
  await workshop.getByText('Attending', { exact: true }).waitFor();
  await workshop.getByRole('button', { name: 'Update RSVP for Design Workshop' }).waitFor();

  // The one seat of the dinner is taken: the card and the dialog say so, Attending cannot be chosen.
  await card(page, 'Sold-out Dinner').getByText('1 / 1 attendees · Event Full').waitFor();
  await card(page, 'Sold-out Dinner').getByRole('button', { name: 'RSVP for Sold-out Dinner' }).click();
  const full = page.getByRole('dialog', { name: 'RSVP to Sold-out Dinner' });
  await full.getByText('This event is full').waitFor();
  expect(await full.getByRole('radio', { name: /^Attending/ }).isDisabled()).toBe(true);
  await expectAccessible(page);
  await snap(page, 'events-full');
  // Maybe is still possible.
  await full.getByRole('radio', { name: /^Maybe/ }).check();
  await full.getByRole('button', { name: 'Submit RSVP' }).click();
  await page.getByText('RSVP Submitted').waitFor();
  await card(page, 'Sold-out Dinner').getByText('Maybe', { exact: true }).waitFor();
  await context.close();
});

it('an admin sees a cancelled event as cancelled, with nothing to answer, on the dashboard and the events page', async () => {
  const { page, context } = await e.newPage();
  await signInNewUser(e.t, page, { fullName: 'Ada Admin', isAdmin: true });
  const onDashboard = page.getByRole('article', { name: 'Called-off Quiz' });
  await onDashboard.getByText('This event has been cancelled, so it no longer takes RSVPs').waitFor();
  // Only its title, which opens its details.
  expect(await onDashboard.getByRole('button').allTextContents()).toEqual(['Called-off Quiz']);
  await expectAccessible(page);
  await page.goto('/events');
  const quiz = card(page, 'Called-off Quiz');
  await quiz.getByText('Cancelled', { exact: true }).waitFor();
  expect(await quiz.getByRole('button').count()).toBe(0);
  await expectAccessible(page);
  await snap(page, 'events-admin-cancelled');
  await context.close();
});

it('works on a 390 × 844 screen', async () => {
  const { page, context } = await e.newPage({ mobile: true });
  await signIn(page);
  await page.goto('/events');
  await card(page, 'Open Office Hours').waitFor();
  await expectAccessible(page);
  await snap(page, 'events-mobile');

  // Keyboard only: open the dialog, pick the first choice, submit.
  await card(page, 'Open Office Hours').getByRole('button', { name: 'RSVP for Open Office Hours' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'RSVP to Open Office Hours' });
  await dialog.waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  expect(await dialog.getByRole('radio', { name: /^Attending/ }).isChecked()).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByText('RSVP Submitted').waitFor();
  await card(page, 'Open Office Hours').getByText('Attending', { exact: true }).waitFor();
  await context.close();
});
