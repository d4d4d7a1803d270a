import {
  RECON_FIELDS,
  RECON_MESSAGES,
  RECON_PREVIEW_ROWS,
  RECON_REQUIRED_FIELDS,
  type ReconField,
  type ReconMapping,
  type ReconPartialMapping,
} from '@app/contract';
import { badRequest } from '../../lib/errors.ts';
import { openStatement, type FileRow, type StatementSource } from './statement-csv.ts';
import { cellReader, completedStatus, moneyOut } from './statement-rows.ts';
export { guessMapping } from './statement-headings.ts';
export { piecesOf } from '../../lib/pieces.ts';
export {
  openStatement,
  tooManyLines,
  type FileRow,
  type StatementSource,
} from './statement-csv.ts';
export {
  readAmount,
  rowReader,
  statementAmount,
  statementPhone,
  type RowResult,
} from './statement-rows.ts';

// Reading a provider's statement export (issues 25 and 36): CSV through
// csv-parse a slice at a time (statement-csv.ts), the heading row found
// (exports may open with a few lines about the account), columns guessed
// from their headings, and each row turned into a statement line, a row
// error, or a row left out (statement-rows.ts).

export type StatementFile = { headings: string[]; rows: FileRow[] };

/** Rows read between two looks at what was read (the reader gives others turns inside). */
const SCAN_CHUNK = 5000;
/** How many status words the preview lists. */
const SHOWN_STATUSES = 10;

/** The headings only (the import's check of its mapping): reads the first lines. */
export async function readHeadings(content: string): Promise<string[]> {
  return (await openStatement(content)).headings;
}

/** The whole file: its headings and data rows, each with its line number (small files, tests). */
export async function readStatement(content: string): Promise<StatementFile> {
  const file = await openStatement(content);
  const rows: FileRow[] = [];
  for await (const chunk of file.chunks(SCAN_CHUNK)) rows.push(...chunk);
  return { headings: file.headings, rows };
}

/** How many data rows a file has, read to its end (refused as openStatement refuses). */
export async function countRows(source: StatementSource): Promise<number> {
  let n = 0;
  for await (const chunk of (await openStatement(source)).chunks(SCAN_CHUNK)) n += chunk.length;
  return n;
}

/**
 * What the preview says of a file, read to its end a slice at a time: its
 * first rows, how many there are, and how many a mapping's status column
 * leaves out (by status word, most first).
 */
export async function scanStatement(
  content: string,
  mapping: (headings: string[]) => ReconPartialMapping,
) {
  const file = await openStatement(content);
  const chosen = mapping(file.headings);
  const { at, cell } = cellReader(chosen, file.headings);
  const first: string[][] = [];
  const failed = new Map<string, number>();
  let totalRows = 0;
  for await (const chunk of file.chunks(SCAN_CHUNK)) {
    for (const { cells } of chunk) {
      if (first.length < RECON_PREVIEW_ROWS) first.push(cells);
      if (at.status < 0 || (at.direction >= 0 && moneyOut(cell(cells, 'direction')))) continue;
      const status = cell(cells, 'status');
      if (!completedStatus(status)) failed.set(status, (failed.get(status) ?? 0) + 1);
    }
    totalRows += chunk.length;
  }
  const failedStatuses = [...failed]
    .map(([status, rows]) => ({ status, rows }))
    .sort((a, b) => b.rows - a.rows)
    .slice(0, SHOWN_STATUSES);
  return {
    headings: file.headings,
    mapping: chosen,
    rows: first,
    totalRows,
    failedRows: [...failed.values()].reduce((a, b) => a + b, 0),
    failedStatuses,
  };
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
