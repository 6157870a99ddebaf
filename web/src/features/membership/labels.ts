import type { MembershipPeriod, MembershipStatus } from '../../gql/graphql';
import { PERIOD_LABELS, STATUS_LABELS } from '../../../../rules/memberships';
import { formatMoney } from '../../lib/format';

// Words and colours for memberships, shared by the member's profile and the admin's Membership screen; the status
// itself is the server's (rules/memberships.ts derives it), these only name it.

export const statusLabel = (s: MembershipStatus) => STATUS_LABELS[s];
export const STATUS_COLOUR: Record<MembershipStatus, 'success' | 'warning' | 'error' | 'default'> = { active: 'success', due: 'warning', lapsed: 'error', upcoming: 'default' };
export const periodLabel = (p: MembershipPeriod) => PERIOD_LABELS[p];

/** '$40 a month', '$100 a quarter', '$300 a year'. */
export const planPrice = (p: { amount: string; period: MembershipPeriod }) =>
  `${formatMoney(p.amount)} ${p.period === 'monthly' ? 'a month' : p.period === 'quarterly' ? 'a quarter' : 'a year'}`;
