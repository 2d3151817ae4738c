import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { defineConfig, type IndexHtmlTransformContext, type Plugin as VitePlugin } from 'vite';
import react from '@vitejs/plugin-react';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin as PostCssPlugin } from 'postcss';
// The config loads no workspace package by name (it is not built): these are read from their sources.
import { OTHER_LANGUAGE_FILES_META, RTL_STYLESHEET_FILE } from '../packages/shared/src/language-cookie.js';
import { englishTextIndex } from '../packages/shared/src/english-text-index.js';
import { appManifestPlugin } from './pwa.config';

/*
 * Bootstrap's stylesheet is 247 KB minified (34 KB gzip) and render-blocking; the app uses a small part of it.
 * At build time PurgeCSS drops the rules whose classes appear nowhere in our sources (docs/performance.md, "Front
 * end"). Only bootstrap.min.css is purged: our own stylesheets are all in use.
 * react-bootstrap builds class names at run time from its props: `btn-${variant}`, `text-bg-${bg}`,
 * `navbar-expand-${expand}`, `table-responsive-${bp}`, `container-${fluid}`... So every word of our sources also
 * counts as used behind each of those prefixes (variant="outline-primary" keeps .btn-outline-primary). What it adds
 * with no word of ours behind it (transitions, modal and offcanvas parts, grid props) is kept by name.
 */
const RUNTIME_PREFIXES = [
  'btn-',
  'bg-',
  'text-bg-',
  'alert-',
  'table-',
  'navbar-expand-',
  'table-responsive-',
  'container-',
];
const BOOTSTRAP_RUNTIME_CLASSES = [
  /^(fade|show|showing|hiding|collapse|collapsing|collapsed|active|disabled|was-validated|is-valid|is-invalid|has-validation)$/,
  /^(in)?valid-(feedback|tooltip)$/,
  /^modal(-(dialog|dialog-centered|dialog-scrollable|content|header|title|body|footer|backdrop|open|static|sm|lg|xl))?$/,
  /^offcanvas(-(header|title|body|backdrop|start|end|top|bottom))?$/,
  /^navbar(-(brand|nav|toggler|toggler-icon|collapse|text|light))?$/,
  /^nav(-link|-item)?$/,
  /^spinner-(border|grow)(-sm)?$/,
  /^btn(-close|-group)?$/,
  /^(badge|rounded-pill|card|card-(body|header|title|subtitle|text|footer)|alert|alert-(dismissible|heading|link))$/,
  /^progress(-bar(-striped|-animated)?)?$/,
  /^(pagination|page-item|page-link)$/,
  /^form-(control|control-sm|control-lg|select|select-sm|select-lg|check|check-input|check-label|check-inline|label|text|switch)$/,
  /^col-form-label$/,
  /^input-group(-text|-sm|-lg)?$/,
  /^btn-group(-sm|-lg|-vertical)?$/,
  /^pagination(-sm|-lg)?$/,
  /^(row|col)$/,
  /^col-(sm-|md-|lg-|xl-|xxl-)?(\d+|auto)$/,
  /^row-cols-(sm-|md-|lg-|xl-)?\d$/,
  /^visually-hidden(-focusable)?$/,
  /^table-responsive$/,
];

/** PurgeCSS's default extractor (words of class-name characters), plus each word behind each runtime prefix. */
function extractWithRuntimePrefixes(content: string): string[] {
  const words = content.match(/[A-Za-z0-9_-]+/g) ?? [];
  const out = new Set<string>(words);
  for (const word of new Set(words)) for (const prefix of RUNTIME_PREFIXES) out.add(prefix + word);
  return [...out];
}

