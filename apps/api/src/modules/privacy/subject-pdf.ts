import {
  formatDate,
  formatPhone,
  formatUGX,
  ugandaMidnight,
  type ServiceSettings,
} from '@app/contract';
import {
  PDF_GREY as GREY,
  pdfFootnote,
  pdfSection,
  printedLine,
  startLetterhead,
} from '../../lib/pdf-letterhead.ts';

/** One section of the export: a heading and its records (each a list of fields). */
export type PdfSection = { title: string; records: Record<string, unknown>[] };

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
 * product shows them, under the service's letterhead.
 */
export async function renderSubjectPdf(input: {
  service: ServiceSettings;
  title: string;
  name: string;
  sections: PdfSection[];
}): Promise<Buffer> {
  const { service, title, name, sections } = input;
  const { doc, left, width, finish } = await startLetterhead({
    service,
    title: `${title}: ${name}`,
    heading: title.toUpperCase(),
  });
  doc.font('Helvetica').fontSize(11).text(name);
  printedLine(doc);
  doc
    .fontSize(9)
    .text(
      'Everything held about this person, as required by the Data Protection and Privacy Act 2019. ' +
        'The same data is in personal-data.json; pictures are in the pictures folder.',
      { width },
    );

  for (const s of sections) {
    pdfSection(doc, `${s.title} (${s.records.length})`, 0.8, 120);
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

  pdfFootnote(doc, 'Amounts in whole Uganda shillings (UGX). Dates in Uganda time.');
  return finish();
}
