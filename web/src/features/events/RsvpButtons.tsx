import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RsvpStatus } from '../../gql/graphql';
import { RSVP_LABELS } from './rsvpLabels';

/**
 * Order of the buttons, the colour of each when chosen (dark enough for white text, WCAG AA) and of
 * its outline and text when not (the palette's, lighter in the dark scheme).
 */
const CHOICES: { status: RsvpStatus; colour: string; text: string }[] = [
  { status: 'attending', colour: '#15803d', text: 'accent.attending' },
  { status: 'maybe', colour: '#b45309', text: 'accent.maybe' },
  { status: 'not_attending', colour: '#b91c1c', text: 'accent.notAttending' },
];

/**
 * The three RSVP buttons with the current choice highlighted (aria-pressed). All are disabled
 * while a request is pending (spec §4).
 */
export function RsvpButtons({
  eventTitle,
  current,
  disabled,
  onChoose,
}: {
  eventTitle: string;
  current: RsvpStatus | null | undefined;
  disabled: boolean;
  onChoose: (status: RsvpStatus) => void;
}) {
  return (
    <Stack direction="row" role="group" aria-label={`RSVP to ${eventTitle}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {CHOICES.map(({ status, colour, text }) => {
        const chosen = current === status;
        return (
          <Button
            key={status}
            size="small"
            variant={chosen ? 'contained' : 'outlined'}
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => onChoose(status)}
            sx={{
              color: chosen ? '#fff' : text,
              borderColor: chosen ? colour : text,
              bgcolor: chosen ? colour : 'transparent',
              '&:hover': { borderColor: chosen ? colour : text, bgcolor: chosen ? colour : 'action.hover' },
            }}
          >
            {RSVP_LABELS[status]}
          </Button>
        );
      })}
    </Stack>
  );
}
