import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useState } from 'react';
import { serverMessage } from '../../lib/errors';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/QueryState';
import { MyCalendarFeedsDocument, RegenerateCalendarFeedDocument, RevokeCalendarFeedDocument } from './operations';
import { useCalendarFeedT } from './t';

/** Copies to the clipboard; false where the browser refuses (no permission, insecure page). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A feed address with Copy, Open in calendar app, Regenerate (the old address stops working) and
 * Turn off, each change after a warning. `room` picks a room's feed (admins), and its texts name the room; without
 * it, the caller's own.
 */
export function CalendarFeedControls({ room }: { room?: { id: string; name: string } }) {
  const toast = useToast();
  const { t } = useCalendarFeedT();
  const which = room ? 'room' : 'own';
  const text = (key: 'loading' | 'loadFailed' | 'create' | 'confirmRegenerate' | 'confirmRevoke' | 'revokeTitle') => t(`${which}.${key}`, { name: room?.name ?? '' });
  const { data, loading, error } = useQuery(MyCalendarFeedsDocument);
  const refetch = { refetchQueries: [MyCalendarFeedsDocument], awaitRefetchQueries: true };
  const [regenerate, regenerating] = useMutation(RegenerateCalendarFeedDocument, refetch);
  const [revoke, revoking] = useMutation(RevokeCalendarFeedDocument, refetch);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);
  const roomId = room?.id ?? null;
  const feed = data?.myCalendarFeeds.find((f) => (f.room?.id ?? null) === roomId);
  const busy = regenerating.loading || revoking.loading;
  const variables = { roomId };

  const fail = (e: unknown) => toast({ title: t('error'), description: serverMessage(e, t('tryAgain')), variant: 'destructive' });
  const makeAddress = async (again: boolean) => {
    try {
      await regenerate({ variables });
      toast({ title: again ? t('newAddress') : t('ready'), description: again ? t('newAddressText') : undefined, variant: 'success' });
    } catch (e) {
      fail(e);
    }
    setConfirm(null);
  };
  const turnOff = async () => {
    try {
      await revoke({ variables });
      toast({ title: t('turnedOff'), variant: 'success' });
    } catch (e) {
      fail(e);
    }
    setConfirm(null);
  };

  return (
    <>
      {loading ? (
        <Skeleton variant="rounded" height={56} aria-label={text('loading')} />
      ) : error ? (
        <ErrorState message={text('loadFailed')} />
      ) : !feed ? (
        <Button variant="contained" onClick={() => void makeAddress(false)} disabled={busy}>
          {text('create')}
        </Button>
      ) : (
        <>
          <TextField
            id={`calendar-feed-url-${roomId ?? 'own'}`}
            label={t('address')}
            value={feed.webcalUrl}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button
              variant="contained"
              startIcon={<ContentCopyIcon />}
              onClick={async () =>
                (await copy(feed.webcalUrl))
                  ? toast({ title: t('copied'), description: t('copiedText'), variant: 'success' })
                  : toast({ title: t('notCopied'), description: t('notCopiedText'), variant: 'destructive' })
              }
            >
              {t('copy')}
            </Button>
            <Button variant="outlined" href={feed.webcalUrl}>
              {t('open')}
            </Button>
            <Button variant="outlined" onClick={() => setConfirm('regenerate')} disabled={busy}>
              {t('regenerate')}
            </Button>
            <Button color="error" onClick={() => setConfirm('revoke')} disabled={busy}>
              {t('turnOff')}
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirm === 'regenerate'}
        title={t('regenerateTitle')}
        message={text('confirmRegenerate')}
        confirmLabel={t('regenerate')}
        pending={busy}
        onConfirm={() => void makeAddress(true)}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        title={text('revokeTitle')}
        message={text('confirmRevoke')}
        confirmLabel={t('turnOff')}
        pending={busy}
        onConfirm={() => void turnOff()}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

/**
 * "Subscribe in your calendar" (issue 14), on Profile and Calendar: the member's secret feed
 * address with Copy, Open in calendar app, Regenerate (the old address stops working) and Turn off.
 */
export function CalendarSubscription() {
  const { t } = useCalendarFeedT();
  return (
    <Card component="section" aria-labelledby="calendar-subscription-title" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <EventAvailableIcon color="primary" aria-hidden />
          <Typography id="calendar-subscription-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
            {t('title')}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('text')}
        </Typography>
        <CalendarFeedControls />
      </CardContent>
    </Card>
  );
}
