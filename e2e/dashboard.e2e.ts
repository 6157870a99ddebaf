import type { Page } from 'playwright-core';
import { expectAccessible, snap, startE2E, type E2E } from './harness';
import { seedEvents, takeSeat } from './events-seed';
import { register } from './steps';

// The project's testTimeout is not applied to every runner invocation; browser flows need longer.
jest.setTimeout(120_000);

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
  const { ids } = await seedEvents(e.t, [
    {
      title: 'Members Breakfast',
      type: 'social',
      inDays: 2,
      startTime: '08:30',
      endTime: '10:00',
      location: 'Main Hall',
      locationDetail: 'Room 2',
      maxAttendees: 10,
    },
    { title: 'Pitch Night', type: 'networking', inDays: 3, startTime: '18:00', location: 'Studio B', maxAttendees: 1 },
    { title: 'Budget Review', type: 'meeting', inDays: 5, startTime: '14:00', location: 'Board Room' },
  ]);
  await takeSeat(e.t, ids[1]!);
});
afterAll(() => e?.close());

const article = (page: Page, title: string) => page.getByRole('article', { name: title });

it('a new member sees upcoming events and announcements and answers from the dashboard', async () => {
  const { page, context } = await e.newPage();
  await register(page, 'dana@example.org', 'Dana Member');

  // One toast at a time: the registration toast first, the new member's welcome once it has gone.
  await page.getByText('Registration successful').waitFor();
  expect(await page.getByText('Welcome to D.Office!').count()).toBe(0);
  await page.getByText('Welcome to D.Office!').waitFor({ timeout: 15_000 });
  await page.getByText('Your account has been created successfully.').waitFor();
  const breakfast = article(page, 'Members Breakfast');
  await breakfast.waitFor();
  await expect(breakfast.getByText('8:30 AM - 10:00 AM').isVisible()).resolves.toBe(true);
  await expect(breakfast.getByText('Main Hall (Room 2)').isVisible()).resolves.toBe(true);
  await expect(breakfast.getByText('0 people attending (Max: 10)').isVisible()).resolves.toBe(true);
  await expect(breakfast.getByText('RSVP Needed').isVisible()).resolves.toBe(true);
  await expect(article(page, 'Pitch Night').getByText('1 person attending (Max: 1)').isVisible()).resolves.toBe(true);
  await page.getByText('No announcements yet').waitFor();
  await expectAccessible(page);
  await snap(page, 'dashboard-desktop');

  // Answer attending: the button is highlighted, the text and the count change.
  await breakfast.getByRole('button', { name: 'Attending', exact: true }).click();
  await page.getByText('You are marked as attending for this event').waitFor();
  await breakfast.getByText('Your RSVP: Attending').waitFor();
  await breakfast.getByText('1 person attending (Max: 10)').waitFor();
  expect(await breakfast.getByRole('button', { name: 'Attending', exact: true }).getAttribute('aria-pressed')).toBe('true');
  await snap(page, 'dashboard-after-rsvp');

  // Change of mind: maybe.
  await breakfast.getByRole('button', { name: 'Maybe' }).click();
  await page.getByText('You are marked as maybe attending for this event').waitFor();
  await breakfast.getByText('Your RSVP: Maybe').waitFor();
  await breakfast.getByText('0 people attending (Max: 10)').waitFor();

  // A full event says so: Attending is disabled, the other answers stay open.
  const pitch = article(page, 'Pitch Night');
  expect(await pitch.getByRole('button', { name: 'Event Full' }).isDisabled()).toBe(true);
  expect(await pitch.getByRole('button', { name: 'Attending', exact: true }).count()).toBe(0);
  expect(await pitch.getByRole('button', { name: 'Maybe' }).isEnabled()).toBe(true);
  await expectAccessible(page);
  await snap(page, 'dashboard-event-full');

  // The answer is stored; the greeting shows once per browser session.
  await page.reload();
  await article(page, 'Members Breakfast').getByText('Your RSVP: Maybe').waitFor();
  expect(await page.getByText('Welcome to D.Office!').count()).toBe(0);
  expect(await page.getByText(/^Welcome back/).count()).toBe(0);

  // The announcements anchor.
  await page.getByRole('link', { name: 'View All' }).nth(1).click();
  expect(page.url()).toMatch(/\/dashboard#announcements$/);
  await context.close();
});

it('works on a 390 × 844 screen', async () => {
  const { page, context } = await e.newPage({ mobile: true });
  await register(page, 'milo@example.org', 'Milo Mobile');
  const breakfast = article(page, 'Members Breakfast');
  await breakfast.waitFor();
  await breakfast.getByRole('button', { name: 'Not Attending' }).click();
  await breakfast.getByText('Your RSVP: Not Attending').waitFor();
  await expectAccessible(page);
  await snap(page, 'dashboard-mobile');
  await context.close();
});
