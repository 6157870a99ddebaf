import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RsvpStatus } from '../../gql/graphql';
import { RSVP_LABELS } from './rsvpLabels';

/** Order of the buttons and the colour of each when chosen (dark enough for white text, WCAG AA). */
const CHOICES: { status: RsvpStatus; colour: string }[] = [
  { status: 'attending', colour: '#15803d' },
  { status: 'maybe', colour: '#b45309' },
  { status: 'not_attending', colour: '#b91c1c' },
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
      {CHOICES.map(({ status, colour }) => {
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
              color: chosen ? '#fff' : colour,
              borderColor: colour,
              bgcolor: chosen ? colour : 'transparent',
              '&:hover': { borderColor: colour, bgcolor: chosen ? colour : `${colour}14` },
            }}
          >
            {RSVP_LABELS[status]}
          </Button>
        );
      })}
    </Stack>
  );
}
