import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { EVENT_STATUSES, EVENT_TYPES } from '../../../../../validation/events';
import type { EventStatus } from '../../../gql/graphql';
import { formatAdminDate, formatTimeRange } from '../../../lib/format';
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
import { useAdminEventsT, type EventsT as T } from './t';

const STATUS_COLOUR: Record<EventStatus, 'success' | 'default' | 'error'> = { confirmed: 'success', pending: 'default', cancelled: 'error' };

const TypeBadge = ({ type }: { type: AdminEvent['type'] }) => {
  const { t } = useAdminEventsT();
  return <Chip size="small" label={t(`types.${type}`)} sx={[eventTypeSx(type), { fontWeight: 600 }]} />;
};

const StatusBadge = ({ status }: { status: EventStatus }) => {
  const { t } = useAdminEventsT();
  return (
    <Chip
      size="small"
      variant={status === 'pending' ? 'filled' : 'outlined'}
      color={STATUS_COLOUR[status]}
      label={t(`statuses.${status}`)}
      sx={status === 'pending' ? AMBER_CHIP : undefined}
    />
  );
};

const where = (t: T, e: AdminEvent) => (e.locationDetail ? t('where', { location: e.location, detail: e.locationDetail }) : e.location);
/** The RSVPs column: members attending, out of the maximum when there is one, and how many wait for a place. */
const rsvps = (t: T, e: AdminEvent) =>
  (e.maxAttendees ? `${e.attendeeCount} / ${e.maxAttendees}` : String(e.attendeeCount)) + (e.waitlistCount ? t('waiting', { count: e.waitlistCount }) : '');

type TeamName = (id: string) => string | undefined;

/** The title, and under it the event's team, teams involved and whom it concerns (junior section), if any. */
const TitleCell = ({ e, teamName }: { e: AdminEvent; teamName: TeamName }) => {
  const { t } = useAdminEventsT();
  const junior = teamEventSummary(t, e, teamName);
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
const columnsFor = (t: T, teamName: TeamName): AdminColumn<AdminEvent>[] => [
  { header: t('columns.title'), cell: (e) => <TitleCell e={e} teamName={teamName} />, sx: { fontWeight: 600 } },
  { header: t('columns.type'), cell: (e) => <TypeBadge type={e.type} /> },
  { header: t('columns.date'), cell: (e) => formatAdminDate(e.date), sx: nowrap },
  { header: t('columns.time'), cell: (e) => formatTimeRange(e.startTime, e.endTime), sx: nowrap },
  { header: t('columns.location'), cell: (e) => where(t, e) },
  { header: t('columns.status'), cell: (e) => <StatusBadge status={e.status} /> },
  { header: t('columns.rsvps'), cell: (e) => rsvps(t, e) },
];

const cardFor = (t: T, teamName: TeamName) => (e: AdminEvent) => (
  <>
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 0.5 }}>
      <TypeBadge type={e.type} />
      <StatusBadge status={e.status} />
    </Box>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {e.title}
    </Typography>
    {teamEventSummary(t, e, teamName) && (
      <Typography variant="body2" color="text.secondary">
        {teamEventSummary(t, e, teamName)}
      </Typography>
    )}
    <Typography variant="body2" color="text.secondary">
      {formatAdminDate(e.date)} · {formatTimeRange(e.startTime, e.endTime)}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {where(t, e)}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {t('rsvpsLine', { rsvps: rsvps(t, e) })}
    </Typography>
  </>
);

const searchIn = (e: AdminEvent) => [e.title, e.location, e.locationDetail, e.description, e.team?.name];
const filtersIn = (t: T): ListFilter<AdminEvent>[] => [
  { id: 'type', label: t('type'), options: EVENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) })), of: (e) => e.type },
  { id: 'status', label: t('status'), options: EVENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })), of: (e) => e.status },
];

/** Admin: Manage Events (spec §2). */
export function EventsScreen() {
  const { t } = useAdminEventsT();
  const filters = useMemo(() => filtersIn(t), [t]);
  const { data, loading, error, refetch } = useAdminEvents();
  const teamChoices = useEventTeamChoices(false).data;
  const teamName = (id: string) => teamChoices?.teams.find((team) => team.id === id)?.name;
  const form = useDialogTarget<AdminEvent>();
  const [deleteEvent, deleted] = useDeleteEvent();
  const deleting = useConfirmDelete<AdminEvent>((e) => deleteEvent({ variables: { id: e.id } }), {
    done: t('deleted'),
    failed: t('deleteFailed'),
  });

  const list = useListFilters(data?.events ?? [], { searchIn, filters });

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
        columns={columnsFor(t, teamName)}
        card={cardFor(t, teamName)}
        name={(e) => e.title}
        onEdit={form.show}
        onDelete={deleting.show}
      />
      <EventFormDialog open={form.open} event={form.target} teamChoices={teamChoices} onClose={form.hide} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('deleteDialog.title')}
        message={t('deleteDialog.message', { title: deleting.target?.title ?? '' })}
        pending={deleted.loading}
      />
    </Box>
  );
}
