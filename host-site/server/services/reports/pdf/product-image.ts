// A product's picture in the PDF. The catalogue names its images by their path under the site (`/images/...`),
// files of the site's public folder; they are line drawings in SVG, which pdfkit cannot place itself, so
// svg-to-pdfkit draws them as vectors. A picture the server cannot find (another host, a missing file) is left
// out: the report is no less true without it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import SVGtoPDF from 'svg-to-pdfkit';

const publicDir = path.resolve(import.meta.dirname, '../../../../web/public');

/** The SVG text of each image path, read once. */
const drawings = new Map<string, Promise<string | undefined>>();

function drawingOf(imageUrl: string): Promise<string | undefined> {
  let drawing = drawings.get(imageUrl);
  if (!drawing) {
    const file = path.resolve(publicDir, `.${imageUrl}`);
    // Only files inside the public folder: a catalogue path never leads the server elsewhere.
    const inside = file.startsWith(`${publicDir}${path.sep}`) && file.endsWith('.svg');
    drawing = inside ? readFile(file, 'utf8').catch(() => undefined) : Promise.resolve(undefined);
    drawings.set(imageUrl, drawing);
  }
  return drawing;
}

/** The pictures of `imageUrls`, read before the (synchronous) drawing of the document starts. */
export async function productDrawings(imageUrls: readonly string[]): Promise<ReadonlyMap<string, string>> {
  const found = await Promise.all(imageUrls.map(async (url) => [url, await drawingOf(url)] as const));
  return new Map(found.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}

/** Draws the picture into the box at (x, y), `size` points square. */
export function drawProductImage(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, size: number): void {
  // The library's types name the document's class where it takes an instance.
  SVGtoPDF(doc as unknown as Parameters<typeof SVGtoPDF>[0], svg, x, y, { width: size, height: size, preserveAspectRatio: 'xMidYMid meet', assumePt: true });
}
