import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { createRouter } from './router';
import { appContainer } from '../lib/preview';

/** React, the router and the app, loaded by main.tsx once it has started the page's own loads (app/early.ts). */
const router = createRouter();

// Beside a store link's server-drawn preview, if the page has one (lib/preview.ts).
createRoot(appContainer(document.getElementById('root')!)).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
