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
import { useMemo } from 'react';
import { useAdminUsersT } from './t';

type T = ReturnType<typeof useAdminUsersT>['t'];

/** The role a user is shown with everywhere (Admin, Parent or Member: `roleLabel`). */
const RoleBadge = ({ user }: { user: AdminUser }) => {
  const { t } = useAdminUsersT();
  return <Chip size="small" label={t(`roles.${roleLabel(user)}`)} color={user.isAdmin ? 'primary' : 'default'} variant={user.isAdmin ? 'filled' : 'outlined'} />;
};

const columnsIn = (t: T): AdminColumn<AdminUser>[] => [
  { header: t('columns.name'), cell: (u) => u.fullName, sx: { fontWeight: 600 } },
  { header: t('columns.username'), cell: (u) => u.username },
  { header: t('columns.email'), cell: (u) => u.email },
  { header: t('columns.role'), cell: (u) => <RoleBadge user={u} /> },
];

/** A user's card on a phone: name and role, email, and the username when it is not the email. */
const cardIn = (t: T) => (u: AdminUser) => (
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
        {t('usernameLine', { username: u.username })}
      </Typography>
    )}
  </>
);

const searchIn = (u: AdminUser) => [u.fullName, u.username, u.email];
const filtersIn = (t: T): ListFilter<AdminUser>[] => [
  {
    id: 'role',
    label: t('role'),
    options: ROLE_LABELS.map((role) => ({ value: role, label: t(`roles.${role}`) })),
    of: (u) => roleLabel(u),
  },
];

/** Admin: User Management (spec §2). */
export function UsersScreen() {
  const { t } = useAdminUsersT();
  const { columns, card, filters } = useMemo(() => ({ columns: columnsIn(t), card: cardIn(t), filters: filtersIn(t) }), [t]);
  const { data, loading, error, refetch } = useAdminUsers();
  const form = useDialogTarget<AdminUser>();
  const [deleteUser, deleted] = useDeleteUser();
  const deleting = useConfirmDelete<AdminUser>((u) => deleteUser({ variables: { id: u.id } }), {
    done: t('deleted'),
    failed: t('deleteFailed'),
  });

  const list = useListFilters(data?.users ?? [], { searchIn, filters });

  return (
    <Box>
      <ListToolbar label={t('searchWhat')} toolbar={list.toolbar} action={<AddButton label={t('add')} onClick={() => form.show(null)} />} />
      <AdminList
        label={t('list')}
        items={list.shown}
        filtered={list}
        loading={loading && !data}
        error={error}
        onRetry={refetch}
        errorMessage={t('loadError')}
        empty={{ title: t('empty.title'), hint: t('empty.hint') }}
        columns={columns}
        card={card}
        name={(u) => u.fullName}
        onEdit={form.show}
        onDelete={deleting.show}
      />
      <UserFormDialog open={form.open} user={form.target} onClose={form.hide} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('deleteDialog.title')}
        message={t('deleteDialog.message', { name: deleting.target?.fullName ?? '' })}
        pending={deleted.loading}
      />
    </Box>
  );
}
