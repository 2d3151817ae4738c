import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web's import boundaries in eslint.config.js fire: each snippet is linted as if it were the named file (the
 * imported files exist, so the resolver finds them) and must break exactly the rule named.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.map((m) => m.ruleId);
}

// The first lint loads the TypeScript parser and resolver and reads the imported files: seconds on a busy machine.
describe('web import boundaries', { timeout: 60_000 }, () => {
  it('a feature importing another feature is an error', async () => {
    expect(
      await ruleIds('web/src/features/orders/x.ts', "export { storefrontApi } from '../storefront/storefront-api';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('a feature importing app/ is an error', async () => {
    expect(await ruleIds('web/src/features/orders/x.ts', "export { router } from '../../app/router';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lib/ and components/ importing a feature is an error', async () => {
    const code = "export { storefrontApi } from '../features/storefront/storefront-api';\n";
    expect(await ruleIds('web/src/lib/x.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('web/src/components/x.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle is an error', async () => {
    // api.ts imports prefetch.ts; a prefetch.ts that imported api.ts back would close a circle.
    expect(await ruleIds('web/src/lib/prefetch.ts', "export { api } from './api';\n")).toContain('import-x/no-cycle');
  });

  it('imports within a feature and from lib/ are fine', async () => {
    const code = "export { api } from '../../lib/api';\nexport * from './storefront-api';\n";
    expect(await ruleIds('web/src/features/storefront/x.ts', code)).toEqual([]);
  });
});