function purgeBootstrap(): PostCssPlugin {
  const purge = purgeCss({
    // The server draws a store link's first screen and signed-in pages' first screens with the same classes
    // (server/src/features/storefront/store-preview.ts, server/src/plugins/first-screen*.ts).
    content: [
      './index.html',
      './src/**/*.{ts,tsx}',
      '../server/src/features/storefront/store-preview.ts',
      '../server/src/lib/store-header-html.ts',
      '../server/src/plugins/first-screen*.ts',
    ],
    defaultExtractor: extractWithRuntimePrefixes,
    safelist: { standard: BOOTSTRAP_RUNTIME_CLASSES },
  }) as PostCssPlugin & { OnceExit: NonNullable<PostCssPlugin['OnceExit']> };
  return {
    postcssPlugin: 'purge-bootstrap',
    OnceExit(root, helpers) {
      const file = root.source?.input.file ?? '';
      if (/[\\/]bootstrap[\\/]dist[\\/]css[\\/]/.test(file)) return purge.OnceExit(root, helpers);
    },
  };
}

/** The entry chunk's own modules (web/src/main.tsx and what it imports statically, its stylesheets too). */
const ENTRY_MODULES =
  /\/src\/(main\.tsx|app\/(early|pages)\.ts|lib\/(prefetch|user-cookie|zod-jitless|language-choice)\.ts|(store-api-paths|language-cookie)\.ts|features\/(storefront\/storefront|money\/money|orders\/(dashboard|seller-orders)|accounts\/admin-accounts)\.css|components\/(ageing-bar|tick-box)\.css)$/;
const START_MODULES = new RegExp(
  [
    '/node_modules/(react-router|react-error-boundary|cookie-es|@remix-run/route-pattern)/',
    '/web/src/app/(start|providers|router|layout|error-page|guards|language-root)\\.tsx$',
    '/web/src/lib/(session|api|paths|storage|use-window-width|cart|cart-store|preview|first-screen|use-used|toasts|query-keys|i18n|notify|after-first-page)\\.tsx?$',
    '/web/src/components/(logo|page-spinner|language-switch)\\.tsx$',
    // Not the catalogue of every language's texts (nor the SMS texts and the error texts with values it carries), nor
    // the index of the English texts: they load only for a language other than English (lib/i18n-runtime.ts).
    '/packages/shared/src/(?!schemas/|messages-(admin|beyond|order-desk|money|team|quickorder|licences|storefront|access|sms|ui-(?!signin))|messages-ur|i18n|error-texts|(english-)?text-index|translate-text|team-api-paths|quick-order|money-api-paths|messages-schemes|schemes|quantity|messages-offline|messages-stock|stock\\.ts|order-desk|time-zones|licence-api-paths|ledger-terms|account-states|live-orders|price-list\\.ts|licence-rules|ui-icons)[^/]+\\.ts$',
  ].join('|'),
);

/**
 * Fails the build when chunks import each other in a circle. The groups below put modules in chunks by name; a
 * module of the app shell left out of the 'start' group lands in a chunk that imports 'start' while 'start' imports
 * it, and then which runs first depends on which file arrives first ("n is not a function", at random).
 */
function noChunkCycles(): VitePlugin {
  return {
    name: 'dawalink-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const [file, out] of Object.entries(bundle)) if (out.type === 'chunk') imports.set(file, out.imports);
      const state = new Map<string, 'visiting' | 'done'>();
      const visit = (file: string, path: string[]) => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'visiting')
          this.error(`Chunks import each other in a circle: ${[...path, file].join(' -> ')}`);
        state.set(file, 'visiting');
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        state.set(file, 'done');
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/** The built bundle's chunks, its entry and the app shell's chunk (app/start.tsx), for what index.html names. */
function entryAndAppChunk(bundle: IndexHtmlTransformContext['bundle']) {
  const chunks = Object.values(bundle ?? {}).filter((out) => out.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const start = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith('/src/app/start.tsx')));
  return { chunks, entry, start };
}

/**
 * index.html links the app shell's chunk (app/start.tsx: React, the router, the layout) as a modulepreload, so its
 * download starts while the HTML is parsed rather than after the small entry has loaded and asked for it.
 */
