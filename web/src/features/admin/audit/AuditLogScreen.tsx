import DownloadIcon from '@mui/icons-material/Download';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { AdminAuditLogQuery, AuditEntityType, AuditLogFilter } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { actionLabel, changedFields, ENTITY_TYPES, showValue } from './labels';
import { useAdminAuditT } from './t';
import { useAuditFilters, useAuditLog } from './operations';

const PAGE = 25;
/** The admin CSV exports (GET /api/exports/{kind}.csv), downloaded with the session cookie. */
const EXPORTS = ['users', 'bookings', 'invoices', 'rsvps', 'payments', 'memberships'] as const;
type Entry = AdminAuditLogQuery['auditLog']['items'][number];

interface Filters {
  actorId: string;
  entityType: AuditEntityType | '';
  action: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { actorId: '', entityType: '', action: '', from: '', to: '' };

/** The filter as the API takes it: empty choices are left out. */
const toInput = (f: Filters): AuditLogFilter => ({
  ...(f.actorId ? { actorId: f.actorId } : {}),
  ...(f.entityType ? { entityType: f.entityType } : {}),
  ...(f.action ? { action: f.action } : {}),
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
});

/**
 * Admin: the audit log — who did what and when, with the state before and after. Read only:
 * the API has no call that changes an entry. Filters by actor, kind of thing, action and days; paged.
 */
export function AuditLogScreen() {
  const { t } = useAdminAuditT();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The cursors of the pages read so far (the first page's is null): Next adds the page's nextCursor, Previous goes back one.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;
  const badRange = !!filters.from && !!filters.to && filters.to < filters.from;
  const { data, loading, error, refetch } = useAuditLog(toInput(filters), PAGE, cursors[page] ?? null, badRange);
  const choices = useAuditFilters();
  const log = data?.auditLog;
  const pages = log ? Math.max(1, Math.ceil(log.total / PAGE)) : 1;
  const filtered = Object.values(filters).some(Boolean);

  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setCursors([null]);
  };
  const clear = () => {
    setFilters(NO_FILTERS);
    setCursors([null]);
  };

  let body;
  if (badRange) body = null;
  else if (loading && !log)
    body = (
      <Box role="progressbar" aria-label={t('loading')} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={76} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  else if (error && !log) body = <ErrorState message={t('loadError')} onRetry={() => refetch()} />;
  else if (!log?.items.length)
    body = filtered ? (
      <EmptyState icon={<HistoryIcon />} title={t('noMatchTitle')} action={<Button onClick={() => clear()}>{t('clearFilters')}</Button>} />
    ) : (
      <EmptyState icon={<HistoryIcon />} title={t('emptyTitle')} hint={t('emptyHint')} />
    );
  else
    body = (
      <Box component="ul" aria-label={t('entries')} aria-busy={loading} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {log.items.map((e) => (
          <AuditEntryItem key={e.id} entry={e} />
        ))}
      </Box>
    );

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="exports-title" sx={{ p: 2, mb: 3 }}>
        <Typography id="exports-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('exports.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {EXPORTS.map((kind) => (
            <Button
              key={kind}
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon />}
              href={`/api/exports/${kind}.csv`}
              download
              aria-label={t('exports.download', { what: t(`exports.${kind}Lower`) })}
            >
              {t(`exports.${kind}`)}
            </Button>
          ))}
        </Box>
      </Paper>
      <Box component="form" role="search" aria-label={t('filter')} onSubmit={(e) => e.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField select size="small" label={t('actor')} id="audit-actor" value={filters.actorId} onChange={(e) => set('actorId', e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">{t('allActors')}</MenuItem>
          {(choices.data?.auditActors ?? []).map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('type')}
          id="audit-type"
          value={filters.entityType}
          onChange={(e) => set('entityType', e.target.value as AuditEntityType | '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('allTypes')}</MenuItem>
          {ENTITY_TYPES.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`entities.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('actionFilter')} id="audit-action" value={filters.action} onChange={(e) => set('action', e.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{t('allActions')}</MenuItem>
          {(choices.data?.auditActions ?? []).map((a) => (
            <MenuItem key={a} value={a}>
              {actionLabel(t, a)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('from')}
          id="audit-from"
          value={filters.from}
          onChange={(e) => set('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('to')}
          id="audit-to"
          value={filters.to}
          onChange={(e) => set('to', e.target.value)}
          error={badRange}
          helperText={badRange ? t('badRange') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {filtered && (
          <Button type="button" onClick={() => clear()}>
            {t('clearFilters')}
          </Button>
        )}
      </Box>
      {log && !badRange && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {t('count', { count: log.total })}
        </Typography>
      )}
      {body}
      {log && log.total > PAGE && !badRange && (
        <Box component="nav" aria-label={t('pages')} sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={page === 0 || loading} onClick={() => setCursors(cursors.slice(0, -1))}>
            {t('previous')}
          </Button>
          <Typography variant="body2" aria-live="polite">
            {t('page', { page: page + 1, pages })}
          </Typography>
          <Button variant="outlined" disabled={!log.nextCursor || loading} onClick={() => setCursors([...cursors, log.nextCursor!])}>
            {t('next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** One entry: what, who, when; its before/after fields behind a disclosure button. */
function AuditEntryItem({ entry: e }: { entry: Entry }) {
  const { t } = useAdminAuditT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const changes = changedFields(e.before ?? null, e.after ?? null);
  const yesNo = { yes: t('yes'), no: t('no') };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 240px' }}>
          {e.summary}
        </Typography>
        <Chip size="small" variant="outlined" label={actionLabel(t, e.action)} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {e.actorName ?? (e.actorId ? t('user', { id: e.actorId }) : t('system'))} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
        {e.entityId && t('about', { entity: t(`entity.${e.entityType}`), id: e.entityId })}
      </Typography>
      {changes.length > 0 && (
        <>
          <Button size="small" sx={{ mt: 0.5, ml: -1 }} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {open ? t('hideDetails') : t('showDetails')}
          </Button>
          <Box id={panelId} hidden={!open} sx={{ overflowX: 'auto' }}>
            {open && (
              <Table size="small" aria-label={t('changes', { summary: e.summary })}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {t('field')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('before')}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {t('after')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {changes.map((c) => (
                    <TableRow key={c.field}>
                      <TableCell component="th" scope="row">
                        {c.field}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.before === null ? '—' : showValue(c.before, formatDateTime, yesNo)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.after === null ? '—' : showValue(c.after, formatDateTime, yesNo)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        </>
      )}
    </Paper>
  );
}
