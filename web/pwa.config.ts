import { VitePWA } from 'vite-plugin-pwa';

/** The brand teal (DESIGN.md section 10; web/src/theme.css, the logo). */
const THEME = '#0f766e';

/*
 * The installable app: the web app manifest and the service worker (sw/sw.ts), built by vite-plugin-pwa with
 * Workbox. The page registers the worker itself, late and lazily (src/lib/pwa.ts), so neither workbox-window nor a
 * registration script weighs on the first paint (JS budget). docs/operations.md, "Service worker".
 */
export function appManifestPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'DawaLink',
      short_name: 'DawaLink',
      description: 'Order medicines from your wholesalers, even on a weak connection',
      // A small route that opens the retailer's last store (features/storefront/launch-redirect.tsx).
      start_url: '/launch',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME,
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The app shell, code and styles. Fetched when used instead: fonts (the Urdu one is for Urdu readers only),
      // the large icons, and the seller dashboard's chart library (~100 KB gzip, no retailer needs it offline).
      // The build manifest is not the app's.
      // The right-to-left stylesheet (app-rtl.css) too: the worker puts it into the offline shell of an Urdu device.
      globPatterns: ['index.html', 'app-rtl.css', 'static/**/*.{js,css}', 'logo.svg', 'icon-192.png'],
      globIgnores: ['.vite/**', 'static/js/dashboard-sales-chart-*.js'],
      // Hashed names: the precache need not add its own revision to them.
      dontCacheBustURLsMatching: /^static\//,
      maximumFileSizeToCacheInBytes: 1_500_000,
    },
  });
}
