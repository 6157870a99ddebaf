import * as yup from 'yup';
import { strictObject, text } from './common';

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code';

/** A code field: six digits, or a recovery code (xxxx-xxxx). Shared by the sign-in code step, enrolment and disabling. */
const code = () =>
  text(32, CODE_REQUIRED)
    .required(CODE_REQUIRED)
    .test('code', CODE_REQUIRED, (v) => /^(\d\s*){6}$|^[a-z0-9]{4}[\s-]?[a-z0-9]{4}$/i.test((v ?? '').trim()));

export const twoFactorCodeSchema = strictObject({ code: code() });

/** The second step of sign-in: the challenge the password step answered with, and a code. */
export const twoFactorLoginSchema = strictObject({
  challenge: text(2000, 'The sign-in challenge is missing').required('The sign-in challenge is missing'),
  code: code(),
});

/** The office's security settings (PUT /api/office/security, setAdminsRequireTwoFactor). */
export const officeSecuritySchema = strictObject({
  adminsRequireTwoFactor: yup.boolean().strict().typeError('adminsRequireTwoFactor must be true or false').required('adminsRequireTwoFactor is required'),
});
