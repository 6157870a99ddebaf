import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../lib/format';
import { BlockSkeleton } from '../../ui/BlockSkeleton';
import { EmptyState, ErrorState } from '../../ui/QueryState';
import { useRecentAnnouncements, type DashboardAnnouncement } from './hooks';
import { Panel } from './Panel';
import { ScopeTag } from '../announcements/ScopeTag';
import { useDashboardT } from './t';

/** Spec §2 Dashboard: the three newest announcements; its id is the target of the '#announcements' link. */
export function AnnouncementsPanel() {
  const { announcements, loading, error, retry } = useRecentAnnouncements();
  const { t } = useDashboardT();

  let body;
  if (loading) {
    body = (
      <Box aria-busy="true" aria-label={t('announcements.loading')} sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((i) => (
          <BlockSkeleton key={i} data-testid="announcement-skeleton" height={84} />
        ))}
      </Box>
    );
  } else if (error) {
    body = <ErrorState message={t('announcements.error')} onRetry={retry} />;
  } else if (announcements.length === 0) {
    body = (
      <EmptyState icon={<CampaignOutlined />} title={t('announcements.empty')} hint={t('announcements.emptyHint')} />
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {announcements.map((a) => (
          <AnnouncementItem key={a.id} announcement={a} />
        ))}
      </Box>
    );
  }

  return (
    <Panel id="announcements" title={t('announcements.title')} icon={<CampaignOutlined />} viewAll="#announcements">
      {body}
    </Panel>
  );
}

/** One announcement on the dashboard: title, whom it is for (its tag), text, and who wrote it when. */
export function AnnouncementItem({ announcement }: { announcement: DashboardAnnouncement }) {
  const { id, title, content, author, createdAt } = announcement;
  return (
    <Box
      component="article"
      aria-labelledby={`announcement-${id}`}
      sx={{ borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`announcement-${id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <ScopeTag announcement={announcement} />
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', my: 0.5 }}>
        {content}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {author?.fullName && `${author.fullName} · `}
        {formatDate(createdAt)}
      </Typography>
    </Box>
  );
}
