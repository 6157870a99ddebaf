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

/** Copies to the clipboard; false where the browser refuses (no permission, insecure page). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** What a feed's controls say: the member's own feed, or a room's (admins). */
interface FeedTexts {
  loading: string;
  loadFailed: string;
  create: string;
  confirmRegenerate: string;
  confirmRevoke: string;
}

const OWN_TEXTS: FeedTexts = {
  loading: 'Loading your calendar address',
  loadFailed: 'Could not load your calendar address',
  create: 'Create my calendar address',
  confirmRegenerate: 'The current address stops working: calendars subscribed to it stop updating until you add the new one.',
  confirmRevoke: 'The address stops working and subscribed calendars stop updating. You can make a new one at any time.',
};

/**
 * A feed address with Copy, Open in calendar app, Regenerate (the old address stops working) and
 * Turn off, each change after a warning. `room` picks a room's feed (admins); without it, the
 * caller's own.
 */
export function CalendarFeedControls({ room, texts = OWN_TEXTS }: { room?: { id: string; name: string }; texts?: FeedTexts }) {
  const toast = useToast();
  const { data, loading, error } = useQuery(MyCalendarFeedsDocument);
  const refetch = { refetchQueries: [MyCalendarFeedsDocument], awaitRefetchQueries: true };
  const [regenerate, regenerating] = useMutation(RegenerateCalendarFeedDocument, refetch);
  const [revoke, revoking] = useMutation(RevokeCalendarFeedDocument, refetch);
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);
  const roomId = room?.id ?? null;
  const feed = data?.myCalendarFeeds.find((f) => (f.room?.id ?? null) === roomId);
  const busy = regenerating.loading || revoking.loading;
  const variables = { roomId };

  const fail = (e: unknown) => toast({ title: 'Error', description: serverMessage(e, 'Please try again'), variant: 'destructive' });
  const makeAddress = async (again: boolean) => {
    try {
      await regenerate({ variables });
      toast({ title: again ? 'New address made' : 'Calendar address ready', description: again ? 'The old address no longer works' : undefined, variant: 'success' });
    } catch (e) {
      fail(e);
    }
    setConfirm(null);
  };
  const turnOff = async () => {
    try {
      await revoke({ variables });
      toast({ title: 'Calendar feed turned off', variant: 'success' });
    } catch (e) {
      fail(e);
    }
    setConfirm(null);
  };

  return (
    <>
      {loading ? (
        <Skeleton variant="rounded" height={56} aria-label={texts.loading} />
      ) : error ? (
        <ErrorState message={texts.loadFailed} />
      ) : !feed ? (
        <Button variant="contained" onClick={() => void makeAddress(false)} disabled={busy}>
          {texts.create}
        </Button>
      ) : (
        <>
          <TextField
            id={`calendar-feed-url-${roomId ?? 'own'}`}
            label="Calendar address"
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
                  ? toast({ title: 'Address copied', description: 'Add it in your calendar app as a subscription', variant: 'success' })
                  : toast({ title: 'Could not copy', description: 'Select the address and copy it yourself', variant: 'destructive' })
              }
            >
              Copy address
            </Button>
            <Button variant="outlined" href={feed.webcalUrl}>
              Open in calendar app
            </Button>
            <Button variant="outlined" onClick={() => setConfirm('regenerate')} disabled={busy}>
              Regenerate
            </Button>
            <Button color="error" onClick={() => setConfirm('revoke')} disabled={busy}>
              Turn off
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirm === 'regenerate'}
        title="Make a new address?"
        message={texts.confirmRegenerate}
        confirmLabel="Regenerate"
        pending={busy}
        onConfirm={() => void makeAddress(true)}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        title={room ? `Turn off the feed of ${room.name}?` : 'Turn off your calendar feed?'}
        message={texts.confirmRevoke}
        confirmLabel="Turn off"
        pending={busy}
        onConfirm={() => void turnOff()}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}

/** A room's feed, in the room's own words (admins, on Manage Rooms). */
export const roomFeedTexts = (name: string): FeedTexts => ({
  loading: `Loading the calendar address of ${name}`,
  loadFailed: `Could not load the calendar address of ${name}`,
  create: `Create a calendar address for ${name}`,
  confirmRegenerate: `The current address of ${name} stops working: calendars subscribed to it stop updating until they get the new one.`,
  confirmRevoke: `The address of ${name} stops working and subscribed calendars stop updating. You can make a new one at any time.`,
});

/**
 * "Subscribe in your calendar" (issue 14), on Profile and Calendar: the member's secret feed
 * address with Copy, Open in calendar app, Regenerate (the old address stops working) and Turn off.
 */
export function CalendarSubscription() {
  return (
    <Card component="section" aria-labelledby="calendar-subscription-title" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <EventAvailableIcon color="primary" aria-hidden />
          <Typography id="calendar-subscription-title" variant="h6" component="h3" sx={{ fontWeight: 600 }}>
            Subscribe in your calendar
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          See the events you attend or may attend and your confirmed room bookings in Google Calendar, Apple Calendar or
          Outlook. The address is private: anyone who has it can see these, so keep it to yourself.
        </Typography>
        <CalendarFeedControls />
      </CardContent>
    </Card>
  );
}
