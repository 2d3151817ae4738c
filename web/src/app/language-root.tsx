import { Fragment, useEffect, type ReactNode } from 'react';
import { isLanguage } from '@dawalink/shared';
import { currentLanguage, setLanguage, useLanguage } from '../lib/i18n';
import { useSession } from '../lib/session';

/**
 * Draws the pages under the current language: a change of language mounts them again, so every text (read from
 * lib/i18n.ts's live message groups) is drawn in the new one. The data stays (TanStack Query's cache, the cart).
 * A signed-in account's language wins over the device's: when the session brings one, the page takes it.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const accountLanguage = useSession().user?.language;
  useEffect(() => {
    if (isLanguage(accountLanguage) && accountLanguage !== currentLanguage()) void setLanguage(accountLanguage);
  }, [accountLanguage]);
  return <Fragment key={language}>{children}</Fragment>;
}
