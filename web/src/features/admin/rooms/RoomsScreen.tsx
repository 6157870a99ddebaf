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
import { formatMoney } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ListSkeleton } from '../shared/ListSkeleton';
import { useFailureToast } from '../shared/toasts';
import { useDialogTarget } from '../shared/useDialogTarget';
import { useWideScreen } from '../shared/useWideScreen';
import { useAdminRooms, useDeleteRoom } from './operations';
import { RoomFormDialog } from './RoomFormDialog';
import type { AdminRoom } from './roomForm';

const StatusBadge = ({ active }: { active: boolean }) => (
  <Chip size="small" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />
);

const Amenities = ({ room }: { room: AdminRoom }) =>
  room.amenities.length ? (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {room.amenities.map((a) => (
        <Chip key={a} label={a} size="small" variant="outlined" />
      ))}
    </Box>
  ) : (
    <Typography variant="body2" color="text.secondary">
      None
    </Typography>
  );

const price = (room: AdminRoom) => `${formatMoney(room.pricePerMonth)}/month · deposit ${formatMoney(room.deposit)}`;

/** Admin: Manage Meeting Rooms (spec §2). */
export function RoomsScreen() {
  const { data, loading, error } = useAdminRooms();
  const wide = useWideScreen();
  const form = useDialogTarget<AdminRoom>();
  const deleting = useDialogTarget<AdminRoom>();
  const [deleteRoom, deleted] = useDeleteRoom();
  const toast = useToast();
  const fail = useFailureToast();
  const rooms = data?.meetingRooms ?? [];

  const confirmDelete = async () => {
    if (!deleting.target) return;
    try {
      await deleteRoom({ variables: { id: deleting.target.id } });
      toast({ title: 'Room deleted', variant: 'success' });
      deleting.hide();
    } catch (e) {
      fail('Failed to delete room', e, 'An error occurred. Please try again.');
    }
  };

  const actions = (r: AdminRoom) => (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <IconButton aria-label={`Edit ${r.name}`} onClick={() => form.show(r)} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Delete ${r.name}`} onClick={() => deleting.show(r)} size="small" color="error">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );

  let body;
  if (loading && !data) body = <ListSkeleton />;
  else if (error) body = <ErrorState message="Failed to load meeting rooms. Please try again later." />;
  else if (rooms.length === 0) body = <EmptyState title="No rooms found" hint="Add a room so members can request it." />;
  else if (wide)
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Meeting rooms">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Capacity</TableCell>
              <TableCell>Location</TableCell>
              <TableCell>Amenities</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rooms.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {r.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {price(r)}
                  </Typography>
                </TableCell>
                <TableCell>{r.capacity}</TableCell>
                <TableCell>{r.location || '—'}</TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  <Amenities room={r} />
                </TableCell>
                <TableCell>
                  <StatusBadge active={r.isActive} />
                </TableCell>
                <TableCell align="right">{actions(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  else
    body = (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Meeting rooms">
        {rooms.map((r) => (
          <Card key={r.id} component="li">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {r.name}
                    </Typography>
                    <StatusBadge active={r.isActive} />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    Capacity: {r.capacity} · {r.location || 'No location'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {price(r)}
                  </Typography>
                </Box>
                {actions(r)}
              </Box>
              <Box sx={{ mt: 1 }}>
                <Amenities room={r} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Box>
      <AdminPageHeader
        title="Manage Meeting Rooms"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show(null)}>
            Add Room
          </Button>
        }
      />
      {body}
      <RoomFormDialog open={form.open} room={form.target} onClose={form.hide} />
      <ConfirmDialog
        open={deleting.open}
        title="Delete Room"
        message={`Are you sure you want to delete ${deleting.target?.name ?? ''}? This action cannot be undone.`}
        pending={deleted.loading}
        onConfirm={confirmDelete}
        onClose={deleting.hide}
      />
    </Box>
  );
}
