import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from './node-flags.js';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe("the server's Node flags", () => {
  it('npm run serve starts the server with every one of them, before the script', () => {
    const serve = rootPackage.scripts.serve;
    expect(serve).toMatch(/^node .*server\/dist\/main\.js$/);
    const beforeScript = serve.slice(0, serve.indexOf('server/dist/main.js'));
    for (const flag of NODE_FLAGS) expect(beforeScript.split(' ')).toContain(flag);
  });

  it('this Node.js knows each of them and sizes the young generation by them', () => {
    const script =
      "const v8 = require('node:v8'); const s = v8.getHeapSpaceStatistics().find((x) => x.space_name === 'new_space'); console.log(s.space_size);";
    const sized = (flags: readonly string[]) => {
      const run = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      return Number(run.stdout.trim());
    };
    // The floor of 16 MB a semi-space: the new space starts at least that large, larger than V8's own start.
    const withFlags = sized(NODE_FLAGS);
    expect(withFlags).toBeGreaterThanOrEqual(16 * 1024 * 1024);
    expect(withFlags).toBeGreaterThan(sized([]));
  });
});
