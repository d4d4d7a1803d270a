import {
  formatDate,
  formatPhone,
  formatUGX,
  ugandaDate,
  ugandaMidnight,
  type ServiceSettings,
} from '@app/contract';

/** One section of the export: a heading and its records (each a list of fields). */
export type PdfSection = { title: string; records: Record<string, unknown>[] };

const GREEN = '#388E3C';
const GREY = '#555555';

/** Fields printed as whole UGX. */
const MONEY = new Set([
  'amount',
  'total',
  'subTotal',
  'shippingFee',
  'invoiceAmount',
  'receiptAmount',
  'rate',
  'totalCost',
  'packagePrice',
  'unitPrice',
  'totalAmount',
  'costUgx',
]);
/** Fields printed as phone numbers. */
const PHONE = /phone|contact|msisdn|number$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Internal columns a reader has no use for. */
const SKIP = new Set(['searchText', 'searchAll', 'updatedAt']);

/** "medicalCondition" -> "Medical condition". */
const label = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A value as the product shows it: dates DD-MM-YYYY, UGX, phone numbers spaced. */
export function shown(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'number' && MONEY.has(key)) return formatUGX(value);
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDate(ugandaMidnight(value));
    if (PHONE.test(key) && /^\+?\d{9,13}$/.test(value)) return formatPhone(value);
    return value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== 'object' || v === null)) return value.join(', ');
    return value.map((v) => (v && typeof v === 'object' ? compact(v) : String(v))).join('; ');
  }
  if (typeof value === 'object') return compact(value as Record<string, unknown>);
  return String(value);
}

const compact = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => {
      const s = shown(k, v);
      return s === null ? null : `${label(k)}: ${s}`;
    })
    .filter(Boolean)
    .join(', ');

/**
 * The readable half of a subject access export (issue 26): everything held
 * about one person, a heading per section and each record's fields as the
 * product shows them. pdfkit's Helvetica, loaded on first use like the care card.
 */
export async function renderSubjectPdf(input: {
  service: ServiceSettings;
  title: string;
  name: string;
  sections: PdfSection[];
}): Promise<Buffer> {
  const { service, title, name, sections } = input;
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${title}: ${name}`, Author: service.serviceName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(18).text(service.serviceName, left, 48);
  const contact = [service.servicePhone && `Tel ${service.servicePhone}`, service.serviceEmail]
    .filter(Boolean)
    .join(' · ');
  if (contact) doc.font('Helvetica').fontSize(10).fillColor(GREY).text(contact);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(13).text(title.toUpperCase());
  doc.font('Helvetica').fontSize(11).text(name);
  doc
    .fillColor(GREY)
    .fontSize(9)
    .text(`Printed ${formatDate(new Date())} (${ugandaDate()})`);
  doc
    .fontSize(9)
    .text(
      'Everything held about this person, as required by the Data Protection and Privacy Act 2019. ' +
        'The same data is in personal-data.json; pictures are in the pictures folder.',
      { width },
    );

  for (const s of sections) {
    doc.moveDown(0.8);
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(GREEN)
      .text(`${s.title.toUpperCase()} (${s.records.length})`, left);
    doc.moveDown(0.2);
    if (s.records.length === 0)
      doc.font('Helvetica').fontSize(9).fillColor(GREY).text('None held.', left);
    s.records.forEach((r, i) => {
      if (doc.y > doc.page.height - 90) doc.addPage();
      if (s.records.length > 1 || i > 0) doc.moveDown(0.3);
      for (const [k, v] of Object.entries(r)) {
        if (SKIP.has(k)) continue;
        const text = shown(k, v);
        if (text === null) continue;
        if (doc.y > doc.page.height - 70) doc.addPage();
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .fillColor(GREY)
          .text(`${label(k)}: `, left, doc.y, {
            continued: true,
            width,
          });
        doc.font('Helvetica').fillColor('black').text(text);
      }
    });
  }

  doc.moveDown(1.2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text('Amounts in whole Uganda shillings (UGX). Dates in Uganda time.', left);
  doc.end();
  return done;
}
