import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes, loadPageAt } from './router';
import { appContainer } from '../lib/preview';
import { LanguageRoot } from './language-root';
import { DEFAULT_LANGUAGE } from '@dawalink/shared';
import { setLanguage, storedLanguage } from '../lib/i18n';

/** React, the router and the app, loaded by main.tsx once it has started the page's own loads (app/early.ts). */

// A page in Urdu waits for its texts (loading since app/early.ts) rather than flash English first.
const language = storedLanguage();
const textsReady = language === DEFAULT_LANGUAGE ? Promise.resolve() : setLanguage(language);
// The first render waits for the page's code too (its load started in app/early.ts): until then index.html's brand
// bar and spinner stay, and the page draws in React's first commit. A failed load draws the error page.
const pageReady = loadPageAt(window.location.pathname).catch(() => {});

// The first render is a transition: React renders it in slices of a few milliseconds, yielding to the browser
// between them, instead of in one task. On the store page that task was 150-200 ms at Lighthouse's 4x slowdown
// (its first screen of products), a long task a tap on the server-drawn page waited behind; as a transition the
// Urdu store page's total blocking time fell from 430-920 ms to 270 ms (docs/performance.md, "Lighthouse"). The
// page on screen meanwhile is the HTML's: the preview, or the brand bar and spinner.
void Promise.all([textsReady, pageReady]).then(() => {
  // Beside a store link's server-drawn preview, if the page has one (lib/preview.ts).
  const root = createRoot(appContainer(document.getElementById('root')!));
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <LanguageRoot>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </LanguageRoot>
        </Providers>
      </StrictMode>,
    ),
  );
});