function preloadAppChunk(): VitePlugin {
  return {
    name: 'dawalink-preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const { entry, start } = entryAndAppChunk(ctx.bundle);
        if (!start || !entry) return [];
        const files = [start.fileName, ...start.imports].filter(
          (f) => f !== entry.fileName && !entry.imports.includes(f),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The modules that load the texts of a language other than English (lib/i18n.ts setLanguage and what it loads). */
const OTHER_LANGUAGE_MODULES =
  /\/(web\/src\/lib\/(i18n-switch|i18n-runtime)\.ts|packages\/shared\/src\/messages-ur\.ts)$/;

/**
 * index.html names the files of the texts of the languages other than English in a <meta> (their chunks and the
 * chunks those import, less the entry's and the app shell's): a page opened in Urdu preloads them (app/early.ts).
 * Imported there instead, the texts' module was run with React and the app shell in one task, as soon as the three
 * had arrived (60-230 ms at Lighthouse's 4x slowdown; docs/performance.md "Lighthouse").
 */
function otherLanguageFiles(): VitePlugin {
  return {
    name: 'dawalink-other-language-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const { chunks, entry, start } = entryAndAppChunk(ctx.bundle);
        if (!entry || !start) return [];
        const loaded = new Set([entry.fileName, ...entry.imports, start.fileName, ...start.imports]);
        const files = new Set<string>();
        for (const chunk of chunks) {
          if (!chunk.moduleIds.some((id) => OTHER_LANGUAGE_MODULES.test(id.replace(/\\/g, '/')))) continue;
          for (const file of [chunk.fileName, ...chunk.imports]) if (!loaded.has(file)) files.add(`/${file}`);
        }
        return [
          {
            tag: 'meta',
            attrs: { name: OTHER_LANGUAGE_FILES_META, content: [...files].join(' ') },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/**
 * The entry's stylesheet (Bootstrap purged, ~14 KB compressed) goes into index.html as a <style>: the app shell
 * paints once the HTML is in, not after a second, render-blocking request (on a slow mobile network a round trip
 * and more; docs/performance.md "Front end"). The server sends index.html compressed (server/src/plugins/
 * web-app.ts). Pages' own stylesheets stay files, loaded with their chunks.
 */
function inlineEntryCss(): VitePlugin {
  return {
    name: 'dawalink-inline-entry-css',
    apply: 'build',
    // A lazy chunk that imports from the entry lists the entry's stylesheet among the files it loads first: with the
    // stylesheet inline in index.html that is a second download of it (~18 KB) on every page, in every language,
    // competing with the page's scripts on a slow link. Vite keeps each chunk's list in one array (`__vite__mapDeps`)
    // that its dynamic imports index into: the file is taken out of the array and the indexes moved down.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((out) => out.type === 'chunk' && out.isEntry);
        if (entry?.type !== 'chunk') return;
        for (const css of entry.viteMetadata?.importedCss ?? []) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk' || !chunk.code.includes(`"${css}"`)) continue;
            const list = /m\.f=(\[[^\]]*\])/.exec(chunk.code);
            const files = list ? (JSON.parse(list[1]) as string[]) : [];
            const gone = files.indexOf(css);
            if (!list || gone < 0)
              return this.error(`inline entry css: ${chunk.fileName} names ${css} outside its preload list`);
            files.splice(gone, 1);
            chunk.code = chunk.code
              .replace(list[0], `m.f=${JSON.stringify(files)}`)
              .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indexes: string) => {
                const kept = indexes
                  .split(',')
                  .filter((i) => i !== '' && Number(i) !== gone)
                  .map((i) => (Number(i) > gone ? Number(i) - 1 : Number(i)));
                return `__vite__mapDeps([${kept.join(',')}])`;
              });
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let styles = '';
        const files: string[] = [];
        const rest = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          const css = asset?.type === 'asset' ? String(asset.source) : '';
          // A "</style" inside the CSS would end the element early: keep such a file a link.
          if (!css || css.includes('</style')) return tag;
          styles += css;
          files.push(`/${file}`);
          return '';
        });
        // Last in <head>, after the script and preload links, so the browser starts fetching those first.
        // data-files: the stylesheets it holds, which a lazy chunk may still link (app/urdu-style.ts turns those off too).
        return styles
          ? rest.replace('</head>', `<style id="app-css" data-files="${files.join(' ')}">${styles}</style>\n  </head>`)
          : rest;
      },
    },
  };
}

