/**
 * The dashboard's greeting (spec §2: 'Welcome to D.Office!' on the first visit in a browser
 * session). It says 'Your account has been created successfully.' only right after registering;
 * a returning member is welcomed back instead. Both flags live in sessionStorage, which logout
 * clears, so the next sign-in greets again.
 */
const GREETED = 'doffice.welcomeShown';
const REGISTERED = 'doffice.justRegistered';

/** Called by the Register form on success: the next greeting is the new-account one. */
export function markJustRegistered() {
  sessionStorage.setItem(REGISTERED, '1');
}

/**
 * The greeting due on this dashboard visit, or null when this session has had it. Counts it as given. Its words are
 * the dashboard's catalog's (greeting.*): a new account's, or a welcome back by first name.
 */
export function takeGreeting(fullName: string | undefined): { registered: true } | { registered: false; firstName: string | undefined } | null {
  if (sessionStorage.getItem(GREETED)) return null;
  sessionStorage.setItem(GREETED, '1');
  const registered = sessionStorage.getItem(REGISTERED);
  sessionStorage.removeItem(REGISTERED);
  if (registered) return { registered: true };
  return { registered: false, firstName: fullName?.trim().split(/\s+/)[0] || undefined };
}

/** For tests: the session has had its greeting. */
export const GREETED_FLAG = GREETED;
