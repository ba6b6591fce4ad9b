import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * A new PDF (invoice, packing slips, shipping label) with its typefaces registered by name, and
 * the whole file once the caller has drawn it and called `doc.end()`: pdfkit streams its bytes
 * as it writes, so they are gathered from the start.
 */
export function startPdf(options: PDFKit.PDFDocumentOptions, fonts: Record<string, string>): { doc: PDFKit.PDFDocument; file: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  for (const [name, path] of Object.entries(fonts)) doc.registerFont(name, fontData(path));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, file };
}

const fonts = new Map<string, Buffer>();

/**
 * A font file's data as pdfkit is given it, read once per process: a WOFF file (the shop's
 * self-hosted Manrope) unpacked into the plain TrueType/OpenType font it wraps. Given the WOFF,
 * fontkit inflated its tables in JavaScript (tiny-inflate) for every document: about 90 ms of CPU
 * an invoice, a quarter of the authorisation tests' CPU (CI time). The tables are the
 * same bytes, so the fonts embedded in the PDF are the same.
 */
function fontData(path: string): Buffer {
  let data = fonts.get(path);
  if (!data) {
    const file = readFileSync(path);
    data = file.toString('latin1', 0, 4) === 'wOFF' ? sfntFromWoff(file) : file;
    fonts.set(path, data);
  }
  return data;
}

/** The sfnt (TrueType/OpenType) font inside a WOFF 1.0 file (W3C WOFF File Format 1.0, sections 3-5). */
export function sfntFromWoff(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    // The package's own font file: a table of another length is a broken install, not a request's fault.
    assert.equal(data.length, origLength, 'a WOFF table unpacked to another length than its directory says');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const headerLength = 12 + 16 * numTables;
  const padded = (length: number) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let at = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(at, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, at);
    at += padded(table.data.length);
  });
  return sfnt;
}
