import Alert from '@mui/material/Alert';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { useTopBannerHeight } from '../ui/shell/topBanner';

/** Issue 37's text, with the time the shown answers came from the server. */
export const offlineText = (loadedAt: number) => `Offline — showing what was loaded at ${dayjs(loadedAt).format('HH:mm')}`;

/**
 * Stuck to the top of every screen while the network is gone (the shell's menu and header start below it, as with demo
 * mode's banner, which never shows with it). Nothing while online.
 */
export function OfflineBar({ offline, loadedAt }: { offline: boolean; loadedAt: number }) {
  return offline ? <Bar loadedAt={loadedAt} /> : null;
}

function Bar({ loadedAt }: { loadedAt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useTopBannerHeight(ref);
  return (
    <Alert
      ref={ref}
      severity="warning"
      variant="filled"
      role="status"
      sx={{ borderRadius: 0 }}
    >
      {offlineText(loadedAt)}
    </Alert>
  );
}
