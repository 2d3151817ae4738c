import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { subsetUrduFont, urduFontPath } from '../../../scripts/subset-urdu-font';
import { urduFontCharacters } from './urdu-letters';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/** Every Arabic-script character written in the app's sources: the Urdu catalogue, and any text a screen writes. */
function arabicScriptInSources(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|css|html)$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
        for (const [ch] of fs.readFileSync(file, 'utf8').matchAll(ARABIC_SCRIPT))
          if (!found.has(ch)) found.set(ch, path.relative(root, file));
    }
  };
  for (const dir of ['packages/shared/src', 'web/src']) walk(path.join(root, dir));
  return found;
}

describe("the app's Urdu font file", () => {
  it('holds every Arabic-script character the app writes', () => {
    const inFont = new Set(urduFontCharacters());
    const missing = [...arabicScriptInSources()]
      .filter(([ch]) => !inFont.has(ch))
      .map(([ch, file]) => `${ch} (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}, ${file})`);
    expect(missing, 'add them to urdu-letters.ts, then npm run fonts:urdu -w @dawalink/web').toEqual([]);
  });

  it('is the subset of the list as committed (npm run fonts:urdu -w @dawalink/web makes it again)', async () => {
    const made = await subsetUrduFont();
    expect(made.equals(fs.readFileSync(urduFontPath))).toBe(true);
    // A third of the 53 KB file it is cut from.
    expect(made.length).toBeLessThan(20_000);
  });
});
