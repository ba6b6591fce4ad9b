import PDFDocument from 'pdfkit';

/**
 * A new PDF (invoice, packing slips, shipping label) with its typefaces registered by name, and
 * the whole file once the caller has drawn it and called `doc.end()`: pdfkit streams its bytes
 * as it writes, so they are gathered from the start.
 */
export function startPdf(options: PDFKit.PDFDocumentOptions, fonts: Record<string, string>): { doc: PDFKit.PDFDocument; file: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  for (const [name, path] of Object.entries(fonts)) doc.registerFont(name, path);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const file = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, file };
}
