import * as yup from 'yup';
import { bool, email, MAX_TEXT, secret, strictObject, text } from './common';

const fullName = () =>
  text(MAX_TEXT, 'Full name is too long').min(2, 'Full name is required').required('Full name is required');

/** Add New User dialog and POST /api/users. */
export const createUserSchema = strictObject({
  username: text(255, 'Username is too long')
    .min(3, 'Username must be at least 3 characters')
    .required('Username must be at least 3 characters'),
  password: secret('Password must be at least 6 characters')
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters')
    .required('Password must be at least 6 characters'),
  fullName: fullName(),
  email: email(),
  isAdmin: bool().default(false),
  isParent: bool().default(false),
});

/**
 * Edit User dialog and PUT /api/users/{id}. Username and password are not editable. A role flag left out stays as it
 * is (a client that sends only the name must not demote an admin); the dialog always sends both.
 */
export const updateUserSchema = strictObject({
  fullName: fullName(),
  email: email(),
  isAdmin: bool().nullable(),
  isParent: bool().nullable(),
  // The old client re-sends these; they are ignored.
  username: yup.mixed().strip(),
  id: yup.mixed().strip(),
});

/** Delete my account (Profile): the member confirms with their password. */
export const deleteAccountSchema = strictObject({
  password: secret('Please enter your password').min(1, 'Please enter your password').required('Please enter your password'),
});
