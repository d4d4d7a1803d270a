import { formatDate, ugandaDate, type ServiceSettings } from '@app/contract';

export const PDF_GREEN = '#388E3C';
export const PDF_GREY = '#555555';

export type PdfDocument = PDFKit.PDFDocument;

type Letterhead = {
  service: ServiceSettings;
  /** The file's title (its metadata). */
  title: string;
  /** The file's subject (its metadata), when it has one. */
  subject?: string;
  /** The printed heading under the letterhead: CARE CARD, PAY STATEMENT. */
  heading: string;
};

/**
 * A printed document of the service (care card, pay statement, subject
 * access export): A4 with 48 pt margins in pdfkit's built-in Helvetica (no
 * font files needed), under the letterhead: the service's name, its contact
 * as set (or no line at all, never a placeholder) and the document's
 * heading. pdfkit is loaded on the first document: it holds ~13 MB the server
 * does not need until someone prints (issue 10, RSS budget).
 * `finish()` ends the document and resolves to its bytes.
 */
export async function startLetterhead({ service, title, subject, heading }: Letterhead) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: title, Author: service.serviceName, ...(subject ? { Subject: subject } : {}) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(PDF_GREEN).font('Helvetica-Bold').fontSize(18).text(service.serviceName, left, 48);
  const contact = [service.servicePhone && `Tel ${service.servicePhone}`, service.serviceEmail]
    .filter(Boolean)
    .join(' · ');
  if (contact) doc.font('Helvetica').fontSize(10).fillColor(PDF_GREY).text(contact);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(13).text(heading);

  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, left, width, finish };
}

/** "Printed 01-12-2026 (2026-12-01)": when the document was made, small and grey. */
export function printedLine(doc: PdfDocument) {
  doc
    .fillColor(PDF_GREY)
    .fontSize(9)
    .text(`Printed ${formatDate(new Date())} (${ugandaDate()})`);
}

/**
 * A section's heading, green capitals at the left margin; `room`: the space
 * it wants below it, else it starts a new page.
 */
export function pdfSection(doc: PdfDocument, title: string, gap = 0.6, room?: number) {
  doc.moveDown(gap);
  if (room !== undefined && doc.y > doc.page.height - room) doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(PDF_GREEN)
    .text(title.toUpperCase(), doc.page.margins.left);
  doc.moveDown(0.2);
}

/** The small grey note that ends a document. */
export function pdfFootnote(doc: PdfDocument, text: string, gap = 1.2) {
  doc.moveDown(gap);
  doc.font('Helvetica').fontSize(8).fillColor(PDF_GREY).text(text, doc.page.margins.left);
}
