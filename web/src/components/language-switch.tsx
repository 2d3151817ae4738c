import { useState } from 'react';
import { apiPaths, type Language, type SessionUser } from '@dawalink/shared';
import { api } from '../lib/api';
import { currentLanguage, noteSignedOutChoice, setLanguage, UI } from '../lib/i18n';
import { useSession } from '../lib/session';

/** Saves the signed-in account's language; the session takes the answer. A failure leaves the account as it was. */
export async function saveAccountLanguage(language: Language, setUser: (user: SessionUser) => void) {
  const saved = await api.put<{ user: SessionUser }>(apiPaths.auth.language(), { language }).catch(() => null);
  if (saved) setUser(saved.user);
}

/**
 * The language switch on every page: names the other language in its own script ("اردو" on an English page,
 * "English" on an Urdu one). Remembered on the device, and on the account when someone is signed in.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { user, setUser } = useSession();
  const [busy, setBusy] = useState(false);
  const next: Language = currentLanguage() === 'ur' ? 'en' : 'ur';
  const toggle = async () => {
    setBusy(true);
    try {
      await setLanguage(next);
      // The page has switched already; the account's copy follows.
      if (user) await saveAccountLanguage(next, setUser);
      else noteSignedOutChoice(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`btn btn-sm btn-outline-secondary language-switch ${className}`}
      lang={next}
      title={UI.switchToLabel}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="language-switch"
    >
      {UI.switchTo}
    </button>
  );
}
