import english from '../../../../locales/en/membership.json';
import { catalog } from '../../i18n/catalog';

/** The member's membership card (locales/<language>/membership.json). */
export const useMembershipT = catalog('membership', english);
export type MembershipT = ReturnType<typeof useMembershipT>['t'];
