import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font, type Glyph, type GlyphRun, type Subset } from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import {
  PDFHexString,
  PDFString,
  StandardFonts,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFContext,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { printable } from './pdf-printable.js';

/*
 * Urdu text in a PDF. pdf-lib draws a string as one row of glyphs: fontkit shapes Arabic script (joined letter forms,
 * right-to-left) but pdf-lib drops the glyph offsets that place the dots and marks (Noto Naskh draws the dots of
 * ت ش گ as marks), and it knows no bidirectional order (an English name or a number inside an Urdu line). So a line
 * is split into runs by the Unicode bidirectional algorithm (bidi-js), the runs are put in visual order, Urdu runs
 * are shaped by fontkit and each glyph is placed at its own offset, and other runs are written in Helvetica as in the
 * English documents.
 *
 * The page must also read back as the words that were drawn (a shop copies a name out of an invoice, searches it, has
 * it read aloud). A reader takes the characters of each drawn code from the font's ToUnicode map, one entry per code,
 * and puts them where the glyph stands. Noto Naskh draws ب ت ث ن ی پ ٹ with one dotless glyph plus separate dot
 * glyphs, so a font whose codes are its glyph ids (pdf-lib's embedding) can name that glyph as one letter only, and
 * every one of those letters reads back as ٮ or ی. (Marked content with /ActualText does not help: poppler reads it
 * backwards and pdf.js ignores it.) So the Naskh fonts are written here (`NaskhFont`): a code is our own CID for a
 * pair (glyph, the characters it reads as), a CIDToGIDMap points several codes at one glyph, and the ToUnicode map
 * gives each code its characters. A letter's base glyph reads as the letter with any vowel signs written on it; the
 * dots and marks split off a letter read as nothing (`glyphTexts`; fontkit's shaping says which characters each
 * glyph came from). The glyphs drawn and their places are unchanged, so the page looks the same.
 *
 * Readers that go by position (poppler's pdftotext, PDFium, the Python extractors) lay a code's characters left to
 * right across its glyph and then read an Urdu line from the right, so a code of several characters (a letter with a
 * vowel sign: ہِ) lists them right to left. pdf.js reverses such a code itself and so reads those few clusters with
 * the sign first; letters without signs read the same everywhere.
 */

const require = createRequire(import.meta.url);
const fontFile = (weight: '400Regular' | '700Bold') =>
  fs.readFileSync(require.resolve(`@expo-google-fonts/noto-naskh-arabic/${weight}/NotoNaskhArabic_${weight}.ttf`));

const bidi = bidiFactory();
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** The isolate marks that keep a value left-to-right inside an Urdu line; they take no room on the page. */
const ISOLATES = /[\u2066-\u2069\u200e\u200f]/g;

/** A value (a number, a date, a code) that reads left to right inside an Urdu line. */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;

let faces: { regular: Font; bold: Font } | null = null;

/**
 * fontkit's subsetter writes the short form of the glyph index (offsets / 2) whenever the subset is small, but copies
 * each glyph at its own length: after a glyph of odd length every later glyph is read from the wrong place and
 * comes out blank. Padding each copied glyph to an even length (a padding byte after a glyph is allowed) keeps
 * every offset even.
 */
function padSubsetGlyphs(font: Font) {
  const proto = Object.getPrototypeOf(font.createSubset()) as {
    _addGlyph: (gid: number) => number;
    evenGlyphs?: boolean;
  };
  if (proto.evenGlyphs) return;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: { glyf: Buffer[]; offset: number }, gid: number) {
    const index = addGlyph.call(this, gid);
    const glyph = this.glyf[index];
    if (glyph && glyph.length % 2 === 1) {
      const padded = (glyph.constructor as typeof Buffer).alloc(glyph.length + 1);
      glyph.copy(padded);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  proto.evenGlyphs = true;
}

/**
 * fontkit keeps one Glyph object per glyph id, holding the characters of the first string that drew it, and hands that
 * object out after shaping: the dotless glyph that ب ت ن ی share would name one of them everywhere. Here each glyph
 * handed out for given characters (by the cmap lookup and at the end of shaping) is its own object over the shared
 * one, naming those characters.
 */
function glyphsKeepTheirCharacters(font: Font) {
  const shared = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints?: number[]) => {
    const glyph = shared(id, codePoints);
    return codePoints === undefined
      ? glyph
      : (Object.create(glyph, { codePoints: { value: [...codePoints] } }) as Glyph);
  };
  return font;
}

function loadFaces() {
  if (!faces) {
    const face = (weight: '400Regular' | '700Bold') =>
      glyphsKeepTheirCharacters(fontkit.create(fontFile(weight)) as Font);
    faces = { regular: face('400Regular'), bold: face('700Bold') };
    padSubsetGlyphs(faces.regular);
  }
  return faces;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
/** A string as the UTF-16 hex a ToUnicode map writes: `<0628>`, `<06440627>`, `<>` for nothing. */
const utf16Hex = (text: string) => `<${[...Array(text.length).keys()].map((i) => hex4(text.charCodeAt(i))).join('')}>`;
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * One weight of the Naskh face as a PDF font (Type0 over a CIDFontType2, the glyphs a subset of the TrueType font)
 * whose codes stand for characters, not glyphs: see the comment at the top of the file.
 */
class NaskhFont {
  readonly name: string;
  readonly ref: PDFRef;
  private readonly subset: Subset;
  /** For each code (from 1; 0 is .notdef): the glyph it draws and the characters it stands for. */
  private readonly codes: Array<{ glyph: Glyph; text: string }> = [];
  private readonly codeOf = new Map<string, number>();

  constructor(
    context: PDFContext,
    readonly face: Font,
  ) {
    this.name = context.addRandomSuffix(face.postscriptName ?? 'NotoNaskhArabic');
    this.ref = context.nextRef();
    this.subset = face.createSubset();
  }

  /** The code that draws this glyph and reads as this text. */
  code(glyph: Glyph, text: string) {
    const key = `${glyph.id} ${text}`;
    let code = this.codeOf.get(key);
    if (code === undefined) {
      this.subset.includeGlyph(glyph);
      this.codes.push({ glyph, text });
      code = this.codes.length;
      this.codeOf.set(key, code);
    }
    return code;
  }

  /** Writes the font's objects (none when nothing was drawn in it); after the last line is drawn. */
  async write(context: PDFContext) {
    if (this.codes.length === 0) return;
    const program = await new Promise<Uint8Array>((resolve) => {
      const parts: Uint8Array[] = [];
      this.subset
        .encodeStream()
        .on('data', (bytes) => parts.push(bytes))
        .on('end', () => resolve(Buffer.concat(parts)));
    });
    // The subset numbers its glyphs in the order they were first included; asking again answers that number.
    const gids = this.codes.map(({ glyph }) => this.subset.includeGlyph(glyph));
    const cidToGid = new Uint8Array(2 * (this.codes.length + 1));
    gids.forEach((gid, i) => {
      cidToGid[2 * (i + 1)] = gid >> 8;
      cidToGid[2 * (i + 1) + 1] = gid & 0xff;
    });
    const toUnicode = [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <ffff>',
      'endcodespacerange',
      // A bfchar block holds at most 100 entries.
      ...chunks(this.codes, 100).flatMap((block, b) => [
        `${block.length} beginbfchar`,
        ...block.map(({ text }, i) => `<${hex4(b * 100 + i + 1)}> ${utf16Hex(text)}`),
        'endbfchar',
      ]),
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
    const { face } = this;
    const scale = 1000 / face.unitsPerEm;
    const { minX, minY, maxX, maxY } = face.bbox;
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: this.name,
      // Symbolic: its glyphs are not the standard Latin set.
      Flags: 4,
      FontBBox: [minX * scale, minY * scale, maxX * scale, maxY * scale],
      ItalicAngle: face.italicAngle,
      Ascent: face.ascent * scale,
      Descent: face.descent * scale,
      CapHeight: (face.capHeight || face.ascent) * scale,
      XHeight: (face.xHeight || 0) * scale,
      StemV: 0,
      FontFile2: context.register(context.flateStream(program)),
    });
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: this.name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      CIDToGIDMap: context.register(context.flateStream(cidToGid)),
      W: [1, this.codes.map(({ glyph }) => glyph.advanceWidth * scale)],
    });
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: this.name,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(context.flateStream(toUnicode)),
      }),
    );
  }
}

