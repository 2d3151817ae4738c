/*
 * Imported first by main.tsx, before any chunk that loads zod. zod 4 decides when a schema is built whether it may
 * compile a fast parser with `new Function`, by trying one. Our Content-Security-Policy forbids eval (script-src
 * 'self', no 'unsafe-eval'), so that probe was refused and Chromium logged a CSP issue on every page with a zod
 * form (Lighthouse best practices: "Issues were logged in the Issues panel"). With `jitless` zod skips the probe and
 * parses as it does anyway under this CSP. zod reads its config from this global (zod/v4/core/core.js), so setting it
 * here keeps zod itself out of the entry chunk.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};
