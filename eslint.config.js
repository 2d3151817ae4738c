import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The server's layers, lowest first: db and lib (and config) import nothing of the app; identity (accounts and
 * sessions, shared by auth and accounts) builds on them; plugins take what they need from features through
 * interfaces that app.ts passes in; features sit on all of these; app.ts, start.ts and main.ts put it together.
 */
const serverSrc = 'server/src';
const aboveLowLayers = [
  'features',
  'plugins',
  'identity',
  'seed',
  'sms',
  'app.ts',
  'start.ts',
  'main.ts',
  'deps.ts',
].map((p) => `./${serverSrc}/${p}`);
const serverBoundaries = {
  files: [`${serverSrc}/**/*.ts`],
  // Tests may reach across (a test of the web app reads the preview's marks); the layers are about the running code.
  ignores: ['**/*.test.ts', '**/*.test-helpers.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'server/tsconfig.json' })],
    // Imported TypeScript files are parsed too, so no-cycle follows their imports.
    'import-x/extensions': ['.ts', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: `./${serverSrc}/db`, from: aboveLowLayers, message: 'db/ imports nothing above it.' },
          {
            target: `./${serverSrc}/lib`,
            from: [...aboveLowLayers, `./${serverSrc}/db`],
            message: 'lib/ imports nothing above it.',
          },
          {
            target: `./${serverSrc}/identity`,
            from: ['features', 'plugins', 'seed', 'app.ts', 'start.ts'].map((p) => `./${serverSrc}/${p}`),
            message: 'identity/ is below the features and plugins.',
          },
          {
            target: `./${serverSrc}/plugins`,
            from: `./${serverSrc}/features`,
            message: 'A plugin gets what it needs from a feature through an interface app.ts passes in.',
          },
          {
            target: `./${serverSrc}/features/auth`,
            from: `./${serverSrc}/features/accounts`,
            message: 'auth and accounts share only what is in identity/.',
          },
          {
            target: `./${serverSrc}/features/accounts`,
            from: `./${serverSrc}/features/auth`,
            message: 'auth and accounts share only what is in identity/.',
          },
        ],
      },
    ],
    // Deep enough for every cycle the server's short import chains can form, short enough to keep lint quick.
    'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'server/dist-before/**',
      '**/node_modules/**',
      '**/test-results/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        URLSearchParams: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  serverBoundaries,
  webBoundaries(),
  {
    // Every toast goes through `notify` (web/src/lib/notify.ts: one at a time, the library loaded on demand).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/toastify.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-toastify', message: 'Show toasts with notify from web/src/lib/notify.ts.' }],
          patterns: [{ group: ['react-toastify/*'], message: 'Only web/src/lib/toastify.ts loads react-toastify.' }],
        },
      ],
    },
  },
  {
    // Numbers are written by formatNumber (@dawalink/shared number-format.ts): the first Intl number format a page
    // makes loads ICU's number data, a long task before the first screen on a cheap phone. The sales chart's compact
    // axis labels keep Intl (their own lazy chunk, drawn after the page).
    files: ['web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'packages/shared/src/number-format.ts',
      'web/src/features/orders/dashboard-sales-chart.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message:
            'Write numbers with formatNumber (@dawalink/shared): Intl number formats cost a long task on first use.',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message:
            'Write numbers with formatNumber (@dawalink/shared): Intl number formats cost a long task on first use.',
        },
      ],
    },
  },
);

/**
 * The web's import boundaries: a feature imports no other feature and nothing from `app/` (the shell that wires
 * features together); `lib/` and `components/` import no feature. What two features share lives in `lib/`,
 * `components/` or `@dawalink/shared`. No import cycles in the web either.
 */
function webBoundaries() {
  const web = 'web/src';
  const features = ['accounts', 'auth', 'catalogue', 'listings', 'orders', 'storefront'];
  const zones = [
    ...features.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`],
      message:
        'A web feature does not import another feature: move the shared piece to lib/, components/ or @dawalink/shared.',
    })),
    {
      target: `${web}/features`,
      from: `${web}/app`,
      message: 'A web feature does not import app/: move the piece to lib/ or components/.',
    },
    {
      target: [`${web}/lib`, `${web}/components`],
      from: `${web}/features`,
      message: 'lib/ and components/ import no feature.',
    },
  ];
  return {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The dependencies are parsed too (no-cycle follows them): TypeScript files need the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/web/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}
