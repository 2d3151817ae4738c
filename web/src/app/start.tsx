import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { createRouter } from './router';
import { appContainer } from '../lib/preview';
import { LanguageRoot } from './language-root';
import { DEFAULT_LANGUAGE } from '@dawalink/shared';
import { setLanguage, storedLanguage } from '../lib/i18n';

/** React, the router and the app, loaded by main.tsx once it has started the page's own loads (app/early.ts). */
const router = createRouter();

// A page in Urdu waits for its texts (loading since app/early.ts) rather than flash English first.
const language = storedLanguage();
const textsReady = language === DEFAULT_LANGUAGE ? Promise.resolve() : setLanguage(language);

void textsReady.then(() => {
  // Beside a store link's server-drawn preview, if the page has one (lib/preview.ts).
  const root = createRoot(appContainer(document.getElementById('root')!));
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the browser answer a
  // tap in between, instead of one task of hundreds of milliseconds on a slow phone (total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <LanguageRoot>
            <RouterProvider router={router} />
          </LanguageRoot>
        </Providers>
      </StrictMode>,
    ),
  );
});
