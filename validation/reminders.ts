import * as yup from 'yup';
import { strictObject } from './common';
import { REMINDER_DAYS_PROBLEM, reminderDaysProblem } from '../rules/reminders';

/** The Overdue section's reminder days and PUT /api/reminder-settings (rules/reminders.ts#reminderDaysProblem decides). */
export const reminderSettingsSchema = strictObject({
  reminderDays: yup
    .array()
    .typeError(REMINDER_DAYS_PROBLEM)
    .required(REMINDER_DAYS_PROBLEM)
    // Whatever the items are (text, fractions, nulls), the rule answers; yup casts nothing behind its back.
    .of(yup.mixed<number>().defined(REMINDER_DAYS_PROBLEM))
    .test('reminder-days', REMINDER_DAYS_PROBLEM, (days) => !!days && reminderDaysProblem(days) === null),
});
export type ReminderSettingsInput = { reminderDays: number[] };
