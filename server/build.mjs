// Bundles the server (and the shared package's TypeScript) into dist/server.js; npm dependencies stay external.
// dist/main.js is the entry: it checks the Node.js version, then imports dist/server.js (src/entry.ts).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceShared } from './esbuild-workspace.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });

await build({
  entryPoints: { server: path.join(here, 'src/main.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  // Modules the server imports on first use (the PDFs: features/invoices/pdf.ts) stay files of their own, with the
  // packages they import: bundled into server.js, their imports were hoisted and loaded at start-up.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  packages: 'external',
  plugins: [workspaceShared],
  logLevel: 'warning',
});

// Not bundled and old syntax: whatever Node.js runs it must get as far as the version check.
await build({
  entryPoints: { main: path.join(here, 'src/entry.ts') },
  outdir: path.join(here, 'dist'),
  bundle: false,
  platform: 'node',
  target: 'node16',
  format: 'esm',
  logLevel: 'warning',
});
console.log('server built: server/dist/main.js (Node.js version check) -> server/dist/server.js');