/**
 * The right-to-left stylesheet as a file beside index.html (RTL_STYLESHEET_FILE): what app/urdu-sheets.ts holds
 * (Bootstrap's RTL build, purged, with the app's stylesheets, the Urdu font's faces and urdu.css, as its `?inline`
 * texts, and its chunk's own stylesheet should it have one). The server puts it inline in the pages it sends to an Urdu device
 * (server/src/plugins/web-app.ts), so they paint right to left with their line heights from the first frame; the
 * service worker does the same with its offline shell. Taken from the texts as the CSS plugin made them.
 */
function rtlStylesheet(): VitePlugin {
  const inlineSheets = new Map<string, string>();
  const urduSheets = /\/src\/app\/urdu-sheets\.ts$/;
  return {
    name: 'dawalink-rtl-stylesheet',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\?inline$/.test(id)) return;
      const text = /^export default ("(?:[^"\\]|\\.)*")/.exec(code)?.[1];
      if (text) inlineSheets.set(id.replace(/\\/g, '/').replace(/\?inline$/, ''), JSON.parse(text) as string);
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (out) => out.type === 'chunk' && out.moduleIds.some((id) => urduSheets.test(id.replace(/\\/g, '/'))),
      );
      if (chunk?.type !== 'chunk') return this.error('rtl stylesheet: no chunk of app/urdu-sheets.ts');
      // In urdu-sheets.ts's order (its imports, each a stylesheet's `?inline` text): Bootstrap RTL, theme.css, the
      // entry's page stylesheets, the Urdu font's faces, urdu.css. Read from the module itself, so that a sheet added
      // there is in the file too.
      const sheetsModule = chunk.moduleIds.find((id) => urduSheets.test(id.replace(/\\/g, '/')));
      const imported = (sheetsModule && this.getModuleInfo(sheetsModule)?.importedIds) || [];
      const sheets = imported.map((id) => inlineSheets.get(id.replace(/\\/g, '/').replace(/\?inline$/, '')));
      if (sheets.length === 0) return this.error('rtl stylesheet: app/urdu-sheets.ts imports no stylesheet');
      if (sheets.some((sheet) => !sheet)) return this.error('rtl stylesheet: the inline stylesheets were not seen');
      const own = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => {
        const asset = bundle[file];
        return asset?.type === 'asset' ? String(asset.source) : '';
      });
      // An `?inline` text names its files (the font's) by Vite's placeholders until the chunks are written.
      const source = [...sheets, ...own]
        .join('\n')
        .replace(
          /__VITE_ASSET__([\w$]+)__(?:\$_(.*?)__)?/g,
          (_m, ref: string, postfix?: string) => `/${this.getFileName(ref)}${postfix ?? ''}`,
        );
      this.emitFile({ type: 'asset', fileName: RTL_STYLESHEET_FILE, source });
    },
  };
}

/**
 * The index of the English texts' hashes (packages/shared/src/english-text-index.ts) built once here and put in the
 * bundle finished: the module built it from the English catalogue, which then came with it to every page in Urdu
 * (~16 KB gzip of English texts, only to recognise the server's English messages). The dev server keeps the module
 * as written, so edited texts are indexed at once.
 */
function englishTextIndexBuilt(): VitePlugin {
  return {
    name: 'dawalink-english-text-index',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!/\/packages\/shared\/src\/english-text-index\.ts$/.test(id.replace(/\\/g, '/'))) return;
      return `export const englishTextIndex = () => ${JSON.stringify(englishTextIndex())};\n`;
    },
  };
}

/**
 * The cart's lines drawn on the device before the app (src/first-paint/device-cart.ts; the server puts the script
 * under the cart and checkout it draws, server/src/plugins/first-screens-store.ts): a classic script of its own,
 * bundled alone (a few KB: the cart's storage, the money format, the icons), so the app's chunks stay as they are.
 * Named by its content's hash under static/js, as the chunks are (cached for a year); the server finds it by its
 * name's start, DEVICE_CART_SCRIPT.
 */
