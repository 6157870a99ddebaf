import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../lib/toast';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ListSkeleton } from '../shared/ListSkeleton';
import { useFailureToast } from '../shared/toasts';
import { useDialogTarget } from '../shared/useDialogTarget';
import { useWideScreen } from '../shared/useWideScreen';
import { useAdminUsers, useDeleteUser } from './operations';
import { UserFormDialog, type AdminUser } from './UserFormDialog';

const RoleBadge = ({ isAdmin }: { isAdmin: boolean }) => (
  <Chip size="small" label={isAdmin ? 'Admin' : 'Member'} color={isAdmin ? 'primary' : 'default'} variant={isAdmin ? 'filled' : 'outlined'} />
);

function Actions({ user, onEdit, onDelete }: { user: AdminUser; onEdit: () => void; onDelete: () => void }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <IconButton aria-label={`Edit ${user.fullName}`} onClick={onEdit} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Delete ${user.fullName}`} onClick={onDelete} size="small" color="error">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Admin: User Management (spec §2). */
export function UsersScreen() {
  const { data, loading, error } = useAdminUsers();
  const wide = useWideScreen();
  const form = useDialogTarget<AdminUser>();
  const deleting = useDialogTarget<AdminUser>();
  const [deleteUser, deleted] = useDeleteUser();
  const toast = useToast();
  const fail = useFailureToast();
  const users = data?.users ?? [];

  const confirmDelete = async () => {
    if (!deleting.target) return;
    try {
      await deleteUser({ variables: { id: deleting.target.id } });
      toast({ title: 'User deleted', variant: 'success' });
      deleting.hide();
    } catch (e) {
      fail('Failed to delete user', e, 'An error occurred. Please try again.');
    }
  };

  const actions = (u: AdminUser) => (
    <Actions user={u} onEdit={() => form.show(u)} onDelete={() => deleting.show(u)} />
  );

  let body;
  if (loading && !data) body = <ListSkeleton />;
  else if (error) body = <ErrorState message="Failed to load users. Please try again later." />;
  else if (users.length === 0) body = <EmptyState title="No users found" hint="No users have been created yet." />;
  else if (wide)
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Username</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((u) => (
              <TableRow key={u.id} hover>
                <TableCell sx={{ fontWeight: 600 }}>{u.fullName}</TableCell>
                <TableCell>{u.username}</TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>
                  <RoleBadge isAdmin={u.isAdmin} />
                </TableCell>
                <TableCell align="right">{actions(u)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  else
    body = (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Users">
        {users.map((u) => (
          <Card key={u.id} component="li">
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {u.fullName}
                  </Typography>
                  <RoleBadge isAdmin={u.isAdmin} />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {u.username}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {u.email}
                </Typography>
              </Box>
              {actions(u)}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Box>
      <AdminPageHeader
        title="User Management"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show(null)}>
            Add User
          </Button>
        }
      />
      {body}
      <UserFormDialog open={form.open} user={form.target} onClose={form.hide} />
      <ConfirmDialog
        open={deleting.open}
        title="Delete User"
        message={`Are you sure you want to delete ${deleting.target?.fullName ?? ''}? This action cannot be undone.`}
        pending={deleted.loading}
        onConfirm={confirmDelete}
        onClose={deleting.hide}
      />
    </Box>
  );
}
