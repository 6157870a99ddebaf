import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** Grey badge and sentence for an event that takes no RSVP (see rsvpRules). */
export function EventClosedNote({ closed }: { closed: { badge: string; reason: string } }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip size="small" label={closed.badge} sx={{ bgcolor: 'action.selected', color: 'text.primary', fontWeight: 600, height: 22 }} />
      <Typography variant="body2" color="text.secondary">
        {closed.reason}
      </Typography>
    </Box>
  );
}
