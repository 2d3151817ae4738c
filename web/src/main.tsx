import './lib/zod-jitless';
import 'bootstrap/dist/css/bootstrap.min.css';
import './theme.css';
// In the entry's stylesheet (inlined into index.html), not with the store page's code: a store link's HTML already
// holds the page's first lines (server/src/features/storefront/store-preview.ts), styled by it.
import './features/storefront/storefront.css';
// Likewise the pages the server draws with their data (server/src/plugins/first-screens-data.ts, -orders.ts, -admin.ts
// and -listings.ts): receivables, the dashboard, the statements, accounts, the order desk, the admin's lists, the
// catalogue selection and the product list, and the registration forms (first-screens.ts). The right-to-left
// stylesheet carries them too (app/urdu-sheets.ts).
import './features/money/money.css';
import './components/ageing-bar.css';
import './features/orders/dashboard.css';
import './features/orders/seller-orders.css';
import './components/tick-box.css';
import './features/accounts/admin-accounts.css';
import './features/listings/listings.css';
import './features/auth/access.css';
import { startEarly } from './app/early';

/*
 * The entry chunk is small on purpose: it starts the page's code and first API calls (app/early.ts) at the same time
 * as the app itself (app/start.tsx: the router, the layout), instead of after it. React DOM is imported first, then
 * the app: two chunks evaluated as two tasks, not one long one (total blocking time, docs/performance.md).
 */
startEarly(window.location.pathname, () => import('react-dom/client').then(() => import('./app/start')));
