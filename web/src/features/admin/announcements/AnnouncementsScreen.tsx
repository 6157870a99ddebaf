import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useFailureToast } from '../shared/toasts';
import { useDialogTarget } from '../shared/useDialogTarget';
import { AnnouncementFormDialog, type AdminAnnouncement } from './AnnouncementFormDialog';
import { useAdminAnnouncements, useDeleteAnnouncement } from './operations';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } };

/** 'General', or the team or league an announcement is for. */
const scopeLabel = (a: AdminAnnouncement) => a.team?.name ?? a.league?.name ?? 'General';

/** Admin: Announcements (spec §2) — edit and delete work here, unlike the original. */
export function AnnouncementsScreen() {
  const { data, loading, error } = useAdminAnnouncements();
  const form = useDialogTarget<AdminAnnouncement>();
  const deleting = useDialogTarget<AdminAnnouncement>();
  const [remove, removed] = useDeleteAnnouncement();
  const toast = useToast();
  const fail = useFailureToast();
  // Newest first, whatever order the server used.
  const items = useMemo(() => [...(data?.announcements ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [data]);

  const confirmDelete = async () => {
    if (!deleting.target) return;
    try {
      await remove({ variables: { id: deleting.target.id } });
      toast({ title: 'Announcement deleted', variant: 'success' });
      deleting.hide();
    } catch (e) {
      fail('Error deleting announcement', e, 'Something went wrong');
    }
  };

  let body;
  if (loading && !data)
    body = (
      <Box sx={grid} role="progressbar" aria-label="Loading" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={180} />
        ))}
      </Box>
    );
  else if (error) body = <ErrorState message="Error loading announcements. Please try again." />;
  else if (items.length === 0) body = <EmptyState title="No announcements yet" hint="Post one to share news with members." />;
  else
    body = (
      <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }} aria-label="Announcements">
        {items.map((a) => (
          <Card key={a.id} component="li" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flex: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
                  {a.title}
                </Typography>
                <Chip size="small" label={scopeLabel(a)} color={a.team || a.league ? 'secondary' : 'default'} variant="outlined" />
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
                By {a.author?.fullName ?? 'a former member'}
              </Typography>
              <Box>
                <IconButton aria-label={`Edit ${a.title}`} size="small" onClick={() => form.show(a)}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Delete ${a.title}`} size="small" color="error" onClick={() => deleting.show(a)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            </CardActions>
          </Card>
        ))}
      </Box>
    );

  return (
    <Box>
      <AdminPageHeader
        title="Announcements"
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.show(null)}>
            New Announcement
          </Button>
        }
      />
      {body}
      <AnnouncementFormDialog open={form.open} announcement={form.target} onClose={form.hide} />
      <ConfirmDialog
        open={deleting.open}
        title="Delete Announcement"
        message={`Are you sure you want to delete "${deleting.target?.title ?? ''}"? This action cannot be undone.`}
        pending={removed.loading}
        onConfirm={confirmDelete}
        onClose={deleting.hide}
      />
    </Box>
  );
}
