import './lib/zod-jitless';
import 'bootstrap/dist/css/bootstrap.min.css';
import './theme.css';
import { startEarly } from './app/early';

/*
 * The entry chunk is small on purpose: it starts the page's code and first API calls (app/early.ts) at the same time
 * as the app itself (app/start.tsx: React, the router, the layout), instead of after it.
 */
startEarly(window.location.pathname);
void import('./app/start');
