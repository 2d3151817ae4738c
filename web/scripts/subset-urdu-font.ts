/**
 * Writes the app's Urdu font file, web/src/app/fonts/noto-naskh-urdu-400.woff2: @fontsource's Noto Naskh Arabic
 * (the Arabic-script file, regular weight) cut to the characters of web/src/app/fonts/urdu-letters.ts with
 * HarfBuzz's subsetter (subset-font). The shapes Urdu needs (initial, medial and final forms, ligatures, mark
 * positions) come along: HarfBuzz keeps every glyph the kept characters reach through the font's layout tables.
 *
 *   npm run fonts:urdu -w @dawalink/web      (after changing the list or the @fontsource package)
 *
 * The file is committed, so a build does not depend on the subsetter; urdu-font.test.ts makes it again and fails
 * when the committed one differs.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { URDU_FONT_FILE, urduFontCharacters } from '../src/app/fonts/urdu-letters';

const require = createRequire(import.meta.url);

export const urduFontPath = fileURLToPath(new URL(`../src/app/fonts/${URDU_FONT_FILE}`, import.meta.url));

export async function subsetUrduFont(): Promise<Buffer> {
  const source = fs.readFileSync(
    require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2'),
  );
  return subsetFont(source, urduFontCharacters(), { targetFormat: 'woff2' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  const font = await subsetUrduFont();
  fs.writeFileSync(urduFontPath, font);
  console.log(`${urduFontPath}: ${font.length} bytes, ${[...urduFontCharacters()].length} characters`);
}
