import * as yup from 'yup';
import { integer, isValidDay, strictObject, text } from './common';

/** What an audit entry can be about, as the filter offers it (the API's AuditEntityType). */
export const AUDIT_ENTITY_TYPES = ['booking', 'user', 'room', 'event', 'announcement', 'team', 'league', 'whatsapp', 'payment', 'membership_plan', 'membership', 'webhook'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

const day = (label: string) =>
  text(10)
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .test('day', `${label} must be a real day written yyyy-MM-dd`, (v) => v == null || isValidDay(v));

/** The Audit Log screen's filters and GET /api/audit-log's query: all optional, days inclusive. */
export const auditFilterSchema = strictObject({
  actorId: integer('Actor must be a user id').positive('Actor must be a user id').max(2147483647, 'Actor must be a user id').nullable(),
  entityType: yup
    .string()
    .oneOf([...AUDIT_ENTITY_TYPES], `Type must be one of ${AUDIT_ENTITY_TYPES.join(', ')}`)
    .nullable(),
  action: text(64).nullable(),
  from: day('From'),
  to: day('To').test('order', 'To must not be before From', function (to) {
    const from = this.parent.from as string | null | undefined;
    return !to || !from || !isValidDay(from) || !isValidDay(to) || from <= to;
  }),
});
export type AuditFilterData = yup.InferType<typeof auditFilterSchema>;
