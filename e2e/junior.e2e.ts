import type { Page } from 'playwright-core';
import { expectAccessible, expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { dayFromToday } from './events-seed';
import { pickDayNextMonth, signInNewUser } from './steps';

// The project's testTimeout is not applied to every runner invocation; browser flows need longer.
jest.setTimeout(120_000);

/** The junior section in real Chromium against the real server: a parent, and an admin building a roster. */
let e: E2E;
let teamId: number;
beforeAll(async () => {
  e = await startE2E();
  const [{ id: leagueId }] = await e.t.ds.query(`INSERT INTO leagues (name, age_group) VALUES ('Junior League', 'U12') RETURNING id`);
  [{ id: teamId }] = await e.t.ds.query(`INSERT INTO teams (name, league_id) VALUES ('Falcons', $1) RETURNING id`, [leagueId]);
  await e.t.ds.query(`INSERT INTO children (name, date_of_birth) VALUES ('Ivy Chen', '2014-06-30')`);
  await e.t.ds.query(
    `INSERT INTO events (title, type, date, start_time, location, relevance_type) VALUES ('Spring Tournament', 'tournament', $1, '09:00', 'City Park', 'all')`,
    [dayFromToday(5)],
  );
  await e.t.ds.query(`INSERT INTO events (title, type, date, start_time, location, team_id) VALUES ('Falcons Training', 'training', $1, '17:00', 'Hall', $2)`, [
    dayFromToday(3),
    teamId,
  ]);
});
afterAll(() => e?.close());

async function addChild(page: Page, name: string, dateOfBirth: string) {
  await page.getByRole('button', { name: 'Add Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Child' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Date of birth').fill(dateOfBirth);
  await dialog.getByRole('button', { name: 'Add Child' }).click();
  return dialog;
}

it('a parent adds a child, meets the duplicate message, claims, and marks availability (1280 px)', async () => {
  const { page } = await e.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(e.t, page, { fullName: 'Pat Parent', isParent: true });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Children' }).click();
  await page.waitForURL('**/my-children');
  await page.getByText('No children yet').waitFor();
  await expectAccessible(page);

  let dialog = await addChild(page, 'Maya Lee', '2014-04-12');
  await dialog.waitFor({ state: 'detached' });
  const maya = page.getByRole('listitem', { name: 'Maya Lee' });
  await maya.waitFor();
  const group = maya.getByRole('group', { name: 'Availability of Maya Lee for Spring Tournament' });
  await group.getByRole('button', { name: 'Available', exact: true }).click();
  await page.waitForFunction(() =>
    document.querySelector('[aria-label="Availability of Maya Lee for Spring Tournament"] button[aria-pressed="true"]')?.textContent === 'Available',
  );

  dialog = await addChild(page, 'maya lee', '2014-04-12');
  await dialog.getByRole('alert').getByText('You have already added this child').waitFor();
  await expectSettledAccessible(page);
  await dialog.getByRole('button', { name: 'View' }).click();
  await dialog.waitFor({ state: 'detached' });

  dialog = await addChild(page, 'Ivy Chen', '2014-06-30');
  await dialog.getByRole('alert').getByText('Child already exists in the system').waitFor();
  await snap(page, 'junior-claim');
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await page.getByRole('listitem', { name: 'Ivy Chen' }).waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'junior-my-children');

  const [answer] = await e.t.ds.query(
    `SELECT a.is_available FROM availabilities a JOIN children c ON c.id = a.child_id WHERE c.name = 'Maya Lee'`,
  );
  expect(answer).toEqual({ is_available: true });
});

it('an admin builds a roster; the parent then sees the team’s training (1280 px)', async () => {
  const { page } = await e.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(e.t, page, { fullName: 'Ada Admin', isAdmin: true });
  await page.goto('/admin/teams');
  const falcons = page.getByRole('listitem', { name: 'Falcons' });
  await falcons.waitFor();
  await expectAccessible(page);
  await falcons.getByRole('combobox', { name: 'Add a child' }).click();
  await page.getByRole('option', { name: 'Maya Lee' }).click();
  await falcons.getByRole('button', { name: 'Add to Falcons' }).click();
  await falcons.getByRole('list', { name: 'Roster of Falcons' }).getByText('Maya Lee').waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'junior-admin-teams');
  const rows = await e.t.ds.query(`SELECT c.name FROM team_members m JOIN children c ON c.id = m.child_id WHERE m.team_id = $1`, [teamId]);
  expect(rows).toEqual([{ name: 'Maya Lee' }]);
});

it('works on a 390 × 844 phone, for a parent and an admin', async () => {
  const parent = await e.newPage({ mobile: true });
  const [{ email }] = await e.t.ds.query(
    `SELECT u.email FROM users u JOIN children c ON c.parent_id = u.id WHERE c.name = 'Maya Lee'`,
  );
  await (await import('./steps')).signIn(parent.page, email);
  await parent.page.goto('/my-children');
  const maya = parent.page.getByRole('listitem', { name: 'Maya Lee' });
  await maya.getByText('Falcons Training').waitFor();
  await expectAccessible(parent.page);
  await snap(parent.page, 'junior-my-children-phone');

  const admin = await e.newPage({ mobile: true });
  await signInNewUser(e.t, admin.page, { isAdmin: true });
  await admin.page.goto('/admin/teams');
  await admin.page.getByRole('listitem', { name: 'Falcons' }).waitFor();
  await expectAccessible(admin.page);
  await snap(admin.page, 'junior-admin-teams-phone');
});

it('an admin gives a match its team and age group in Manage Events, and edits a league and a team (axe at 1280 and 390 px)', async () => {
  const { page } = await e.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(e.t, page, { isAdmin: true });
  await page.goto('/admin/manage-events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event' });
  await dialog.getByLabel('Title').fill('Falcons Cup Match');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Match' }).click();
  await pickDayNextMonth(page, dialog, 12);
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByRole('textbox', { name: 'Location', exact: true }).fill('Riverside Pitch');
  // Keyboard only: the team and whom it concerns.
  await dialog.getByRole('combobox', { name: 'Team', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Falcons' }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('combobox', { name: 'Concerns' }).click();
  await page.getByRole('option', { name: 'An age group' }).click();
  await dialog.getByRole('combobox', { name: /Age group/ }).click();
  await page.getByRole('option', { name: 'U12' }).click();
  await expectSettledAccessible(page);
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await page.getByText('Event created successfully').waitFor();
  await page.getByRole('row', { name: /Falcons Cup Match/ }).getByText('Falcons · Age group U12').waitFor();
  const [saved] = await e.t.ds.query(`SELECT team_id, relevance_type, age_group_relevance FROM events WHERE title = 'Falcons Cup Match'`);
  expect(saved).toEqual({ team_id: teamId, relevance_type: 'age_group', age_group_relevance: 'U12' });

  await page.goto('/admin/teams');
  await page.getByRole('button', { name: 'Edit Falcons' }).click();
  const team = page.getByRole('dialog', { name: 'Edit Team' });
  await team.getByLabel('Name').fill('Falcons FC');
  await expectSettledAccessible(page);
  await team.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Team updated successfully').waitFor();
  await page.getByRole('listitem', { name: 'Falcons FC' }).waitFor();
  await page.getByRole('button', { name: 'Edit Junior League' }).click();
  const league = page.getByRole('dialog', { name: 'Edit League' });
  await league.getByLabel('Description').fill('Saturday mornings');
  await league.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('League updated successfully').waitFor();
  await page.getByRole('list', { name: 'Leagues' }).getByText('Saturday mornings').waitFor();
  expect(await e.t.ds.query(`SELECT name FROM teams WHERE id = $1`, [teamId])).toEqual([{ name: 'Falcons FC' }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Edit Falcons FC' }).click();
  await page.getByRole('dialog', { name: 'Edit Team' }).waitFor();
  await expectSettledAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.goto('/admin/manage-events');
  await page.getByRole('button', { name: 'Edit Falcons Cup Match' }).click();
  await page.getByRole('dialog', { name: 'Edit Event' }).getByRole('combobox', { name: /Age group/ }).waitFor();
  await expectSettledAccessible(page);
});
