import { StrictMode } from 'react';
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

void Promise.all([textsReady, pageReady]).then(() =>
  // Beside a store link's server-drawn preview, if the page has one (lib/preview.ts).
  createRoot(appContainer(document.getElementById('root')!)).render(
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
