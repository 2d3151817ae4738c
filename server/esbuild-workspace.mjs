// The workspace's shared package for esbuild: @dawalink/shared is TypeScript (its package.json exports src/), so it
// is bundled from its source while every npm dependency stays external. Used by the server's build (build.mjs) and
// by the benchmark's build of its baseline (bench/src/build-sides.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedEntry = path.resolve(here, '../packages/shared/src/index.ts');
// The Urdu catalogue: texts sent to an account in its language (SMS).
const urduEntry = path.resolve(here, '../packages/shared/src/messages-ur.ts');

/** @type {import('esbuild').Plugin} */
export const workspaceShared = {
  name: 'workspace-shared',
  setup(b) {
    b.onResolve({ filter: /^@dawalink\/shared$/ }, () => ({ path: sharedEntry }));
    b.onResolve({ filter: /^@dawalink\/shared\/urdu$/ }, () => ({ path: urduEntry }));
  },
};
