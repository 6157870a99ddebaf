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
import type { EventStatus } from '../../../gql/graphql';
import { capitalise, formatAdminDate, formatTimeRange } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { EVENT_TYPE_COLOURS } from '../../../theme';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { AMBER_CHIP } from '../shared/colours';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ListSkeleton } from '../shared/ListSkeleton';
import { useFailureToast } from '../shared/toasts';
import { useDialogTarget } from '../shared/useDialogTarget';
import { useWideScreen } from '../shared/useWideScreen';
import type { AdminEvent } from './eventForm';
import { EventFormDialog } from './EventFormDialog';
import { useAdminEvents, useDeleteEvent } from './operations';

const STATUS_COLOUR: Record<EventStatus, 'success' | 'default' | 'error'> = { confirmed: 'success', pending: 'default', cancelled: 'error' };

const TypeBadge = ({ type }: { type: string }) => {
  const c = EVENT_TYPE_COLOURS[type] ?? EVENT_TYPE_COLOURS.other!;
  return <Chip size="small" label={capitalise(type)} sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 600 }} />;
};

const StatusBadge = ({ status }: { status: EventStatus }) => (
  <Chip
    size="small"
    variant={status === 'pending' ? 'filled' : 'outlined'}
    color={STATUS_COLOUR[status]}
    label={capitalise(status)}
    sx={status === 'pending' ? AMBER_CHIP : undefined}
  />
);

const where = (e: AdminEvent) => (e.locationDetail ? `${e.location} (${e.locationDetail})` : e.location);
/** The RSVPs column: members attending, out of the maximum when there is one. */
const rsvps = (e: AdminEvent) => (e.maxAttendees ? `${e.attendeeCount} / ${e.maxAttendees}` : String(e.attendeeCount));

/** Admin: Manage Events (spec §2). */
export function EventsScreen() {
  const { data, loading, error } = useAdminEvents();
  const wide = useWideScreen();
  const form = useDialogTarget<AdminEvent>();
  const deleting = useDialogTarget<AdminEvent>();
  const [deleteEvent, deleted] = useDeleteEvent();
  const toast = useToast();
  const fail = useFailureToast();
  const events = data?.events ?? [];

  const confirmDelete = async () => {
    if (!deleting.target) return;
    try {
      await deleteEvent({ variables: { id: deleting.target.id } });
      toast({ title: 'Event deleted', variant: 'success' });
      deleting.hide();
    } catch (e) {
      fail('Failed to delete event', e, 'An error occurred. Please try again.');
    }
  };

  const actions = (e: AdminEvent) => (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <IconButton aria-label={`Edit ${e.title}`} onClick={() => form.show(e)} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Delete ${e.title}`} onClick={() => deleting.show(e)} size="small" color="error">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );

  let body;
  if (loading && !data) body = <ListSkeleton />;
  else if (error) body = <ErrorState message="Failed to load events. Please try again later." />;
  else if (events.length === 0) body = <EmptyState title="No events found" hint="Create an event to get members together." />;
  else if (wide)
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Events">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Time</TableCell>
              <TableCell>Location</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>RSVPs</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((e) => (
              <TableRow key={e.id} hover>
                <TableCell sx={{ fontWeight: 600 }}>{e.title}</TableCell>
                <TableCell>
                  <TypeBadge type={e.type} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAdminDate(e.date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimeRange(e.startTime, e.endTime)}</TableCell>
                <TableCell>{where(e)}</TableCell>
                <TableCell>
                  <StatusBadge status={e.status} />
                </TableCell>
                <TableCell>{rsvps(e)}</TableCell>
                <TableCell align="right">{actions(e)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  else
    body = (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Events">
        {events.map((e) => (
          <Card key={e.id} component="li">
            <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 0.5 }}>
                  <TypeBadge type={e.type} />
                  <StatusBadge status={e.status} />
                </Box>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {e.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatAdminDate(e.date)} · {formatTimeRange(e.startTime, e.endTime)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {where(e)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  RSVPs: {rsvps(e)}
                </Typography>
              </Box>
              {actions(e)}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Box>
      <AdminPageHeader
        title="Manage Events"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show(null)}>
            Add Event
          </Button>
        }
      />
      {body}
      <EventFormDialog open={form.open} event={form.target} onClose={form.hide} />
      <ConfirmDialog
        open={deleting.open}
        title="Delete Event"
        message={`Are you sure you want to delete ${deleting.target?.title ?? ''}? Its RSVPs are deleted with it. This action cannot be undone.`}
        pending={deleted.loading}
        onConfirm={confirmDelete}
        onClose={deleting.hide}
      />
    </Box>
  );
}
