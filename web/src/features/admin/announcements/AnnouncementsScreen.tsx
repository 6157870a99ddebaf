import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatDateTime } from '../../../lib/format';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { useListFilters } from '../shared/listFilters';
import { AddButton, ListToolbar } from '../shared/ListToolbar';
import { NoMatches } from '../shared/NoMatches';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { RowActions } from '../shared/RowActions';
import { useConfirmDelete } from '../shared/useConfirmDelete';
import { useDialogTarget } from '../shared/useDialogTarget';
import { AnnouncementFormDialog, type AdminAnnouncement } from './AnnouncementFormDialog';
import { scopeLabel, ScopeTag } from '../../announcements/ScopeTag';
import { useAdminAnnouncements, useDeleteAnnouncement } from './operations';
import { useAdminAnnouncementsT } from './t';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } };

const searchIn = (a: AdminAnnouncement) => [a.title, a.content, a.author?.fullName, scopeLabel(a)];

/** Admin: Announcements (spec §2) — edit and delete work here, unlike the original. */
export function AnnouncementsScreen() {
  const { t } = useAdminAnnouncementsT();
  const { data, loading, error, refetch } = useAdminAnnouncements();
  const form = useDialogTarget<AdminAnnouncement>();
  const [remove, removed] = useDeleteAnnouncement();
  const deleting = useConfirmDelete<AdminAnnouncement>((a) => remove({ variables: { id: a.id } }), {
    done: t('deleted'),
    failed: t('deleteFailed'),
    fallback: t('somethingWrong'),
  });
  // Newest first, whatever order the server used.
  const sorted = useMemo(() => [...(data?.announcements ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [data]);
  const list = useListFilters(sorted, { searchIn });
  const items = list.shown;

  let body;
  if (loading && !data)
    body = (
      <Box sx={grid} role="progressbar" aria-label={t('loading')} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={180} />
        ))}
      </Box>
    );
  else if (error) body = <ErrorState message={t('loadError')} onRetry={refetch} />;
  else if (items.length === 0)
    body = list.active ? <NoMatches onClear={list.clear} /> : <EmptyState title={t('empty.title')} hint={t('empty.hint')} />;
  else
    body = (
      <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }} aria-label={t('list')}>
        {items.map((a) => (
          <Card key={a.id} component="li" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flex: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
                  {a.title}
                </Typography>
                <ScopeTag announcement={a} />
              </Box>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {formatDateTime(a.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {a.content}
              </Typography>
            </CardContent>
            <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}>
              <Typography variant="caption" color="text.secondary">
                {t('by', { author: a.author?.fullName ?? t('formerMember') })}
              </Typography>
              <RowActions name={a.title} onEdit={() => form.show(a)} onDelete={() => deleting.show(a)} />
            </CardActions>
          </Card>
        ))}
      </Box>
    );

  return (
    <Box>
      <ListToolbar label={t('searchWhat')} toolbar={list.toolbar} action={<AddButton label={t('add')} onClick={() => form.show(null)} />} />
      {body}
      <AnnouncementFormDialog open={form.open} announcement={form.target} onClose={form.hide} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('deleteDialog.title')}
        message={t('deleteDialog.message', { title: deleting.target?.title ?? '' })}
        pending={removed.loading}
      />
    </Box>
  );
}
