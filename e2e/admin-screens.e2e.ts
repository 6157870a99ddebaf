import { expectSettledAccessible, snap, startE2E, type E2E } from './harness';
import { gqlAs, signIn } from './steps';

// Browser flows need longer than the default timeout.
jest.setTimeout(180_000);

let e: E2E;
let adminEmail: string;
beforeAll(async () => {
  e = await startE2E();
  adminEmail = (await e.t.createUser({ isAdmin: true, fullName: 'Ada Admin' })).email;
});
afterAll(() => e?.close());

it('admin manages users: add, edit, the server refusing a taken email, delete', async () => {
  const { page, context } = await e.newPage();
  await signIn(page, adminEmail);
  await page.goto('/admin/manage-users');
  await page.getByRole('row', { name: /Ada Admin/ }).getByText('Admin', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add New User' });
  await add.getByRole('button', { name: 'Create User' }).click();
  await add.getByText('Username must be at least 3 characters').waitFor();
  await add.getByLabel('Username').fill('neo');
  await add.getByLabel('Password').fill('secret123');
  await add.getByLabel('Full Name').fill('Neo New');
  await add.getByLabel('Email').fill('neo@example.org');
  await expectSettledAccessible(page);
  await snap(page, 'admin-users-dialog-desktop');
  await add.getByRole('button', { name: 'Create User' }).click();
  await page.getByText('User created successfully').waitFor();
  await page.getByRole('row', { name: /Neo New/ }).getByText('Member', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Edit Neo New' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Email').fill(adminEmail);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Failed to update user').waitFor();
  await snap(page, 'admin-users-taken-email');
  await edit.getByLabel('Email').fill('neo.new@example.org');
  await edit.getByRole('switch', { name: 'Admin privileges' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('User updated successfully').waitFor();
  await page.getByRole('row', { name: /Neo New/ }).getByText('Admin', { exact: true }).waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'admin-users-desktop');
  // Search and the role filter, by keyboard: the list narrows, and 'No matches' offers to clear.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('Ada');
  await page.getByRole('row', { name: /Ada Admin/ }).waitFor();
  expect(await page.getByRole('row', { name: /Neo/ }).count()).toBe(0);
  await page.getByRole('combobox', { name: 'Role' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Member' }).click();
  await page.getByText('No matches').waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'admin-users-no-matches');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await page.getByRole('row', { name: /Ada Admin/ }).waitFor();

  await page.getByRole('button', { name: 'Delete Neo New' }).click();
  await page.getByRole('dialog', { name: 'Delete User' }).getByText('Are you sure you want to delete Neo New? This action cannot be undone.').waitFor();
  await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('User deleted').waitFor();
  await page.getByRole('row', { name: /Neo New/ }).waitFor({ state: 'detached' });
  await context.close();
});

it('admin posts, edits and deletes an announcement', async () => {
  const { page, context } = await e.newPage();
  await signIn(page, adminEmail);
  await page.goto('/admin/announcements');
  await page.getByText('No announcements yet').waitFor();
  await page.getByRole('button', { name: 'New Announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Announcement' });
  await dialog.getByLabel('Title').fill('Office closed Friday');
  await dialog.getByLabel('Content').fill('Maintenance all day.');
  await dialog.getByRole('radio', { name: 'Team' }).check();
  await dialog.getByRole('button', { name: 'Post Announcement' }).click();
  await dialog.getByText('Please select a team').waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'admin-announcements-dialog-desktop');
  await dialog.getByRole('radio', { name: 'All members' }).check();
  await dialog.getByRole('button', { name: 'Post Announcement' }).click();
  await page.getByText('Announcement created successfully').waitFor();
  const card = page.getByRole('listitem').filter({ hasText: 'Office closed Friday' });
  await card.getByText('General', { exact: true }).waitFor();
  await card.getByText('By Ada Admin').waitFor();
  await card.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/).waitFor();

  await page.getByRole('button', { name: 'Edit Office closed Friday' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Announcement' });
  await edit.getByLabel('Content').fill('Maintenance until 3 PM.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Announcement updated successfully').waitFor();
  await card.getByText('Maintenance until 3 PM.').waitFor();
  await expectSettledAccessible(page);
  await snap(page, 'admin-announcements-desktop');

  await page.getByRole('button', { name: 'Delete Office closed Friday' }).click();
  await page.getByRole('dialog', { name: 'Delete Announcement' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Announcement deleted').waitFor();
  await page.getByText('No announcements yet').waitFor();
  await context.close();
});

it('every admin screen works on a 390 × 844 phone', async () => {
  const { agent } = await e.t.signedIn({ isAdmin: true });
  await gqlAs(e.t, agent, `mutation E2ERoom { createMeetingRoom(input: { name: "Phone Booth", capacity: 1, amenities: ["Lamp"] }) { id } }`);
  const { page, context } = await e.newPage({ mobile: true });
  await signIn(page, adminEmail);
  const screens: [string, string][] = [
    ['manage-users', 'Add User'],
    ['manage-rooms', 'Add Room'],
    ['booking-requests', ''],
    ['manage-events', 'Add Event'],
    ['announcements', 'New Announcement'],
  ];
  for (const [route, add] of screens) {
    await page.goto(`/admin/${route}`);
    await page.getByRole('searchbox').waitFor();
    await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'detached' });
    await expectSettledAccessible(page);
    await snap(page, `admin-${route}-mobile`);
    if (add) {
      await page.getByRole('button', { name: add }).click();
      await page.getByRole('dialog').waitFor();
      await expectSettledAccessible(page);
      await snap(page, `admin-${route}-dialog-mobile`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  }
  await context.close();
});

it('a member who opens an admin screen lands on the dashboard with Access denied', async () => {
  const member = await e.t.createUser({ fullName: 'Mia Member' });
  const { page, context } = await e.newPage();
  const ops: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') ops.push((r.postDataJSON() as { operationName?: string }).operationName ?? '');
  });
  await signIn(page, member.email);
  // Waited for, not assumed: the heading can be drawn before the browser reports the dashboard's request.
  const dashboardAsked = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && r.method() === 'POST' && (r.postDataJSON() as { operationName?: string }).operationName === 'DashboardUpcomingEvents',
  );
  const response = await page.goto('/admin/manage-users');
  // Who is signed in comes from the server, with the page (the Me answer in its data block), not from the client.
  expect(await response!.text()).toMatch(/<script type="application\/json" id="session-answer">[^<]*"isAdmin":false/);
  await page.getByText('Access denied').waitFor();
  await page.getByText("You don't have permission to access this page").waitFor();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Upcoming Events' }).waitFor();
  await dashboardAsked;
  // The recorder sees the dashboard's queries, so an admin query would not go unnoticed.
  expect(ops).toContain('DashboardUpcomingEvents');
  expect(ops.filter((o) => o.startsWith('Admin'))).toEqual([]);
  await snap(page, 'admin-denied-member');
  await context.close();
});
