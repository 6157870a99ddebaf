import * as yup from 'yup';

/** The periods the Insights screen offers, in calendar months ending with the current one. */
export const INSIGHT_PERIODS = [6, 12, 24] as const;
export const MAX_INSIGHT_MONTHS = 24;
export const DEFAULT_INSIGHT_MONTHS = 12;

/** The period argument of adminInsights / GET /api/admin/insights. */
export const insightsPeriodSchema = yup.object({
  months: yup
    .number()
    // One number, or its text from a query string; a repeated parameter (an array) is not one.
    .transform((value, original) => (typeof original === 'number' || typeof original === 'string' ? value : NaN))
    .typeError(`months must be a whole number from 1 to ${MAX_INSIGHT_MONTHS}`)
    .integer(`months must be a whole number from 1 to ${MAX_INSIGHT_MONTHS}`)
    .min(1, `months must be a whole number from 1 to ${MAX_INSIGHT_MONTHS}`)
    .max(MAX_INSIGHT_MONTHS, `months must be a whole number from 1 to ${MAX_INSIGHT_MONTHS}`)
    .default(DEFAULT_INSIGHT_MONTHS),
});
