import * as yup from 'yup';
import { email, emailMessage, MAX_TEXT, secret, strictObject, text } from './common';

/** Shared by the Sign In form and POST /api/auth/login. */
export const loginSchema = strictObject({
  username: text(255, 'Username is too long').required('Username is required'),
  password: secret('Password is required').max(200, 'Password is too long').required('Password is required'),
});

const password = () =>
  secret('Password must be at least 6 characters')
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters')
    .required('Password must be at least 6 characters');

/** Optional profile fields a registration may carry (spec: "user fields without id and joinedAt"). */
const optionalText = (max: number) => text(max).nullable();

// In the Register form's order (email, full name, password): the API answers the first invalid field first.
const registerFields = {
  // The spaces rule comes first: yup reports the first failing test, and 'a b@x.org' fails both.
  email: text(255, 'Email is too long')
    .test('no-spaces', 'Email cannot contain spaces when used as username', (v) => !/\s/.test(v ?? ''))
    .email(emailMessage)
    .required(emailMessage),
  fullName: text(MAX_TEXT, 'Full name is too long').min(2, 'Full name is required').required('Full name is required'),
  password: password(),
  phone: optionalText(32),
  whatsappPhone: optionalText(32),
  bio: optionalText(2000),
  membershipNumber: optionalText(64),
  role: optionalText(100),
  // Sent by the old client; ignored by the server (username is the email, and nobody self-registers as admin).
  username: yup.mixed().strip(),
  isAdmin: yup.mixed().strip(),
};

/** POST /api/auth/register body (and the GraphQL RegisterInput). */
export const registerSchema = strictObject(registerFields);

/** The Register form: the same fields plus the confirmation, which is never sent. */
export const registerFormSchema = yup.object({
  ...registerFields,
  confirmPassword: yup
    .string()
    .min(6, 'Password must be at least 6 characters')
    .oneOf([yup.ref('password')], 'Passwords do not match')
    .required('Password must be at least 6 characters'),
});

export const forgotPasswordSchema = strictObject({
  email: email(),
});

export const resetPasswordSchema = strictObject({
  token: text(200, 'This reset link is invalid or has expired. Please request a new one.').required('No reset token provided. Please request a new password reset link.'),
  newPassword: password(),
});

export const resetPasswordFormSchema = yup.object({
  newPassword: password(),
  confirmPassword: yup
    .string()
    .min(6, 'Password must be at least 6 characters')
    .oneOf([yup.ref('newPassword')], "Passwords don't match")
    .required('Password must be at least 6 characters'),
});
