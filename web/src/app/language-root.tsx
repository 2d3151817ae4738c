import { Fragment, useEffect, type ReactNode } from 'react';
import { isLanguage } from '@dawalink/shared';
import { currentLanguage, setLanguage, takeSignedOutChoice, useLanguage } from '../lib/i18n';
import { useSession } from '../lib/session';
import { saveAccountLanguage } from '../components/language-switch';

/**
 * Draws the pages under the current language: a change of language mounts them again, so every text (read from
 * lib/i18n.ts's live message groups) is drawn in the new one. The data stays (TanStack Query's cache, the cart).
 *
 * A signed-in account's language wins over the device's, with one exception: a language chosen with the switch
 * while signed out, just before signing in, is the person's choice now and becomes the account's.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { user, checking, setUser } = useSession();
  // The `user` cookie's copy may be older than the account (changed on another device): wait for the server's.
  const accountLanguage = checking ? undefined : user?.language;
  useEffect(() => {
    if (!isLanguage(accountLanguage)) return;
    const chosen = takeSignedOutChoice();
    if (chosen && chosen !== accountLanguage) void saveAccountLanguage(chosen, setUser);
    else if (accountLanguage !== currentLanguage()) void setLanguage(accountLanguage);
  }, [accountLanguage, setUser]);
  return <Fragment key={language}>{children}</Fragment>;
}
