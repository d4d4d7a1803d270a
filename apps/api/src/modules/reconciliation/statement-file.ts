import { parse, type Options } from 'csv-parse/sync';
import {
  RECON_FIELDS,
  RECON_MESSAGES,
  RECON_REQUIRED_FIELDS,
  normalizePhone,
  type ReconField,
  type ReconMapping,
  type ReconPartialMapping,
} from '@app/contract';
import { badRequest } from '../../lib/errors.ts';
import { statementInstant } from './statement-dates.ts';
export { guessMapping } from './statement-headings.ts';

// Reading a provider's statement export (issue 25): CSV through csv-parse,
// the heading row found (exports may open with a few lines about the
// account), columns guessed from their headings, and each row turned into
// a statement line or a row error.

/** A data row as read: its line in the file (the heading row's is shown to staff too). */
export type FileRow = { row: number; cells: string[] };
export type StatementFile = { headings: string[]; rows: FileRow[] };

/** Lines looked at for the heading row before giving up. */
const HEADING_SEARCH_LINES = 30;

/** ';' when the first lines have more of them than commas (some spreadsheets' exports). */
function delimiterOf(content: string): string {
  const head = content.slice(0, 4000);
  const count = (c: string) => head.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** A record and the line of the file it ends on. */
type Parsed = { record: string[]; info: { lines: number } };

function parseCsv(content: string, opts: { toLine?: number; fromLine?: number }) {
  try {
    return parse(content, {
      bom: true,
      delimiter: delimiterOf(content),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      // Only the line number is kept of what csv-parse knows about a record:
      // a 50,000-line statement then takes tens of MB, not hundreds.
      on_record: (record: string[], context: { lines: number }) => ({
        record,
        info: { lines: context.lines },
      }),
      ...(opts.toLine ? { to_line: opts.toLine } : {}),
      ...(opts.fromLine ? { from_line: opts.fromLine } : {}),
    } as unknown as Options) as unknown as Parsed[];
  } catch {
    throw badRequest(RECON_MESSAGES.notCsv);
  }
}

/** The heading row: the first with at least three cells filled (or two, in a two-column file). */
function headingAt(records: Parsed[]): Parsed | undefined {
  const filled = (r: Parsed) => r.record.filter((c) => c !== '').length;
  return records.find((r) => filled(r) >= 3) ?? records.find((r) => filled(r) >= 2);
}

/** The headings only (the import's check of its mapping): reads the first lines. */
export function readHeadings(content: string): string[] {
  if (!content.trim()) throw badRequest(RECON_MESSAGES.emptyFile);
  const heading = headingAt(parseCsv(content, { toLine: HEADING_SEARCH_LINES }));
  if (!heading) throw badRequest(RECON_MESSAGES.noHeadings);
  return heading.record;
}

/** The whole file: its headings and data rows, each with its line number. */
export function readStatement(content: string): StatementFile {
  if (!content.trim()) throw badRequest(RECON_MESSAGES.emptyFile);
  const heading = headingAt(parseCsv(content, { toLine: HEADING_SEARCH_LINES }));
  if (!heading) throw badRequest(RECON_MESSAGES.noHeadings);
  const all = parseCsv(content, { fromLine: heading.info.lines });
  const rows = all
    .slice(1)
    .filter((r) => r.record.some((c) => c !== ''))
    .map((r) => ({ row: r.info.lines, cells: r.record }));
  return { headings: heading.record, rows };
}

/** The required fields a mapping does not name. */
export const missingFields = (m: ReconPartialMapping) => RECON_REQUIRED_FIELDS.filter((f) => !m[f]);

/** Whether every column a mapping names is one of the headings. */
export const fitsHeadings = (m: Partial<Record<ReconField, string | null>>, headings: string[]) =>
  RECON_FIELDS.every((f) => !m[f] || headings.includes(m[f]));

/** The import's mapping checked against the file: each named column must be in it. */
export function checkMapping(mapping: ReconMapping, headings: string[]) {
  const details: Record<string, string> = {};
  for (const f of RECON_FIELDS) {
    const heading = mapping[f];
    if (heading && !headings.includes(heading))
      details[`mapping.${f}`] = RECON_MESSAGES.columnNotInFile(heading);
  }
  const first = Object.values(details)[0];
  if (first) throw badRequest(first, details);
}

/** A statement line ready to store, or why the row is refused, or a money-out row. */
export type RowResult =
  | {
      kind: 'line';
      transactionId: string;
      occurredAt: Date;
      amount: number;
      phone: string | null;
      payerName: string | null;
      reference: string | null;
    }
  | { kind: 'error'; error: string }
  | { kind: 'out' };

/** Money we paid out, as statements write it (a debit, a transfer sent, a withdrawal...). */
const MONEY_OUT =
  /\b(debit|dr|out|sent|send|withdraw\w*|disburse\w*|outgoing|cash[ _-]?out|payment (made|to)|transfer to|paid out)\b/i;

/** Whole UGX from a statement's amount: '50,000', 'UGX 50000', '50000.00'; else undefined. */
export function statementAmount(text: string): number | undefined {
  const s = text
    .trim()
    .replace(/^(UGX|USH|UShs?)\.?\s*/i, '')
    .replace(/\s*(UGX|USH|UShs?)$/i, '')
    .replace(/[\s,]/g, '');
  const m = /^(\d+)(?:\.0+)?$/.exec(s);
  if (!m) return undefined;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * The payer's number: E.164 when Ugandan. MTN writes it inside a handle
 * ('FRI:256772123456/MSISDN'); the digits are taken out of it.
 */
export function statementPhone(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const digits = /\+?\d[\d\s-]{7,}\d/.exec(t)?.[0];
  return (digits && normalizePhone(digits)) ?? normalizePhone(t) ?? t.slice(0, 40);
}

/** Reads the mapped columns into a row builder, positions found once per file. */
export function rowReader(mapping: ReconMapping, headings: string[]) {
  const at = Object.fromEntries(
    RECON_FIELDS.map((f) => [f, mapping[f] ? headings.indexOf(mapping[f]) : -1]),
  ) as Record<ReconField, number>;
  const cell = (cells: string[], f: ReconField) => (at[f] >= 0 ? (cells[at[f]] ?? '').trim() : '');
  const text = (cells: string[], f: ReconField, max: number) =>
    cell(cells, f).slice(0, max) || null;
  return (cells: string[]): RowResult => {
    if (at.direction >= 0 && MONEY_OUT.test(cell(cells, 'direction'))) return { kind: 'out' };
    const transactionId = cell(cells, 'transaction_id');
    if (!transactionId) return { kind: 'error', error: RECON_MESSAGES.rowTxnId };
    const amount = statementAmount(cell(cells, 'amount'));
    if (amount === undefined) return { kind: 'error', error: RECON_MESSAGES.rowAmount };
    const occurredAt = statementInstant(cell(cells, 'occurred_at'));
    if (!occurredAt) return { kind: 'error', error: RECON_MESSAGES.rowDate };
    return {
      kind: 'line',
      transactionId: transactionId.slice(0, 100),
      occurredAt,
      amount,
      phone: statementPhone(cell(cells, 'phone')),
      payerName: text(cells, 'payer_name', 200),
      reference: text(cells, 'reference', 500),
    };
  };
}
