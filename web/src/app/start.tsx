import { StrictMode } from 'react';
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

void textsReady.then(() =>
  // Beside a store link's server-drawn preview, if the page has one (lib/preview.ts).
  createRoot(appContainer(document.getElementById('root')!)).render(
    <StrictMode>
      <Providers>
        <LanguageRoot>
          <RouterProvider router={router} />
        </LanguageRoot>
      </Providers>
    </StrictMode>,
  ),
);
