import type { MembershipStatus } from '../../gql/graphql';

// Colours for memberships, shared by the member's profile and the admin's Membership screen; the status itself is the
// server's (rules/memberships.ts derives it). Their words are the catalogs' (membership.json, admin-membership.json).

export const STATUS_COLOUR: Record<MembershipStatus, 'success' | 'warning' | 'error' | 'default'> = { active: 'success', due: 'warning', lapsed: 'error', upcoming: 'default' };
