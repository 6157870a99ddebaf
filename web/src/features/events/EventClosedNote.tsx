import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LabelChip } from '../../ui/LabelChip';

/** The grey badge of an event that takes no RSVP ('Cancelled', 'Not confirmed', 'Past'). */
export function ClosedBadge({ label }: { label: string }) {
  return <LabelChip label={label} sx={{ bgcolor: 'action.selected', color: 'text.primary', fontWeight: 600, height: 22 }} />;
}

/** Badge and sentence for an event that takes no RSVP (see rsvpRules). */
export function EventClosedNote({ closed }: { closed: { badge: string; reason: string } }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ClosedBadge label={closed.badge} />
      <Typography variant="body2" color="text.secondary">
        {closed.reason}
      </Typography>
    </Box>
  );
}
