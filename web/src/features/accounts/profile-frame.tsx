import type { ReactNode } from 'react';
import { accessMsg } from '../../lib/i18n-access';

/**
 * A profile page's card: its heading and the line under it, then the form (or, while the profile loads, a spinner).
 * The server draws the same heading and line in the page's HTML (server/src/plugins/first-screens.ts), so the
 * page's words are on screen before its scripts have run.
 */
export function ProfileFrame({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <main className="container">
      <div className="page-card profile-card">
        <h1 className="h4 mb-1">{accessMsg().profileTitle}</h1>
        <p className="text-muted small mb-4">{intro}</p>
        {children}
      </div>
    </main>
  );
}
