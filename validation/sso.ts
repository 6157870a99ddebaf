import * as yup from 'yup';
import { strictObject, text } from './common';

export const CALLBACK_MISSING = "The sign-in provider's answer is missing";

/** The end of an OpenID sign-in: the query string the provider sent the browser back with (`?code=…&state=…`). */
export const ssoFinishSchema = strictObject({
  callbackQuery: text(4000, CALLBACK_MISSING).required(CALLBACK_MISSING),
});

/** Whether a first sign-in with no matching account creates one (PUT /api/office/sso, setSsoCreatesAccounts). */
export const ssoSettingsSchema = strictObject({
  ssoCreatesAccounts: yup.boolean().strict().typeError('ssoCreatesAccounts must be true or false').required('ssoCreatesAccounts is required'),
});
