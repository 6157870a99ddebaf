import { capitalise } from '../../lib/format';
import { eventTypeSx } from '../../theme';
import { LabelChip } from '../../ui/LabelChip';
import { useTranslation } from 'react-i18next';

/** The event type as a capitalised badge in the spec's colours (meeting blue, workshop purple, …), light or dark. */
export function EventTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation();
  const label = t(`eventTypes.${type}` as 'eventTypes.meeting', { defaultValue: capitalise(type) });
  return <LabelChip label={label} sx={[eventTypeSx(type), { fontWeight: 600, height: 22 }]} />;
}
