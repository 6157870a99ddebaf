import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EVENT_STATUSES, EVENT_TYPES } from '../../../../../validation/events';
import type { EventStatus } from '../../../gql/graphql';
import { capitalise, formatAdminDate, formatTimeRange } from '../../../lib/format';
import { eventTypeSx } from '../../../theme';
import { AdminList, type AdminColumn } from '../shared/AdminList';
import { useListFilters, type ListFilter } from '../shared/listFilters';
import { AddButton, ListToolbar } from '../shared/ListToolbar';
import { AMBER_CHIP } from '../shared/colours';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmDelete } from '../shared/useConfirmDelete';
import { useDialogTarget } from '../shared/useDialogTarget';
import { teamEventSummary, type AdminEvent } from './eventForm';
import { EventFormDialog } from './EventFormDialog';
import { useAdminEvents, useDeleteEvent, useEventTeamChoices } from './operations';

const STATUS_COLOUR: Record<EventStatus, 'success' | 'default' | 'error'> = { confirmed: 'success', pending: 'default', cancelled: 'error' };

const TypeBadge = ({ type }: { type: string }) => <Chip size="small" label={capitalise(type)} sx={[eventTypeSx(type), { fontWeight: 600 }]} />;

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
/** The RSVPs column: members attending, out of the maximum when there is one, and how many wait for a place. */
const rsvps = (e: AdminEvent) =>
  (e.maxAttendees ? `${e.attendeeCount} / ${e.maxAttendees}` : String(e.attendeeCount)) + (e.waitlistCount ? ` · ${e.waitlistCount} waiting` : '');

type TeamName = (id: string) => string | undefined;

/** The title, and under it the event's team, teams involved and whom it concerns (junior section), if any. */
const TitleCell = ({ e, teamName }: { e: AdminEvent; teamName: TeamName }) => {
  const junior = teamEventSummary(e, teamName);
  return (
    <>
      {e.title}
      {junior && (
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
          {junior}
        </Typography>
      )}
    </>
  );
};

const nowrap = { whiteSpace: 'nowrap' } as const;
const columnsFor = (teamName: TeamName): AdminColumn<AdminEvent>[] => [
  { header: 'Title', cell: (e) => <TitleCell e={e} teamName={teamName} />, sx: { fontWeight: 600 } },
  { header: 'Type', cell: (e) => <TypeBadge type={e.type} /> },
  { header: 'Date', cell: (e) => formatAdminDate(e.date), sx: nowrap },
  { header: 'Time', cell: (e) => formatTimeRange(e.startTime, e.endTime), sx: nowrap },
  { header: 'Location', cell: where },
  { header: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
  { header: 'RSVPs', cell: rsvps },
];

const cardFor = (teamName: TeamName) => (e: AdminEvent) => (
  <>
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 0.5 }}>
      <TypeBadge type={e.type} />
      <StatusBadge status={e.status} />
    </Box>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {e.title}
    </Typography>
    {teamEventSummary(e, teamName) && (
      <Typography variant="body2" color="text.secondary">
        {teamEventSummary(e, teamName)}
      </Typography>
    )}
    <Typography variant="body2" color="text.secondary">
      {formatAdminDate(e.date)} · {formatTimeRange(e.startTime, e.endTime)}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {where(e)}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      RSVPs: {rsvps(e)}
    </Typography>
  </>
);

const searchIn = (e: AdminEvent) => [e.title, e.location, e.locationDetail, e.description, e.team?.name];
const options = (values: readonly string[]) => values.map((value) => ({ value, label: capitalise(value) }));
const filters: ListFilter<AdminEvent>[] = [
  { id: 'type', label: 'Type', options: options(EVENT_TYPES), of: (e) => e.type },
  { id: 'status', label: 'Status', options: options(EVENT_STATUSES), of: (e) => e.status },
];

/** Admin: Manage Events (spec §2). */
export function EventsScreen() {
  const { data, loading, error, refetch } = useAdminEvents();
  const teamChoices = useEventTeamChoices(false).data;
  const teamName = (id: string) => teamChoices?.teams.find((t) => t.id === id)?.name;
  const form = useDialogTarget<AdminEvent>();
  const [deleteEvent, deleted] = useDeleteEvent();
  const deleting = useConfirmDelete<AdminEvent>((e) => deleteEvent({ variables: { id: e.id } }), {
    done: 'Event deleted',
    failed: 'Failed to delete event',
  });

  const list = useListFilters(data?.events ?? [], { searchIn, filters });

  return (
    <Box>
      <ListToolbar label="events" toolbar={list.toolbar} action={<AddButton label="Add Event" onClick={() => form.show(null)} />} />
      <AdminList
        label="Events"
        items={list.shown}
        filtered={list}
        loading={loading && !data}
        error={error}
        onRetry={refetch}
        errorMessage="Failed to load events. Please try again later."
        empty={{ title: 'No events found', hint: 'Create an event to get members together.' }}
        columns={columnsFor(teamName)}
        card={cardFor(teamName)}
        name={(e) => e.title}
        onEdit={form.show}
        onDelete={deleting.show}
      />
      <EventFormDialog open={form.open} event={form.target} teamChoices={teamChoices} onClose={form.hide} />
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete Event"
        message={`Are you sure you want to delete ${deleting.target?.title ?? ''}? Its RSVPs are deleted with it. This action cannot be undone.`}
        pending={deleted.loading}
      />
    </Box>
  );
}
