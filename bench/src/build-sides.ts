import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { workspaceShared } from '../../server/esbuild-workspace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The files the bench starts with plain Node.js, no loader: each side as it would run in production. */
export interface BuiltSides {
  /** Our server as `npm start` runs it: server/dist/main.js (the Node.js version check, then dist/server.js). */
  ours: string;
  /** The baseline (bench/src/baseline.ts) bundled the same way: bench/dist/baseline.js. */
  baseline: string;
}

/**
 * Builds both servers before a run. Started from their TypeScript under tsx, each module was compiled as it loaded
 * and its source map kept for stack traces: our server's several hundred modules held more of the heap than the
 * product does (45.0 against 34.9 MB idle), and each full collection had that much more to mark (docs/
 * performance.md, "The bench runs the built servers, every round on the data as generated"). The baseline is
 * bundled with the same settings (esbuild, Node 24, npm packages external), so neither side carries a loader the
 * other does not.
 */
export async function buildSides(): Promise<BuiltSides> {
  const ours = buildServer();
  const baseline = path.join(root, 'bench/dist/baseline.js');
  await build({
    entryPoints: [path.join(root, 'bench/src/baseline.ts')],
    outfile: baseline,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    packages: 'external',
    plugins: [workspaceShared],
    logLevel: 'warning',
  });
  return { ours, baseline };
}

/** Our server built as `npm run build` builds it (server/dist); answers the file `npm start` runs. */
export function buildServer(): string {
  const server = spawnSync(process.execPath, [path.join(root, 'server/build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (server.status !== 0) throw new Error(`the server's build failed (exit ${server.status})`);
  return path.join(root, 'server/dist/main.js');
}
