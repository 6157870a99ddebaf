import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { lazy, Suspense, useState } from 'react';
import { useLive } from '../../lib/live';
import { useAnswer } from '../../lib/useAnswer';
import { INBOX_POLL_MS, InboxUnreadCountDocument } from './count';
import { useInboxT } from './t';

// The panel (Popover, list, its queries) loads on the first click, not with every page.
const InboxPanel = lazy(() => import('./InboxPanel'));
// The subscription and the socket's client load after the first screen.
const loadLive = () => import('./live');

const hidden = { position: 'absolute', top: 0, left: 0, width: 1, height: 1, m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The header's bell: the unread count as a badge, asked again when a notification arrives (a subscription), or,
 * where the socket cannot open, every minute while the tab is visible and at once when it becomes visible again;
 * announced politely to screen readers when it changes.
 */
export function InboxBell() {
  const { t } = useInboxT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted after the first open so the popover can animate out.
  const [used, setUsed] = useState(false);
  const { data, refetch } = useAnswer(InboxUnreadCountDocument);
  useLive(loadLive, () => void refetch().catch(() => undefined), INBOX_POLL_MS);

  const count = data?.unreadNotificationCount ?? 0;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <IconButton
        aria-label={count ? t('bellUnread', { count }) : t('bell')}
        aria-haspopup="dialog"
        aria-expanded={!!anchor}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setUsed(true);
        }}
      >
        <NotificationsNoneIcon />
        {count > 0 && (
          <Box
            component="span"
            aria-hidden
            data-testid="inbox-badge"
            sx={{
              position: 'absolute',
              top: 2,
              right: 0,
              minWidth: 18,
              height: 18,
              px: 0.5,
              borderRadius: 9,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: 11,
              fontWeight: 700,
              lineHeight: '18px',
              textAlign: 'center',
            }}
          >
            {shown}
          </Box>
        )}
      </IconButton>
      <Box component="span" aria-live="polite" sx={hidden}>
        {count ? t('unread', { count }) : ''}
      </Box>
      {used && (
        <Suspense fallback={null}>
          <InboxPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </Box>
  );
}
