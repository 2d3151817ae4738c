import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's import boundaries (eslint.config.js, `serverBoundaries`) fire: each snippet is linted as if it were a
 * file at that path, through the repository's own ESLint configuration, and must break the rule it names.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('server import boundaries', () => {
  it.each([
    [
      'db/ importing a feature',
      'server/src/db/fixture.ts',
      "export { storeListings } from '../features/storefront/storefront.service.js';",
    ],
    [
      'db/ importing a plugin',
      'server/src/db/fixture.ts',
      "export { registerAccessPolicy } from '../plugins/access.js';",
    ],
    ['lib/ importing the app', 'server/src/lib/fixture.ts', "export { buildApp } from '../app.js';"],
    [
      'identity/ importing a feature',
      'server/src/identity/fixture.ts',
      "export { placeOrder } from '../features/orders/place-order.service.js';",
    ],
    [
      'a plugin importing a feature',
      'server/src/plugins/fixture.ts',
      "export { sellerInfoByUrl } from '../features/storefront/storefront.service.js';",
    ],
    [
      'auth importing accounts',
      'server/src/features/auth/fixture.ts',
      "export { readSellerProfile } from '../accounts/accounts.service.js';",
    ],
    [
      'accounts importing auth',
      'server/src/features/accounts/fixture.ts',
      "export { registerSeller } from '../auth/registration.service.js';",
    ],
  ])('refuses %s', async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // cart.service.ts imports storefront.service.ts; the reverse import closes a cycle.
    const code = "export { readCart } from './cart.service.js';";
    expect(await ruleIds('server/src/features/storefront/storefront.service.ts', code)).toContain('import-x/no-cycle');
  });

  it('lets a feature use the layers below it', async () => {
    const code = [
      "export { notFound } from '../../lib/errors.js';",
      "export type { Database } from '../../db/types.js';",
      "export { createSession } from '../../identity/sessions.service.js';",
      "export { currentAccount } from '../../plugins/access.js';",
    ].join('\n');
    expect(await ruleIds('server/src/features/orders/fixture.ts', code)).toEqual([]);
  });
});
