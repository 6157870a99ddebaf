import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OfflineReason } from '../../pwa/OfflineReason';
import { useOffline } from '../../pwa/online';
import { InboxMarkAllReadDocument, InboxMarkReadDocument, InboxNotificationsDocument } from './operations';
import { useInboxT } from './t';

const REFRESH = { refetchQueries: ['InboxUnreadCount', 'InboxNotifications'], awaitRefetchQueries: true };

/**
 * The inbox behind the bell (loaded on its first opening): the member's notifications, newest
 * first, unread ones marked; following one marks it read; 'Mark all as read'. Offline both buttons wait, saying why
 * (a link followed offline still opens its page; it is marked read on a later click).
 */
export default function InboxPanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useInboxT();
  const open = !!anchor;
  const { data, loading, error, refetch } = useQuery(InboxNotificationsDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(InboxMarkReadDocument, REFRESH);
  const [markAll, all] = useMutation(InboxMarkAllReadDocument, REFRESH);
  const items = data?.myNotifications ?? [];
  const unread = data?.unreadNotificationCount ?? 0;
  const titleId = 'inbox-title';
  // 'Mark all as read' disables itself when done: focus moves to the heading so it stays in the panel.
  const heading = useRef<HTMLHeadingElement>(null);
  const offline = useOffline();
  const reasonId = 'inbox-offline';
  const described = offline ? reasonId : undefined;

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { mt: 1, width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh', display: 'flex', flexDirection: 'column' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} ref={heading} tabIndex={-1} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1, outline: 'none' }}>
          {t('title')}
        </Typography>
        <Button size="small" disabled={!unread || all.loading || offline} aria-describedby={described} onClick={() => {
            heading.current?.focus();
            void markAll().catch(() => undefined);
          }}
        >
          {t('markAll')}
        </Button>
      </Box>
      {offline && (
        <Box sx={{ px: 2, pt: 1 }}>
          <OfflineReason id={reasonId} />
        </Box>
      )}
      <Box sx={{ overflowY: 'auto' }}>
        {error && !data ? (
          <Box sx={{ p: 2 }}>
            <Typography variant="body2" color="error">
              {t('error')}
            </Typography>
            <Button size="small" onClick={() => void refetch().catch(() => undefined)}>
              {t('tryAgain')}
            </Button>
          </Box>
        ) : loading && !data ? (
          <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={24} />
            <Skeleton height={48} />
          </Box>
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('empty')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((n) => {
              const isUnread = !n.readAt;
              return (
                <Box
                  component="li"
                  key={n.id}
                  sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: isUnread ? 'action.hover' : 'transparent' }}
                >
                  <Link
                    component={RouterLink}
                    to={n.link}
                    underline="hover"
                    color="text.primary"
                    sx={{ fontWeight: isUnread ? 700 : 500, display: 'block' }}
                    onClick={() => {
                      if (isUnread) void markRead({ variables: { id: n.id } }).catch(() => undefined);
                      onClose();
                    }}
                  >
                    {isUnread && <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('unreadPrefix')}</span>}
                    {n.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {n.body}
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', mt: 0.5 }}>
                    <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
                      {dayjs(n.createdAt).format(t('timeFormat'))}
                    </Typography>
                    {isUnread && (
                      <Button
                        size="small"
                        disabled={offline}
                        aria-describedby={described}
                        onClick={(e) => {
                          // The button goes away once read: keep focus on the item's link.
                          e.currentTarget.closest('li')?.querySelector('a')?.focus();
                          void markRead({ variables: { id: n.id } }).catch(() => undefined);
                        }}
                        aria-label={t('markReadOf', { title: n.title })}>
                        {t('markRead')}
                      </Button>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Popover>
  );
}
