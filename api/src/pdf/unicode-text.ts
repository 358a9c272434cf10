import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * PDF text in Noto Sans, with Devanagari: the rupee sign, Hindi and any Latin name print as
 * typed. The font comes in subsets (Latin, Latin Extended, Devanagari), so a line is written as
 * runs, each in the subset that holds its characters; spaces and punctuation go with Latin.
 */
const fontPackage = path.dirname(
  createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/package.json'),
);

const SUBSETS = ['latin', 'latin-ext', 'devanagari'] as const;
type Subset = (typeof SUBSETS)[number];
export type Weight = 'regular' | 'bold';

/** The code point ranges of each subset, as the font package declares them. */
const RANGES: Record<Subset, [number, number][]> = (() => {
  const declared = JSON.parse(
    readFileSync(path.join(fontPackage, 'unicode.json'), 'utf8'),
  ) as Record<Subset, string>;
  const parse = (list: string): [number, number][] =>
    list.split(',').map((range) => {
      const [from = '', to = from] = range.replace(/^U\+/, '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    });
  return {
    latin: parse(declared.latin),
    'latin-ext': parse(declared['latin-ext']),
    devanagari: parse(declared.devanagari),
  };
})();

const fontFile = (subset: Subset, weight: Weight) =>
  path.join(
    fontPackage,
    'files',
    `noto-sans-devanagari-${subset}-${weight === 'bold' ? 700 : 400}-normal.woff`,
  );

const fontName = (subset: Subset, weight: Weight) => `noto-${subset}-${weight}`;

/** Which subset draws a character; Latin for what none declares (its box shows it is missing). */
function subsetOf(char: string): Subset {
  const code = char.codePointAt(0)!;
  // Joiners and the dotted circle belong to the script around them; spaces to Latin.
  for (const subset of ['devanagari', 'latin', 'latin-ext'] as const) {
    if (RANGES[subset].some(([from, to]) => code >= from && code <= to)) return subset;
  }
  return 'latin';
}

/** Characters every run may carry: a space or a comma needs no font change of its own. */
const NEUTRAL = /[\s.,:;()\-/]/;

/** The text as runs of one subset each. */
export function scriptRuns(text: string): { subset: Subset; text: string }[] {
  const runs: { subset: Subset; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const subset = subsetOf(char);
    if (last && (last.subset === subset || (NEUTRAL.test(char) && last.subset !== 'devanagari'))) {
      last.text += char;
    } else {
      runs.push({ subset, text: char });
    }
  }
  return runs;
}

/** A4 document with the Noto faces registered and its bytes collected. */
export function unicodeDocument(info: PDFKit.DocumentInfo): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info });
  for (const subset of SUBSETS) {
    for (const weight of ['regular', 'bold'] as const) {
      doc.registerFont(fontName(subset, weight), fontFile(subset, weight));
    }
  }
  doc.font(fontName('latin', 'regular'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * Writes a paragraph at the document's cursor in the given weight, switching fonts between
 * runs; `options` are pdfkit's (width, alignment, spacing) and hold for the whole paragraph.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight = 'regular',
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ subset: 'latin', text: ' ' });
  if (
    runs.length > 1 &&
    options.width &&
    (options.align === 'right' || options.align === 'center')
  ) {
    // pdfkit aligns each continued piece on its own: a line of several runs is placed here.
    const widths = runs.map((run) =>
      doc.font(fontName(run.subset, weight)).widthOfString(run.text),
    );
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (total <= options.width) {
      const { x: left, y: top } = doc;
      let x = left + (options.width - total) / (options.align === 'right' ? 1 : 2);
      runs.forEach((run, index) => {
        doc.font(fontName(run.subset, weight)).text(run.text, x, top, { lineBreak: false });
        x += widths[index]!;
      });
      doc.font(fontName('latin', weight));
      doc.x = left;
      doc.y = top + doc.currentLineHeight(true);
      return doc;
    }
  }
  runs.forEach((run, index) => {
    doc.font(fontName(run.subset, weight));
    doc.text(run.text, { ...options, continued: index < runs.length - 1 });
  });
  doc.font(fontName('latin', weight));
  return doc;
}