interface Run {
  text: string;
  level: number;
}

/**
 * The runs of a line in visual order (left to right on the page), each with its bidirectional level. A line with no
 * Urdu in it (an amount, an English name) reads left to right as a whole: "Rs. 300/-" keeps its "/-" on the right.
 */
function visualRuns(line: string): Run[] {
  const { levels } = bidi.getEmbeddingLevels(line, ARABIC_SCRIPT.test(line) ? 'rtl' : 'ltr');
  const runs: Run[] = [];
  for (let i = 0; i < line.length;) {
    let j = i;
    while (j < line.length && levels[j] === levels[i]) j++;
    runs.push({ text: line.slice(i, j), level: levels[i]! });
    i = j;
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or higher.
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs.map((r) => ({ ...r, text: r.text.replace(ISOLATES, '') })).filter((r) => r.text.length > 0);
}

/** Naskh letters look smaller than Helvetica's at the same size: Urdu runs are written a little larger. */
const URDU_SCALE = 1.15;

const mirrored = (text: string) => [...text].map((c) => bidi.getMirroredCharacter(c) ?? c).join('');

const MARK = /^\p{M}$/u;

/**
 * What each glyph of a shaped run reads as. A letter with the vowel signs written on it (بِ اً) is one cluster: its
 * base glyph reads as the whole cluster as written, its dots and vowel-sign glyphs as nothing, so a reader that puts
 * each glyph's characters where the glyph stands cannot tear a vowel sign off its letter. Which base glyph stands for
 * which cluster comes from shaping (each glyph knows the characters it was shaped from): the letters (not marks) a
 * glyph covers, counted in reading order.
 */
function glyphTexts(text: string, run: GlyphRun): string[] {
  const clusters = text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
  const texts = run.glyphs.map(() => '');
  const reading = [...run.glyphs.keys()];
  if (run.direction === 'rtl') reading.reverse();
  let next = 0;
  let last = -1;
  for (const i of reading) {
    const letters = run.glyphs[i]!.codePoints.filter((c) => !MARK.test(String.fromCodePoint(c))).length;
    if (letters === 0) continue;
    // Marks written on nothing (a vowel sign at the start of a run) go with the next letter.
    while (next < clusters.length && MARK.test(clusters[next]![0]!)) texts[i] += clusters[next++];
    texts[i] += clusters.slice(next, next + letters).join('');
    next += letters;
    last = i;
  }
  if (next < clusters.length && last >= 0) texts[last] += clusters.slice(next).join('');
  // Readers take the characters of one glyph as lying left to right across it, then read a right-to-left line from
  // the right: a glyph's characters are listed in drawn order so that they come out in reading order.
  return run.direction === 'rtl' ? texts.map((t) => [...t].reverse().join('')) : texts;
}

type Piece =
  | { kind: 'shaped'; font: NaskhFont; text: string; run: GlyphRun; scale: number; width: number }
  | { kind: 'plain'; font: PDFFont; text: string; width: number };

/**
 * fontkit's layout with the language system and direction given (its typings declare only the text and features;
 * the method takes script, language and direction after them).
 */
function layoutAs(face: Font, text: string, language: string, direction: 'ltr' | 'rtl'): GlyphRun {
  const layout = face.layout as unknown as (
    text: string,
    features: undefined,
    script: string,
    language: string,
    direction: string,
  ) => GlyphRun;
  return layout.call(face, text, undefined, 'arab', language, direction);
}

/** Writes Urdu lines (with English and numbers inside) on the pages of one document. */
export class UrduText {
  private constructor(
    private readonly fonts: { regular: NaskhFont; bold: NaskhFont; latin: PDFFont; latinBold: PDFFont },
  ) {}

  static async embed(doc: PDFDocument): Promise<UrduText> {
    const f = loadFaces();
    const [latin, latinBold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new UrduText({
      regular: new NaskhFont(doc.context, f.regular),
      bold: new NaskhFont(doc.context, f.bold),
      latin,
      latinBold,
    });
  }

  /** Writes the Naskh fonts into the document: once, after the last line is drawn and before it is saved. */
  async finish(doc: PDFDocument) {
    await this.fonts.regular.write(doc.context);
    await this.fonts.bold.write(doc.context);
  }

  private pieces(line: string, size: number, bold: boolean): Piece[] {
    return visualRuns(line).map((run): Piece => {
      const rtl = run.level % 2 === 1;
      if (ARABIC_SCRIPT.test(run.text)) {
        // fontkit lays an Arabic-script run out right to left itself (and does not mirror brackets). A run the
        // bidirectional algorithm put left to right is Urdu digits (۱۲۴۷): laid out left to right as they read, in
        // the Urdu shapes of ۴ ۶ ۷ (the font's Urdu forms) rather than the Persian ones.
        const font = bold ? this.fonts.bold : this.fonts.regular;
        const glyphs = rtl ? font.face.layout(mirrored(run.text)) : layoutAs(font.face, run.text, 'URD ', 'ltr');
        const scale = (size * URDU_SCALE) / font.face.unitsPerEm;
        const width = glyphs.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
        return { kind: 'shaped', font, text: run.text, run: glyphs, scale, width };
      }
      const font = bold ? this.fonts.latinBold : this.fonts.latin;
      const text = printable(rtl ? mirrored([...run.text].reverse().join('')) : run.text);
      return { kind: 'plain', font, text, width: font.widthOfTextAtSize(text, size) };
    });
  }

  width(line: string, size: number, bold = false) {
    return this.pieces(line, size, bold).reduce((sum, p) => sum + p.width, 0);
  }

  /** Draws a line with its left end at x (the caller right-aligns by passing x minus the width). */
  draw(page: PDFPage, line: string, x: number, y: number, options: { size: number; bold?: boolean; grey: number }) {
    const { size, grey } = options;
    let pen = x;
    for (const piece of this.pieces(line, size, options.bold ?? false)) {
      if (piece.kind === 'plain') {
        page.drawText(piece.text, { x: pen, y, size, font: piece.font, color: rgb(grey, grey, grey) });
      } else {
        const key = page.node.newFontDictionary(piece.font.name, piece.font.ref);
        const ops = [
          pushGraphicsState(),
          beginText(),
          setFontAndSize(key, size * URDU_SCALE),
          setFillingRgbColor(grey, grey, grey),
        ];
        const texts = glyphTexts(piece.text, piece.run);
        let glyphX = pen;
        piece.run.positions.forEach((p, i) => {
          const code = piece.font.code(piece.run.glyphs[i]!, texts[i]!);
          ops.push(setTextMatrix(1, 0, 0, 1, glyphX + p.xOffset * piece.scale, y + p.yOffset * piece.scale));
          ops.push(showText(PDFHexString.of(hex4(code))));
          glyphX += p.xAdvance * piece.scale;
        });
        ops.push(endText(), popGraphicsState());
        page.pushOperators(...ops);
      }
      pen += piece.width;
    }
  }
}
