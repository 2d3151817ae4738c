import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font, type GlyphRun } from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import {
  PDFHexString,
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
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

/*
 * Urdu text in a PDF. pdf-lib draws a string as one row of glyphs: fontkit shapes Arabic script (joined letter forms,
 * right-to-left) but pdf-lib drops the glyph offsets that place the dots and marks (Noto Naskh draws the dots of
 * ت ش گ as marks), and it knows no bidirectional order (an English name or a number inside an Urdu line). So a line
 * is split into runs by the Unicode bidirectional algorithm (bidi-js), the runs are put in visual order, Urdu runs
 * are shaped by fontkit and each glyph is placed at its own offset, and other runs are written in Helvetica as in the
 * English documents.
 */

const require = createRequire(import.meta.url);
const fontFile = (weight: '400Regular' | '700Bold') =>
  fs.readFileSync(require.resolve(`@expo-google-fonts/noto-naskh-arabic/${weight}/NotoNaskhArabic_${weight}.ttf`));

const bidi = bidiFactory();
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** The isolate marks that keep a value left-to-right inside an Urdu line; they take no room on the page. */
const ISOLATES = /[\u2066-\u2069\u200e\u200f]/g;
/** Helvetica speaks WinAnsi only: other characters print as "?" instead of failing. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** A value (a number, a date, a code) that reads left to right inside an Urdu line. */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;

interface Face {
  bytes: Buffer;
  shaper: Font;
}
let faces: { regular: Face; bold: Face } | null = null;

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

function loadFaces() {
  if (!faces) {
    const face = (bytes: Buffer): Face => ({ bytes, shaper: fontkit.create(bytes) as Font });
    faces = { regular: face(fontFile('400Regular')), bold: face(fontFile('700Bold')) };
    padSubsetGlyphs(faces.regular.shaper);
  }
  return faces;
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
  for (let i = 0; i < line.length; ) {
    let j = i;
    while (j < line.length && levels[j] === levels[i]) j++;
    runs.push({ text: line.slice(i, j), level: levels[i]! });
    i = j;
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or higher.
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < runs.length; ) {
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
  return runs
    .map((r) => ({ ...r, text: r.text.replace(ISOLATES, '') }))
    .filter((r) => r.text.length > 0);
}

/** Naskh letters look smaller than Helvetica's at the same size: Urdu runs are written a little larger. */
const URDU_SCALE = 1.15;

const mirrored = (text: string) => [...text].map((c) => bidi.getMirroredCharacter(c) ?? c).join('');

type Piece =
  | { kind: 'shaped'; font: PDFFont; run: GlyphRun; hex: string; scale: number; width: number }
  | { kind: 'plain'; font: PDFFont; text: string; width: number };

/** Writes Urdu lines (with English and numbers inside) on the pages of one document. */
export class UrduText {
  private constructor(
    private readonly fonts: { regular: PDFFont; bold: PDFFont; latin: PDFFont; latinBold: PDFFont },
  ) {}

  static async embed(doc: PDFDocument): Promise<UrduText> {
    const f = loadFaces();
    // pdf-lib parses the font bytes anew for each document, and the shaping tables it then reads cold cost hundreds of
    // milliseconds a document: hand it the parsed (and warmed) fonts instead.
    const parsed = new Map<Buffer, Font>([
      [f.regular.bytes, f.regular.shaper],
      [f.bold.bytes, f.bold.shaper],
    ]);
    doc.registerFontkit({
      create: (bytes: Uint8Array, postscriptName?: string) =>
        parsed.get(bytes as Buffer) ?? fontkit.create(bytes, postscriptName),
    } as typeof fontkit);
    const [regular, bold, latin, latinBold] = await Promise.all([
      doc.embedFont(f.regular.bytes, { subset: true }),
      doc.embedFont(f.bold.bytes, { subset: true }),
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new UrduText({ regular, bold, latin, latinBold });
  }

  private pieces(line: string, size: number, bold: boolean): Piece[] {
    const f = loadFaces();
    return visualRuns(line).map((run): Piece => {
      const rtl = run.level % 2 === 1;
      if (ARABIC_SCRIPT.test(run.text)) {
        // fontkit lays an Arabic-script run out right to left itself (and does not mirror brackets).
        const text = mirrored(run.text);
        const shaper = (bold ? f.bold : f.regular).shaper;
        const font = bold ? this.fonts.bold : this.fonts.regular;
        const glyphs = shaper.layout(text);
        const scale = (size * URDU_SCALE) / shaper.unitsPerEm;
        const width = glyphs.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
        return { kind: 'shaped', font, run: glyphs, hex: font.encodeText(text).asString(), scale, width };
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
        let glyphX = pen;
        piece.run.positions.forEach((p, i) => {
          ops.push(setTextMatrix(1, 0, 0, 1, glyphX + p.xOffset * piece.scale, y + p.yOffset * piece.scale));
          ops.push(showText(PDFHexString.of(piece.hex.slice(i * 4, i * 4 + 4))));
          glyphX += p.xAdvance * piece.scale;
        });
        ops.push(endText(), popGraphicsState());
        page.pushOperators(...ops);
      }
      pen += piece.width;
    }
  }
}
