import * as yup from 'yup';
import { integer, isValidDay, MAX_LONG_TEXT, normaliseMoney, strictObject, text } from './common';
import { localDay } from '../rules/today';
import { MAX_GRACE_DAYS, MEMBERSHIP_STATUSES, PLAN_PERIODS, START_DATE_PAST, VOID_REASON_REQUIRED, type PlanPeriod } from '../rules/memberships';
import type { Today } from './bookings';

export const PLAN_NAME_REQUIRED = 'Plan name is required';
export const AMOUNT_POSITIVE = 'Amount must be more than zero';
export const PERIOD_UNKNOWN = 'Period must be monthly, quarterly or yearly';
export const GRACE_DAYS_RANGE = `Grace period must be a whole number of days from 0 to ${MAX_GRACE_DAYS}`;

/** A record id from JSON (number) or GraphQL (string of digits). */
const recordId = (required: string) =>
  yup
    .number()
    .transform((_v, original) =>
      typeof original === 'number' ? original : typeof original === 'string' && /^\d{1,10}$/.test(original) ? Number(original) : NaN,
    )
    .typeError(required)
    .integer(required)
    .min(1, required)
    .max(2147483647, required)
    .required(required);

/** Lower-cases GraphQL's enum values and REST's query text alike. */
const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/**
 * The plan dialog on the Membership screen, POST /api/membership-plans, PUT /api/membership-plans/{id}. A negative
 * amount says the same as zero: dues are more than nothing.
 */
export const membershipPlanSchema = strictObject({
  name: text(100, 'Plan name must be at most 100 characters').required(PLAN_NAME_REQUIRED),
  amount: yup
    .string()
    .transform((_v, original) => {
      if (original == null || original === '') return undefined;
      return normaliseMoney(original) ?? (/^\s*-\s*\d/.test(String(original)) ? '0.00' : 'invalid');
    })
    .required('Please enter an amount')
    .matches(/^\d+\.\d{2}$/, 'Amount must be an amount with at most two decimals')
    .test('positive', AMOUNT_POSITIVE, (v) => v == null || !/^\d+\.\d{2}$/.test(v) || Number(v) > 0),
  period: yup
    .mixed<PlanPeriod>()
    .transform(lower)
    .required('Please choose a period')
    .oneOf([...PLAN_PERIODS], PERIOD_UNKNOWN),
  isActive: yup
    .boolean()
    .transform((_v, original) => (original === undefined || typeof original === 'boolean' ? original : NaN))
    .typeError('isActive must be true or false')
    .default(true),
});
export type MembershipPlanInput = yup.InferType<typeof membershipPlanSchema>;

const startDate = (today: Today) =>
  text(10, 'Start date must be a real day written yyyy-MM-dd')
    .required('Please choose a start date')
    .test('real-day', 'Start date must be a real day written yyyy-MM-dd', (v) => v == null || isValidDay(v))
    .test('not-past', START_DATE_PAST, (v) => v == null || !isValidDay(v) || v >= today());

/** The "Assign plan" dialog and POST /api/memberships / assignMembership: a member, an active plan, a start today or later. */
export const assignMembershipSchema = (today: Today = localDay) =>
  strictObject({
    memberId: recordId('Please choose a member'),
    planId: recordId('Please choose a plan'),
    startDate: startDate(today),
  });

/** "Change plan" and POST /api/memberships/{memberId}/change-plan. */
export const changePlanSchema = strictObject({
  planId: recordId('Please choose a plan'),
});

/** The Membership screen's settings and PUT /api/membership-settings. */
export const membershipSettingsSchema = strictObject({
  graceDays: integer(GRACE_DAYS_RANGE).required(GRACE_DAYS_RANGE).min(0, GRACE_DAYS_RANGE).max(MAX_GRACE_DAYS, GRACE_DAYS_RANGE),
  lapsedMembersMayRequestRooms: yup.boolean().strict().typeError('lapsedMembersMayRequestRooms must be true or false').required('lapsedMembersMayRequestRooms must be true or false'),
});
export type MembershipSettingsInput = yup.InferType<typeof membershipSettingsSchema>;

/** Voiding (waiving) a dues invoice: a reason is required (the invoice and the audit log keep it). */
export const voidDuesSchema = strictObject({
  reason: text(MAX_LONG_TEXT, `Reason must be at most ${MAX_LONG_TEXT} characters`).required(VOID_REASON_REQUIRED),
});

/** The Membership screen's status filter and GET /api/memberships's query. */
export const membershipFilterSchema = yup
  .object({
    status: yup
      .string()
      .transform(lower)
      .oneOf([...MEMBERSHIP_STATUSES], `status must be one of ${MEMBERSHIP_STATUSES.join(', ')}`)
      .nullable(),
  })
  .noUnknown('Unknown filter: ${unknown}')
  .nullable();
