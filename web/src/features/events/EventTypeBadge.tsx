import { capitalise } from '../../lib/format';
import { EVENT_TYPE_COLOURS } from '../../theme';
import { LabelChip } from '../../ui/LabelChip';

/** The event type as a capitalised badge in the spec's colours (meeting blue, workshop purple, …). */
export function EventTypeBadge({ type }: { type: string }) {
  const colours = EVENT_TYPE_COLOURS[type] ?? EVENT_TYPE_COLOURS.other!;
  return <LabelChip label={capitalise(type)} sx={{ bgcolor: colours.bg, color: colours.fg, fontWeight: 600, height: 22 }} />;
}
