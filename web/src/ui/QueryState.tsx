import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The empty state of a list: a title, a hint and an optional action (spec texts). */
export function EmptyState({ title, hint, action, icon }: { title: string; hint?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }} role="status">
      {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40, opacity: 0.6 } }}>{icon}</Box>}
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {title}
      </Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

/**
 * The error state of a query view: the spec's inline error box, with 'Try again' when the view
 * can ask again (spec §9: no automatic retry, so the member decides).
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ my: 1, alignItems: 'center' }}
      action={
        onRetry && (
          // A failed retry shows this box again; nothing else to do with its error.
          <Button color="inherit" size="small" onClick={() => void onRetry().catch(() => undefined)}>
            {t('ui.tryAgain')}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
