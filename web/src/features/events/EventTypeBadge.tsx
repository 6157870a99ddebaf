import { capitalise } from '../../lib/format';
import { eventTypeSx } from '../../theme';
import { LabelChip } from '../../ui/LabelChip';

/** The event type as a capitalised badge in the spec's colours (meeting blue, workshop purple, …), light or dark. */
export function EventTypeBadge({ type }: { type: string }) {
  return <LabelChip label={capitalise(type)} sx={[eventTypeSx(type), { fontWeight: 600, height: 22 }]} />;
}
