import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOffline } from './online';

/**
 * "You are offline" beside actions that need the server, while offline; the disabled buttons name it with
 * aria-describedby={id} (a disabled button gets no hover or focus, so a tooltip on it would never show).
 */
export function OfflineReason({ id }: { id: string }) {
  const { t } = useTranslation();
  return useOffline() ? (
    <Typography id={id} variant="caption" color="text.secondary">
      {t('offline.reason')}
    </Typography>
  ) : null;
}