function deviceCartScript(): VitePlugin {
  return {
    name: 'device-cart-script',
    apply: 'build',
    async generateBundle() {
      const built = await esbuild({
        entryPoints: [fileURLToPath(new URL('./src/first-paint/device-cart.ts', import.meta.url))],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
        logLevel: 'warning',
      });
      const code = built.outputFiles[0].contents;
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      this.emitFile({ type: 'asset', fileName: `static/js/device-cart-${hash}.js`, source: code });
    },
  };
}

// React Router 8 exports its production build by default and its development build (dev-only checks and warnings)
// under the `development` condition: builds get the former, the dev server and tests the latter, with no alias.

// Chunks live under /static/js (the spec's lazily loaded chunks); the API is proxied in development.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    englishTextIndexBuilt(),
    noChunkCycles(),
    preloadAppChunk(),
    otherLanguageFiles(),
    inlineEntryCss(),
    rtlStylesheet(),
    appManifestPlugin(),
    deviceCartScript(),
  ],
  css: { postcss: { plugins: command === 'build' ? [purgeBootstrap()] : [] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'static',
    chunkSizeWarningLimit: 600,
    // The JS budget check (scripts/check-bundle-budget.mjs) follows each route's imports through this manifest.
    manifest: true,
    rollupOptions: {
      output: {
        // Seven characters of hash, not the default eight: the entry lists every chunk's name for the preloads, and
        // a hash does not compress, so the eighth cost every page ~0.2 KB (gzip). The bundler refuses a build whose
        // number of chunks (~65 today; six characters were refused) would need a longer one, so this cannot go wrong quietly.
        entryFileNames: 'static/js/[name]-[hash:7].js',
        chunkFileNames: 'static/js/[name]-[hash:7].js',
        assetFileNames: 'static/media/[name]-[hash][extname]',
        // Left alone, the bundler made ~35 chunks of 0.2-10 KB for the store page (one per set of pages sharing a
        // module); over HTTP/1.1 each costs a request, and on a slow network a round trip. react-bootstrap with its
        // helpers, and TanStack Query, each go into one chunk instead (the entry imports neither).
        codeSplitting: {
          // Only the matched modules: by default a group also takes their dependencies (React itself).
          includeDependenciesRecursively: false,
          groups: [
            // React and React DOM on their own: the entry evaluates them, then the app shell, in two tasks instead of
            // one long one (main.tsx; total blocking time in Lighthouse, docs/performance.md "Front end").
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The app shell as one chunk: the router, layout, session and the small shared modules every page uses,
            // i.e. what app/start.tsx imports (React and React DOM are the 'react' chunk above). Not the entry's own
            // modules (main.tsx must not wait for it),
            // and nothing that pulls react-bootstrap or TanStack Query in (the sign-in page loads neither).
            {
              name: 'start',
              test: (id: string) =>
                START_MODULES.test(id.replace(/\\/g, '/')) && !ENTRY_MODULES.test(id.replace(/\\/g, '/')),
            },
            {
              name: 'ui',
              test: /node_modules[\\/](react-bootstrap|@restart|dom-helpers|prop-types|react-transition-group|uncontrollable|classnames|@babel[\\/]runtime|warning|invariant|@popperjs|react-lifecycles-compat|@react-aria)[\\/]/,
            },
            // The store page's own parts (cart, checkout, dialogs, icons, API), not the other storefront pages. Nor the
            // store's stylesheet as text (`?inline`, app/urdu-style.ts): in this chunk it made every Urdu page load the
            // store page's code and everything it imports. Nor the checkout forms' resolvers (zod: they load at a form's
            // first check).
            {
              name: 'storefront',
              test: (id: string) =>
                /\/web\/src\/(features\/storefront\/(?![\w-]+-page\.tsx$|[\w-]+-resolvers\.ts$)|components\/blocking-notice\.tsx$)/.test(
                  id.replace(/\\/g, '/'),
                ) &&
                !ENTRY_MODULES.test(id.replace(/\\/g, '/')) &&
                !id.endsWith('?inline'),
            },
            // The words of the store page and its cart (each group of texts a module, so other pages load only theirs)
            // as one chunk: a dozen chunks of under 1 KB each cost the store page their names and headers.
            {
              name: 'shop-texts',
              test: (id: string) =>
                /\/packages\/shared\/src\/(messages-(ui-shop|quickorder|storefront|stock|schemes|order-desk)|quantity|schemes|stock)\.ts$|\/web\/src\/lib\/(i18n-(quick-order|order-desk|storefront|quantity|scheme|stock)|shop-texts)\.ts$/.test(
                  id.replace(/\\/g, '/'),
                ),
            },
            // The small parts the signed-in screens share (lists, badges, dialogs, the order slip and its detail, the
            // seller's settings), as one chunk: each was a chunk of 1-3 KB, and the order desk loaded 26 of them
            // beyond what the store page loads, six at a time over HTTP/1.1, a round trip each on a slow link. None of
            // them is on the store page's or the sign-in page's way (their budgets, scripts/check-bundle-budget.mjs).
            {
              name: 'workspace',
              test: (id: string) =>
                /\/web\/src\/(components\/(pagination|status-badge|empty-state|icon-button|tick-box|modal-save-footer|confirm-dialog|grouped-table|order-slip|whatsapp-share)\.tsx|lib\/(use-debounced-value|seller-settings|money-paths|order-queries|whatsapp)\.ts|features\/orders\/orders-api\.ts)$/.test(
                  id.replace(/\\/g, '/'),
                ),
            },
            // The words of the seller's screens (orders, listings, team, money, the parts they share) as one chunk: the
            // entry lists every chunk's name, and a chunk a group of texts cost the store page and sign-in their names.
            {
              name: 'seller-texts',
              test: (id: string) =>
                /\/packages\/shared\/src\/messages-(ui-(seller|parts|listings|team)|team|beyond|money|money-ui)\.ts$|\/web\/src\/(lib\/i18n-(seller-ui|parts|listings-ui|team-ui|money-ui|money|beyond)\.ts|features\/money\/money-text\.ts)$/.test(
                  id.replace(/\\/g, '/'),
                ),
            },
            // The admin screens' words and their getter join ADMIN_MSG's chunk: each chunk's name is listed in the entry,
            // and the store page is at its budget. The few pages that read ADMIN_MSG load the admin's words too.
            {
              name: 'messages-admin',
              test: (id: string) =>
                /\/(packages\/shared\/src\/messages-admin(-ui)?|web\/src\/lib\/i18n-admin-ui)\.ts$/.test(
                  id.replace(/\\/g, '/'),
                ),
            },
            // The sign-up and PIN forms' shared parts (their fields, step header and the sign-up's code step) as one
            // chunk, and the money lists' shared rows and cards as another: each chunk's name is listed in the entry
            // (sign-in's budget), and each small chunk costs a page its own header and request.
            {
              name: 'account-forms',
              test: (id: string) =>
                /\/web\/src\/(components\/text-field\.tsx|features\/auth\/(signup-fields\.tsx|send-signup-code\.ts|step-header\.tsx))$/.test(
                  id.replace(/\\/g, '/'),
                ),
            },
            {
              name: 'money-lists',
              test: (id: string) =>
                /\/web\/src\/features\/money\/(account-figures|cards-or-table)\.tsx$/.test(id.replace(/\\/g, '/')),
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            // Offline ordering (saved stores, the order queue and its sender, the worker's registration, the banner) as
            // one chunk: each chunk's name is listed in the entry, so seven small ones cost the sign-in page bytes.
            {
              name: 'offline',
              test: (id: string) =>
                /\/web\/src\/(lib\/(online|order-queue|order-queue-sender|offline-store|pwa|i18n-offline)\.ts|components\/offline-app\.tsx)$|\/packages\/shared\/src\/messages-offline\.ts$|node_modules[\\/]idb-keyval[\\/]/.test(
                  id.replace(/\\/g, '/'),
                ),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
}));
