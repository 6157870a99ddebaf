import type { AdminAuditLogQuery } from '../../../gql/graphql';
import { DEMO_ADMIN } from '../../../../../sample/people';

type Entry = AdminAuditLogQuery['auditLog']['items'][number];

const entry = (id: number, at: string, e: Omit<Entry, '__typename' | 'id' | 'at' | 'actorId' | 'actorName'> & { actor?: [string, string] | null }): Entry => {
  const { actor = ['1', DEMO_ADMIN.fullName], ...rest } = e;
  return { __typename: 'AuditEntry', id: String(id), at, actorId: actor?.[0] ?? null, actorName: actor?.[1] ?? null, ...rest };
};

/** The demo world's audit log (newest first); the web tests' audit fixture is this list. */
export const auditEntries: Entry[] = [
  entry(6, '2026-11-20T16:05:00.000Z', {
    action: 'user.role_changed',
    entityType: 'user',
    entityId: 'p1',
    summary: 'Changed the roles of Priya Parent: member → parent',
    before: JSON.stringify({ fullName: 'Priya Parent', isAdmin: false, isParent: false }),
    after: JSON.stringify({ fullName: 'Priya Parent', isAdmin: false, isParent: true }),
  }),
  entry(5, '2026-11-19T11:30:00.000Z', {
    action: 'booking.deposit_received',
    entityType: 'booking',
    entityId: '3',
    summary: 'Ticked "Deposit received" on booking #3',
    before: JSON.stringify({ status: 'accepted', depositRequestedAt: '2026-11-18T09:00:00.000Z', depositReceivedAt: null }),
    after: JSON.stringify({ status: 'accepted', depositRequestedAt: '2026-11-18T09:00:00.000Z', depositReceivedAt: '2026-11-19T11:30:00.000Z' }),
  }),
  entry(4, '2026-11-18T09:00:00.000Z', {
    action: 'booking.accepted',
    entityType: 'booking',
    entityId: '3',
    summary: 'Accepted booking #3 (Boardroom)',
    before: JSON.stringify({ status: 'pending', reviewedBy: null }),
    after: JSON.stringify({ status: 'accepted', reviewedBy: 1 }),
  }),
  entry(3, '2026-11-15T14:20:00.000Z', {
    action: 'room.deleted',
    entityType: 'room',
    entityId: '9',
    summary: 'Deleted room Old Storage',
    before: JSON.stringify({ name: 'Old Storage', capacity: 2, isActive: false }),
    after: null,
  }),
  entry(2, '2026-11-12T08:45:00.000Z', {
    action: 'whatsapp.config_saved',
    entityType: 'whatsapp',
    entityId: null,
    summary: 'Saved the WhatsApp configuration (active)',
    before: null,
    after: JSON.stringify({ phoneNumberId: '1234567890', isActive: true, accessTokenChanged: false, webhookVerifyTokenChanged: false }),
  }),
  entry(1, '2026-11-10T07:00:00.000Z', {
    actor: null,
    action: 'user.created',
    entityType: 'user',
    entityId: '1',
    summary: `Created admin ${DEMO_ADMIN.fullName} (start-up or create-admin command)`,
    before: null,
    after: JSON.stringify({ fullName: DEMO_ADMIN.fullName, isAdmin: true, isParent: false }),
  }),
];
