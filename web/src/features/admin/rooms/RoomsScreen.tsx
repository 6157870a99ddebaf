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
import { useMemo } from 'react';
import { useAdminRoomsT } from './t';

type T = ReturnType<typeof useAdminRoomsT>['t'];

const StatusBadge = ({ active }: { active: boolean }) => {
  const { t } = useAdminRoomsT();
  return <Chip size="small" label={active ? t('active') : t('inactive')} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
};

const Amenities = ({ room }: { room: AdminRoom }) => {
  const { t } = useAdminRoomsT();
  return room.amenities.length ? (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {room.amenities.map((a) => (
        <Chip key={a} label={a} size="small" variant="outlined" />
      ))}
    </Box>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {t('none')}
    </Typography>
  );
};

const price = (t: T, room: AdminRoom) => t('price', { price: formatMoney(room.pricePerMonth), deposit: formatMoney(room.deposit) });

const columnsIn = (t: T): AdminColumn<AdminRoom>[] => [
  {
    header: t('columns.name'),
    cell: (r) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {price(t, r)}
        </Typography>
      </>
    ),
  },
  { header: t('columns.capacity'), cell: (r) => r.capacity },
  { header: t('columns.location'), cell: (r) => r.location || '—' },
  { header: t('columns.amenities'), cell: (r) => <Amenities room={r} />, sx: { maxWidth: 320 } },
  { header: t('columns.status'), cell: (r) => <StatusBadge active={r.isActive} /> },
];

const cardIn = (t: T) => (r: AdminRoom) => (
  <>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {r.name}
      </Typography>
      <StatusBadge active={r.isActive} />
    </Box>
    <Typography variant="body2" color="text.secondary">
      {t('capacityLine', { capacity: r.capacity, location: r.location || t('noLocation') })}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {price(t, r)}
    </Typography>
  </>
);

const searchIn = (r: AdminRoom) => [r.name, r.location, r.description, ...r.amenities];
const filtersIn = (t: T): ListFilter<AdminRoom>[] => [
  {
    id: 'active',
    label: t('status'),
    options: [
      { value: 'active', label: t('active') },
      { value: 'inactive', label: t('inactive') },
    ],
    of: (r) => (r.isActive ? 'active' : 'inactive'),
  },
];

/** Admin: Manage Meeting Rooms (spec §2). */
export function RoomsScreen() {
  // Prices in the office's currency (USD until it is known).
  useOfficeSettings();
  const { t } = useAdminRoomsT();
  const { columns, card, filters } = useMemo(() => ({ columns: columnsIn(t), card: cardIn(t), filters: filtersIn(t) }), [t]);
  const { data, loading, error, refetch } = useAdminRooms();
  const form = useDialogTarget<AdminRoom>();
  const feed = useDialogTarget<AdminRoom>();
  const [deleteRoom, deleted] = useDeleteRoom();
  const deleting = useConfirmDelete<AdminRoom>((r) => deleteRoom({ variables: { id: r.id } }), {
    done: t('deleted'),
    failed: t('deleteFailed'),
  });

  const list = useListFilters(data?.meetingRooms ?? [], { searchIn, filters });

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
        cardFooter={(r) => <Amenities room={r} />}
        name={(r) => r.name}
        onEdit={form.show}
        onDelete={deleting.show}
        extraActions={(r) => (
          <IconButton aria-label={t('subscribe', { room: r.name })} onClick={() => feed.show(r)} size="small" color="primary">
            <EventAvailableIcon fontSize="small" />
          </IconButton>
        )}
      />
      <RoomFeedDialog open={feed.open} room={feed.target} onClose={feed.hide} />
      <RoomFormDialog open={form.open} room={form.target} onClose={form.hide} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('deleteDialog.title')}
        message={t('deleteDialog.message', { name: deleting.target?.name ?? '' })}
        pending={deleted.loading}
      />
    </Box>
  );
}
