import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT_FILES } from '../invoices/invoice-pdf';
import { sfntFromWoff, startPdf } from './pdf-file';
import { readFileSync } from 'node:fs';

const OPTIONS: PDFKit.PDFDocumentOptions = { size: 'A4', margin: 36, info: { Title: 'Tax invoice', Author: 'Bhopal Threads', CreationDate: new Date(0) } };

function draw(doc: PDFKit.PDFDocument): void {
  doc.font('bold').fontSize(18).text('Tax invoice BT/2026/0001', 36, 36);
  doc.font('regular').fontSize(9).text('12 MP Nagar, Bhopal: Ravi Sharma, 9876543210');
  doc.font('rupee').fontSize(9).text('₹ 1,299.00');
  doc.end();
}

describe('startPdf', () => {
  it('embeds the unpacked WOFF fonts byte for byte as pdfkit embeds them from the WOFF files', async () => {
    // pdfkit given the files themselves, as before the fonts were unpacked once per process.
    const direct = new PDFDocument(OPTIONS);
    for (const [name, path] of Object.entries(FONT_FILES)) direct.registerFont(name, path);
    const chunks: Buffer[] = [];
    direct.on('data', (chunk: Buffer) => chunks.push(chunk));
    const directFile = new Promise<Buffer>((resolve) => direct.on('end', () => resolve(Buffer.concat(chunks))));
    draw(direct);

    const { doc, file } = startPdf(OPTIONS, FONT_FILES);
    draw(doc);
    const [expected, actual] = await Promise.all([directFile, file]);
    expect(actual.length).toBeGreaterThan(5000);
    expect(actual.equals(expected)).toBe(true);
  });

  it('unpacks a WOFF file into a TrueType font with the same tables', () => {
    const woff = readFileSync(FONT_FILES.regular);
    const sfnt = sfntFromWoff(woff);
    const tables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(tables);
    // Every table as long as the WOFF directory says it was before packing, in 4-byte-aligned places.
    for (let index = 0; index < tables; index++) {
      expect(sfnt.readUInt32BE(12 + index * 16)).toBe(woff.readUInt32BE(44 + index * 20));
      expect(sfnt.readUInt32BE(12 + index * 16 + 12)).toBe(woff.readUInt32BE(44 + index * 20 + 12));
      expect(sfnt.readUInt32BE(12 + index * 16 + 8) % 4).toBe(0);
    }
  });
});
