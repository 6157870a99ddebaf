import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { demoAdmin } from '../../../mocks/handlers';
import { sessionAs } from '../../../../test/handlers/session';
import { renderWithProviders } from '../../../../test/render';
import { choose, fill, gqlError } from '../../../../test/forms';
import { UsersScreen } from './UsersScreen';
import { demoUsers } from '../../../../test/fixtures/admin-users';
import { usersListHandler } from '../../../../test/handlers/admin-users';
import { resetViewport, setViewportWidth } from '../../../../test/viewport';
import { AdminCreateUserDocument, AdminDeleteUserDocument, AdminUpdateUserDocument, AdminUsersListDocument } from './operations';

const renderUsers = (...handlers: RequestHandler[]) =>
  renderWithProviders(<UsersScreen />, { handlers: [sessionAs(demoAdmin), ...handlers] });


describe('Manage Users', () => {
  it('lists users with their role badges and labelled actions', async () => {
    renderUsers(usersListHandler());
    expect(await screen.findByText('Dana Office')).toBeInTheDocument();
    expect(screen.getByText('Amelia Tan')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Amelia Tan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Amelia Tan' })).toBeInTheDocument();
  });

  it('shows skeletons while loading, then the empty state', async () => {
    renderUsers(
      graphql.query(AdminUsersListDocument, async () => {
        await delay(50);
        return HttpResponse.json({ data: { __typename: 'Query', users: [] } });
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('No users have been created yet.')).toBeInTheDocument();
  });

  it('shows an error box when the list fails, and Try again asks again', async () => {
    let calls = 0;
    renderUsers(
      graphql.query(AdminUsersListDocument, () =>
        ++calls === 1 ? gqlError('boom', 'INTERNAL_SERVER_ERROR') : HttpResponse.json({ data: { __typename: 'Query', users: demoUsers } }),
      ),
    );
    expect(await screen.findByText('Failed to load users. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Amelia Tan')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load users. Please try again later.')).not.toBeInTheDocument();
  });

  it('validates the Add New User dialog with the spec messages', async () => {
    const user = userEvent.setup();
    renderUsers(usersListHandler());
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    expect(within(dialog).getByText('Create a new user account in the system.')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/Username/), 'ab');
    await fill(user, within(dialog).getByLabelText(/Password/), '123');
    await fill(user, within(dialog).getByLabelText(/Full Name/), 'A');
    await fill(user, within(dialog).getByLabelText(/Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Full name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('creates a user, refetches the list and says so', async () => {
    const user = userEvent.setup();
    const users = [...demoUsers];
    let sent: unknown;
    renderUsers(
      usersListHandler(users),
      graphql.mutation(AdminCreateUserDocument, ({ variables }) => {
        sent = variables.input;
        const u = { __typename: 'User' as const, id: '3', username: 'neo', email: 'neo@example.org', fullName: 'Neo New', isAdmin: true, isParent: false };
        users.push(u);
        return HttpResponse.json({ data: { __typename: 'Mutation', createUser: u } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    await fill(user, within(dialog).getByLabelText(/Username/), 'neo');
    await fill(user, within(dialog).getByLabelText(/Password/), 'secret123');
    await fill(user, within(dialog).getByLabelText(/Full Name/), 'Neo New');
    await fill(user, within(dialog).getByLabelText(/Email/), 'neo@example.org');
    await user.click(within(dialog).getByRole('switch', { name: 'Admin privileges' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(sent).toEqual({ username: 'neo', password: 'secret123', fullName: 'Neo New', email: 'neo@example.org', isAdmin: true, isParent: false });
    expect(await screen.findByText('Neo New')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal when creating fails, and the fallback otherwise", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderUsers(
      usersListHandler(),
      graphql.mutation(AdminCreateUserDocument, () =>
        ++calls === 1 ? gqlError('That email is already in use', 'CONFLICT') : HttpResponse.error(),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    await fill(user, within(dialog).getByLabelText(/Username/), 'neo');
    await fill(user, within(dialog).getByLabelText(/Password/), 'secret123');
    await fill(user, within(dialog).getByLabelText(/Full Name/), 'Neo New');
    await fill(user, within(dialog).getByLabelText(/Email/), 'admin@d-office.local');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(screen.getByText('That email is already in use')).toBeInTheDocument();
    // The dialog stays open so the admin can fix the field.
    expect(screen.getByRole('dialog', { name: 'Add New User' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('An error occurred while creating the user. Please try again.')).toBeInTheDocument();
  });

  it('edits a user without username or password fields', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderUsers(
      usersListHandler(),
      graphql.mutation(AdminUpdateUserDocument, ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { __typename: 'Mutation', updateUser: { ...demoUsers[1]!, ...variables.input, isAdmin: !!variables.input.isAdmin, isParent: !!variables.input.isParent } },
        });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Amelia Tan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByText('Update user information and roles.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Username/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText(/Full Name/);
    expect(name).toHaveValue('Amelia Tan');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Full name is required')).toBeInTheDocument();
    await fill(user, name, 'Amelia Moved');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({ id: '2', input: { fullName: 'Amelia Moved', email: 'amelia.tan@d-office.local', isAdmin: false, isParent: false } });
  });

  it('shows the fallback when an update fails without a message', async () => {
    const user = userEvent.setup();
    renderUsers(usersListHandler(), graphql.mutation(AdminUpdateUserDocument, () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'Edit Amelia Tan' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while updating the user. Please try again.')).toBeInTheDocument();
  });

  it('deletes a user after confirmation', async () => {
    const user = userEvent.setup();
    let deleted: string | undefined;
    renderUsers(
      usersListHandler(),
      graphql.mutation(AdminDeleteUserDocument, ({ variables }) => {
        deleted = String(variables.id);
        return HttpResponse.json({ data: { __typename: 'Mutation', deleteUser: String(variables.id) } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Amelia Tan' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(within(dialog).getByText('Are you sure you want to delete Amelia Tan? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(deleted).toBe('2');
  });

  it("shows the server's refusal to delete the last admin, and the fallback otherwise", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderUsers(
      usersListHandler(),
      graphql.mutation(AdminDeleteUserDocument, () =>
        ++calls === 1 ? gqlError('The last admin cannot be deleted', 'CONFLICT') : HttpResponse.error(),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Dana Office' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.getByText('The last admin cannot be deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });
});

describe('Manage Users: search and filter', () => {
  it('narrows the list by name, username or email and by role; no match says so and clears', async () => {
    const user = userEvent.setup();
    renderUsers(usersListHandler());
    await screen.findByText('Amelia Tan');
    await fill(user, screen.getByRole('searchbox', { name: 'Search users' }), 'TAN@D-OFFICE');
    expect(screen.getByText('Amelia Tan')).toBeInTheDocument();
    expect(screen.queryByText('Dana Office')).not.toBeInTheDocument();

    await choose(user, 'Role', 'Admin');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByText('Dana Office')).toBeInTheDocument();
    expect(screen.getByText('Amelia Tan')).toBeInTheDocument();

    await choose(user, 'Role', 'Admin');
    expect(screen.getByText('Dana Office')).toBeInTheDocument();
    expect(screen.queryByText('Amelia Tan')).not.toBeInTheDocument();
  });

  it('shows a parent as Parent (an admin who is a parent as Admin), and the Role filter picks parents out', async () => {
    const user = userEvent.setup();
    const pat = { ...demoUsers[1]!, id: '3', username: 'pat', email: 'pat@example.org', fullName: 'Pat Parent', isParent: true };
    const ada = { ...demoUsers[0]!, isParent: true };
    renderUsers(usersListHandler([ada, demoUsers[1]!, pat]));
    const row = (name: string) => screen.getByText(name).closest('tr, li') as HTMLElement;
    await screen.findByText('Pat Parent');
    expect(within(row('Pat Parent')).getByText('Parent')).toBeInTheDocument();
    expect(within(row('Dana Office')).getByText('Admin')).toBeInTheDocument();
    expect(within(row('Amelia Tan')).getByText('Member')).toBeInTheDocument();

    await choose(user, 'Role', 'Parent');
    expect(screen.getByText('Pat Parent')).toBeInTheDocument();
    expect(screen.queryByText('Amelia Tan')).not.toBeInTheDocument();
    expect(screen.queryByText('Dana Office')).not.toBeInTheDocument();
    await choose(user, 'Role', 'Member');
    expect(screen.getByText('Amelia Tan')).toBeInTheDocument();
    expect(screen.queryByText('Pat Parent')).not.toBeInTheDocument();
  });
});

describe('Manage Users on a phone', () => {
  beforeEach(() => setViewportWidth(390));
  afterEach(resetViewport);

  it("shows a card's email once, and the username only when it is not the email", async () => {
    // Registration makes the username the email (spec §5), as for Dana; an admin may give Amelia another.
    renderUsers(usersListHandler([demoUsers[0]!, { ...demoUsers[1]!, username: 'amelia' }]));
    const cards = await screen.findByRole('list', { name: 'Users' });
    const dana = within(within(cards).getByText('Dana Office').closest('li')!);
    expect(dana.getAllByText('admin@d-office.local', { exact: false })).toHaveLength(1);
    const amelia = within(within(cards).getByText('Amelia Tan').closest('li')!);
    expect(amelia.getByText('amelia.tan@d-office.local')).toBeInTheDocument();
    expect(amelia.getByText('Username: amelia')).toBeInTheDocument();
  });
});
