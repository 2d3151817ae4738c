// Bundles the server (and the shared package's TypeScript) into dist/main.js; npm dependencies stay external.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedEntry = path.resolve(here, '../packages/shared/src/index.ts');

await build({
  entryPoints: { main: path.join(here, 'src/main.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'workspace-shared',
      setup(b) {
        b.onResolve({ filter: /^@dawalink\/shared$/ }, () => ({ path: sharedEntry }));
      },
    },
  ],
  logLevel: 'warning',
});
console.log('server built: server/dist/main.js');
