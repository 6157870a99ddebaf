import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MembershipStatus } from '../../gql/graphql';
import { AMBER_CHIP } from '../admin/shared/colours';
import { STATUS_COLOUR } from './labels';
import { useMembershipT } from './t';

/** A member's status as a chip; "Due" in the app's amber, as MUI's orange fails contrast (axe, the browser tests). */
export function StatusChip({ status, sx }: { status: MembershipStatus; sx?: SxProps<Theme> }) {
  const { t } = useMembershipT();
  const due = status === 'due';
  return <Chip size="small" label={t(`statuses.${status}`)} color={due ? 'default' : STATUS_COLOUR[status]} sx={[due && AMBER_CHIP, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
