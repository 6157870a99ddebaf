/**
 * Accounts an admin manages (spec §6) as pure decisions, for the API's users and auth services and the demo backend.
 *
 * Database twins: `takenRefusal` ↔ the unique indexes `users_username_key` on lower(username) and `users_email_key` on
 * lower(email), which decide under concurrency (the services map them to the same words); `lastAdminRefusal` has no
 * constraint: the services lock every admin row first (UsersRepository.lockAdminIds), so two demotions at once leave
 * one admin. api/src/modules/users/rule-twins.test.ts feeds the rules and the database the same cases.
 */
import { refusal, type Refusal } from './refusal';

export const USER_NOT_FOUND = 'User not found';
export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const LAST_ADMIN = 'The last admin cannot be removed or demoted. Make another user an admin first.';
export const LAST_ADMIN_LEAVING = 'You are the last admin. Make another user an admin before deleting your account.';

/** Usernames and emails are compared ignoring case, as the unique indexes compare them. */
export const sameLogin = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why an account cannot take this username and email, or null: another account (`others`, any the backend found;
 * the account itself left out) has one of them. The username is named first, as the admin form has it first.
 */
export function takenRefusal(wanted: { username?: string | null; email: string }, others: readonly { username: string; email: string }[]): Refusal | null {
  const { username } = wanted;
  if (username != null && others.some((o) => sameLogin(o.username, username))) return refusal('CONFLICT', USERNAME_TAKEN, 'username');
  if (others.some((o) => sameLogin(o.email, wanted.email))) return refusal('CONFLICT', EMAIL_TAKEN, 'email');
  return null;
}

/** What would take an admin away: an admin deleting them, demoting them, or deleting their own account. */
export type AdminLoss = 'delete' | 'demote' | 'leave';

/** Why this change is refused, or null: the office always keeps one admin. `admins`: how many there are now. */
export function lastAdminRefusal(user: { isAdmin: boolean }, change: AdminLoss, admins: number): Refusal | null {
  if (!user.isAdmin || admins > 1) return null;
  if (change === 'leave') return refusal('CONFLICT', LAST_ADMIN_LEAVING);
  return change === 'demote' ? refusal('CONFLICT', LAST_ADMIN, 'isAdmin') : refusal('CONFLICT', LAST_ADMIN);
}

/**
 * Why a registration is refused, or null: its email is the new account's username too (spec §5), so an account holding
 * it as either answers 'An account with this email already exists' (both unique indexes say so in the API).
 */
export function registerRefusal(email: string, others: readonly { username: string; email: string }[]): Refusal | null {
  return others.some((o) => sameLogin(o.email, email) || sameLogin(o.username, email)) ? refusal('CONFLICT', EMAIL_TAKEN, 'email') : null;
}
