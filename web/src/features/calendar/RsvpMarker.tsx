import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import type { RsvpStatus } from '../../gql/graphql';
import { RSVP_COLOURS, RSVP_LABELS } from '../events/rsvpLabels';

/** Attending a green check, not attending a red cross, maybe an amber question mark (spec §2). */
export function RsvpMarker({ status, fontSize = 'small' }: { status: RsvpStatus | undefined; fontSize?: 'inherit' | 'small' }) {
  if (!status) return null;
  const props = { fontSize, titleAccess: RSVP_LABELS[status], sx: { color: RSVP_COLOURS[status], flexShrink: 0 } } as const;
  if (status === 'attending') return <CheckCircleIcon {...props} />;
  if (status === 'not_attending') return <CancelIcon {...props} />;
  return <HelpIcon {...props} />;
}
