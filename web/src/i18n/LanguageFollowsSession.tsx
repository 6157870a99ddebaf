import { useEffect } from 'react';
import { useSession } from '../lib/session';
import { browserLanguages, chooseLanguage } from './languages';
import { showLanguage } from './language';

/**
 * Keeps the app in the signed-in member's language (their profile's choice, else the browser's), and in the browser's
 * for a visitor: on sign-in, on sign-out, and when the profile's language is saved (its answer updates the session's
 * user in the cache).
 */
export function LanguageFollowsSession() {
  const { user, loading } = useSession();
  const language = loading ? null : chooseLanguage(user?.language, browserLanguages());
  useEffect(() => {
    if (language) void showLanguage(language);
  }, [language]);
  return null;
}
