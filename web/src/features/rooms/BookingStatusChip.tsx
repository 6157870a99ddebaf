import Chip from '@mui/material/Chip';
import { memberBookingStatus, type BookingProgress } from '../../../../rules/booking-label';
import { LABEL_TONES, type LabelTone } from './bookingLabel';
import { useRoomsT } from './t';
import english from '../../../../locales/en/rooms.json';

/** Pale backgrounds with dark text: MUI's filled warning/info chips fail the 4.5:1 contrast check. */
const TONES: Record<LabelTone, { bg: string; fg: string }> = {
  warning: { bg: '#fef3c7', fg: '#92400e' },
  error: { bg: '#fee2e2', fg: '#991b1b' },
  success: { bg: '#dcfce7', fg: '#166534' },
  info: { bg: '#dbeafe', fg: '#1e40af' },
  default: { bg: '#f3f4f6', fg: '#374151' },
};

/** The member-facing status badge of a booking request (spec §4). */
export function BookingStatusChip({ booking }: { booking: BookingProgress }) {
  const { t } = useRoomsT();
  const { label, kind } = memberBookingStatus(booking);
  const tone = TONES[LABEL_TONES[kind]];
  // The rule says the spec's English; the catalog has each of its labels (an unknown status shows as the rule wrote it).
  const known = label in english.bookingStatus ? t(`bookingStatus.${label as keyof typeof english.bookingStatus}`) : label;
  return <Chip size="small" label={known} sx={{ bgcolor: tone.bg, color: tone.fg, fontWeight: 600, maxWidth: '100%' }} />;
}
