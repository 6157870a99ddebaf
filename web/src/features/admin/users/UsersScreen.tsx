import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AdminList, type AdminColumn } from '../shared/AdminList';
import { useListFilters, type ListFilter } from '../shared/listFilters';
import { AddButton, ListToolbar } from '../shared/ListToolbar';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmDelete } from '../shared/useConfirmDelete';
import { useDialogTarget } from '../shared/useDialogTarget';
import { ROLE_LABELS, roleLabel } from '../../../lib/session';
import { useAdminUsers, useDeleteUser } from './operations';
import { UserFormDialog, type AdminUser } from './UserFormDialog';

/** The role a user is shown with everywhere (Admin, Parent or Member: `roleLabel`). */
const RoleBadge = ({ user }: { user: AdminUser }) => (
  <Chip
    size="small"
    label={roleLabel(user)}
    color={user.isAdmin ? 'primary' : 'default'}
    variant={user.isAdmin ? 'filled' : 'outlined'}
  />
);

const columns: AdminColumn<AdminUser>[] = [
  { header: 'Name', cell: (u) => u.fullName, sx: { fontWeight: 600 } },
  { header: 'Username', cell: (u) => u.username },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Role', cell: (u) => <RoleBadge user={u} /> },
];

/** A user's card on a phone: name and role, email, and the username when it is not the email. */
const card = (u: AdminUser) => (
  <>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {u.fullName}
      </Typography>
      <RoleBadge user={u} />
    </Box>
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {u.email}
    </Typography>
    {/* Registration makes the username the email (spec §5); it is named only when it differs. */}
    {u.username !== u.email && (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Username: {u.username}
      </Typography>
    )}
  </>
);

const searchIn = (u: AdminUser) => [u.fullName, u.username, u.email];
const filters: ListFilter<AdminUser>[] = [
  {
    id: 'role',
    label: 'Role',
    options: ROLE_LABELS.map((label) => ({ value: label, label })),
    of: (u) => roleLabel(u),
  },
];

/** Admin: User Management (spec §2). */
export function UsersScreen() {
  const { data, loading, error, refetch } = useAdminUsers();
  const form = useDialogTarget<AdminUser>();
  const [deleteUser, deleted] = useDeleteUser();
  const deleting = useConfirmDelete<AdminUser>((u) => deleteUser({ variables: { id: u.id } }), {
    done: 'User deleted',
    failed: 'Failed to delete user',
  });

  const list = useListFilters(data?.users ?? [], { searchIn, filters });

  return (
    <Box>
      <ListToolbar label="users" toolbar={list.toolbar} action={<AddButton label="Add User" onClick={() => form.show(null)} />} />
      <AdminList
        label="Users"
        items={list.shown}
        filtered={list}
        loading={loading && !data}
        error={error}
        onRetry={refetch}
        errorMessage="Failed to load users. Please try again later."
        empty={{ title: 'No users found', hint: 'No users have been created yet.' }}
        columns={columns}
        card={card}
        name={(u) => u.fullName}
        onEdit={form.show}
        onDelete={deleting.show}
      />
      <UserFormDialog open={form.open} user={form.target} onClose={form.hide} />
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete User"
        message={`Are you sure you want to delete ${deleting.target?.fullName ?? ''}? This action cannot be undone.`}
        pending={deleted.loading}
      />
    </Box>
  );
}
