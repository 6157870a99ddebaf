import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import type { RsvpStatus } from '../../gql/graphql';

/** The member-facing words for an RSVP (list view and icon labels). */
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  attending: 'Attending',
  not_attending: 'Not Attending',
  maybe: 'Maybe',
};

/** Darker shades than MUI's defaults so the small icons stand out on the type colours (lighter in the dark scheme). */
export const RSVP_COLOURS: Record<RsvpStatus, string> = {
  attending: 'accent.attending',
  not_attending: 'accent.notAttending',
  maybe: 'accent.maybe',
};

/** Attending a green check, not attending a red cross, maybe an amber question mark (spec §2). */
export function RsvpMarker({ status, fontSize = 'small' }: { status: RsvpStatus | undefined; fontSize?: 'inherit' | 'small' }) {
  if (!status) return null;
  const props = { fontSize, titleAccess: RSVP_LABELS[status], sx: { color: RSVP_COLOURS[status], flexShrink: 0 } } as const;
  if (status === 'attending') return <CheckCircleIcon {...props} />;
  if (status === 'not_attending') return <CancelIcon {...props} />;
  return <HelpIcon {...props} />;
}
