/*
 * The characters the app's Urdu font file holds: the letters Urdu writes (the Arabic letters it shares and its own:
 * ٹ پ چ ڈ ڑ ژ ک گ ں ھ ہ ۂ ۃ ی ے ۓ), the vowel marks and honorifics, both sets of Eastern digits, Urdu and Arabic
 * punctuation, the space and the joiners. Noto Naskh Arabic's Arabic-script file covers every language written in
 * the script (1,225 characters, 53 KB); cut to these (`npm run fonts:urdu -w @dawalink/web`) it is about a third of that, and it is
 * on the way to an Urdu page's first paint. Text in a letter outside the list (a Sindhi or Pashto name typed into
 * the catalogue) is still drawn, by the phone's own Arabic-script font. Every character of the Urdu texts must be
 * here: urdu-font.test.ts checks it, and that the committed file is this list's subset.
 */
export const URDU_FONT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x0000], // kept from the full file: the null glyph some engines look up
  [0x000d, 0x000d],
  [0x0020, 0x0020], // the space: the face is first in an Urdu page's stack, so its space sets the gaps between words
  [0x00a0, 0x00a0],
  [0x060c, 0x060c], // ، comma
  [0x0610, 0x0615], // honorifics (ؐ ؑ ؒ ؓ ؔ ؕ)
  [0x061b, 0x061b], // ؛ semicolon
  [0x061f, 0x061f], // ؟ question mark
  [0x0621, 0x063a], // ء to غ
  [0x0640, 0x064a], // tatweel, ف to ي
  [0x064b, 0x0655], // vowel marks and hamza above and below
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators
  [0x0670, 0x0670], // superscript alef
  [0x0679, 0x0679], // ٹ
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0688, 0x0688], // ڈ
  [0x0691, 0x0691], // ڑ
  [0x0698, 0x0698], // ژ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06ba, 0x06ba], // ں
  [0x06be, 0x06be], // ھ
  [0x06c0, 0x06c3], // ۀ ہ ۂ ۃ
  [0x06cc, 0x06cc], // ی
  [0x06d2, 0x06d4], // ے ۓ ۔
  [0x06f0, 0x06f9], // Urdu digits
  [0x200c, 0x200f], // zero-width non-joiner and joiner, the direction marks
];

export function urduFontCharacters(): string {
  let text = '';
  for (const [first, last] of URDU_FONT_RANGES)
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

/** The file's name under web/src/app/fonts, as urdu-font.css asks for it. */
export const URDU_FONT_FILE = 'noto-naskh-urdu-400.woff2';
