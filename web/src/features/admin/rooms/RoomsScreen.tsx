import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../lib/format';
import { AdminList, type AdminColumn } from '../shared/AdminList';
import { useListFilters, type ListFilter } from '../shared/listFilters';
import { AddButton, ListToolbar } from '../shared/ListToolbar';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmDelete } from '../shared/useConfirmDelete';
import { useDialogTarget } from '../shared/useDialogTarget';
import { useAdminRooms, useDeleteRoom } from './operations';
import { RoomFormDialog } from './RoomFormDialog';
import { RoomFeedDialog } from './RoomFeedDialog';
import type { AdminRoom } from './roomForm';
import { useOfficeSettings } from '../../../lib/officeSettings';

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

const columns: AdminColumn<AdminRoom>[] = [
  {
    header: 'Name',
    cell: (r) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {price(r)}
        </Typography>
      </>
    ),
  },
  { header: 'Capacity', cell: (r) => r.capacity },
  { header: 'Location', cell: (r) => r.location || '—' },
  { header: 'Amenities', cell: (r) => <Amenities room={r} />, sx: { maxWidth: 320 } },
  { header: 'Status', cell: (r) => <StatusBadge active={r.isActive} /> },
];

const card = (r: AdminRoom) => (
  <>
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
  </>
);

const searchIn = (r: AdminRoom) => [r.name, r.location, r.description, ...r.amenities];
const filters: ListFilter<AdminRoom>[] = [
  { id: 'active', label: 'Status', options: [{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }], of: (r) => (r.isActive ? 'active' : 'inactive') },
];

/** Admin: Manage Meeting Rooms (spec §2). */
export function RoomsScreen() {
  // Prices in the office's currency (USD until it is known).
  useOfficeSettings();
  const { data, loading, error, refetch } = useAdminRooms();
  const form = useDialogTarget<AdminRoom>();
  const feed = useDialogTarget<AdminRoom>();
  const [deleteRoom, deleted] = useDeleteRoom();
  const deleting = useConfirmDelete<AdminRoom>((r) => deleteRoom({ variables: { id: r.id } }), {
    done: 'Room deleted',
    failed: 'Failed to delete room',
  });

  const list = useListFilters(data?.meetingRooms ?? [], { searchIn, filters });

  return (
    <Box>
      <ListToolbar label="rooms" toolbar={list.toolbar} action={<AddButton label="Add Room" onClick={() => form.show(null)} />} />
      <AdminList
        label="Meeting rooms"
        items={list.shown}
        filtered={list}
        loading={loading && !data}
        error={error}
        onRetry={refetch}
        errorMessage="Failed to load meeting rooms. Please try again later."
        empty={{ title: 'No rooms found', hint: 'Add a room so members can request it.' }}
        columns={columns}
        card={card}
        cardFooter={(r) => <Amenities room={r} />}
        name={(r) => r.name}
        onEdit={form.show}
        onDelete={deleting.show}
        extraActions={(r) => (
          <IconButton aria-label={`Subscribe to ${r.name} in your calendar`} onClick={() => feed.show(r)} size="small" color="primary">
            <EventAvailableIcon fontSize="small" />
          </IconButton>
        )}
      />
      <RoomFeedDialog open={feed.open} room={feed.target} onClose={feed.hide} />
      <RoomFormDialog open={form.open} room={form.target} onClose={form.hide} />
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete Room"
        message={`Are you sure you want to delete ${deleting.target?.name ?? ''}? This action cannot be undone.`}
        pending={deleted.loading}
      />
    </Box>
  );
}
