import english from '../../../../../locales/en/admin-membership.json';
import { catalog } from '../../../i18n/catalog';
import type { MembershipPeriod } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';

/** The admin's Membership screen's texts (locales/<language>/admin-membership.json). */
export const useAdminMembershipT = catalog('admin-membership', english);
export type MembershipT = ReturnType<typeof useAdminMembershipT>['t'];

/** '$40 a month', '$100 a quarter', '$300 a year' (features/membership/labels' planPrice, in the active language). */
export const planPrice = (t: MembershipT, p: { amount: string; period: MembershipPeriod }) => t(`price.${p.period}`, { amount: formatMoney(p.amount) });
