import { Parser, type Options } from 'csv-parse';
import { RECON_MAX_ROWS, RECON_MESSAGES } from '@app/contract';
import { badRequest } from '../../lib/errors.ts';
import { piecesOf } from '../../lib/pieces.ts';
import { turnTaker } from '../../lib/turns.ts';

// A statement read a slice at a time (issue 36). csv-parse's incremental
// parser is fed a few KB at a time, and the event loop gets a turn at least
// few milliseconds (lib/turns.ts), so neither the preview nor the import job holds the
// server while it reads a 25 MB file; and nothing past RECON_MAX_ROWS lines
// is read at all. Only what the caller takes next is held in memory.

/** A data row as read: its line in the file (the heading row's is shown to staff too). */
export type FileRow = { row: number; cells: string[] };

/** Bytes given to the parser at once: at most 1,000 near-empty rows, a millisecond or so. */
const SLICE_BYTES = 2 * 1024;
/** Lines looked at for the heading row before giving up. */
const HEADING_SEARCH_LINES = 30;

/** csv-parse's own incremental API (what its stream and sync parsers both drive). */
type CsvApi = {
  parse: (
    buf: Buffer | undefined,
    end: boolean,
    push: (record: Parsed) => void,
    close: () => void,
  ) => Error | undefined;
  info: { lines: number };
  state: { expectedRecordLength: number };
};
type Parsed = { record: string[]; line: number };

/** ';' when the first lines have more of them than commas (some spreadsheets' exports). */
function delimiterOf(content: string): string {
  const head = content.slice(0, 4000);
  const count = (c: string) => head.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The heading row: the first with at least three cells filled (or two, in a two-column file). */
function headingAt(records: Parsed[]): number {
  const filled = (r: Parsed) => r.record.filter((c) => c !== '').length;
  const three = records.findIndex((r) => filled(r) >= 3);
  return three >= 0 ? three : records.findIndex((r) => filled(r) >= 2);
}

export type StatementReader = {
  headings: string[];
  /** The data rows, `size` at a time (the last chunk may be shorter), blank rows left out. */
  chunks: (size: number) => AsyncGenerator<FileRow[]>;
};

/** A statement's text: whole (a request's), or its stored pieces in order (the import job's). */
export type StatementSource = string | AsyncIterable<string>;

async function* buffersOf(source: StatementSource): AsyncGenerator<Buffer> {
  // A piece at a time: 25 MB encoded at once held the event loop 45 ms and more.
  if (typeof source === 'string') for (const piece of piecesOf(source)) yield Buffer.from(piece);
  else for await (const piece of source) yield Buffer.from(piece);
}

/**
 * Opens a statement: reads its first lines for the heading row and answers
 * it, and a reader of the rest. Refused (400): an empty file, one with no
 * heading row, one csv-parse cannot read (found where the reading gets to),
 * or one of more than RECON_MAX_ROWS lines.
 */
export async function openStatement(source: StatementSource): Promise<StatementReader> {
  const buffers = buffersOf(source);
  let cur = (await buffers.next()).value ?? Buffer.alloc(0);
  const head = cur.subarray(0, 4000).toString();
  if (!head.trim()) throw badRequest(RECON_MESSAGES.emptyFile);
  const options = {
    bom: true,
    delimiter: delimiterOf(head),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    // Only the line number is kept of what csv-parse knows about a record.
    // The next record is expected as long as this one: see parse() below.
    on_record: (record: string[], context: { lines: number }) => {
      api.state.expectedRecordLength = record.length;
      return { record, line: context.lines };
    },
  };
  const api: CsvApi = (new Parser(options as unknown as Options) as unknown as { api: CsvApi }).api;
  const pending: Parsed[] = [];
  // Rows of empty cells (',,,') are no row of the statement: never kept.
  const push = (r: Parsed) => {
    if (r.record.some((c) => c !== '')) pending.push(r);
  };
  let off = 0;
  let ended = false;
  const pause = turnTaker();
  // The heading search is fed no further than its lines: a file broken
  // further down is refused only by whoever reads on (the import job).
  let headingBreaks = HEADING_SEARCH_LINES + 1;

  /** The next bytes for the parser: a slice, cut after the heading search's last line. */
  function take() {
    let end = Math.min(off + SLICE_BYTES, cur.length);
    for (let at = cur.indexOf(10, off); headingBreaks > 0 && at >= 0 && at < end;) {
      if (--headingBreaks === 0) end = at + 1;
      else at = cur.indexOf(10, at + 1);
    }
    const slice = cur.subarray(off, end);
    off = end;
    return slice;
  }

  /**
   * One call of the parser, with no stack traces taken. csv-parse builds an
   * Error for every row whose cell count differs from the one it expects
   * (kept aside, as relax_column_count asks): 20 us a row, 100 s for
   * 5,000,000 near-empty rows under a longer heading (issue 36). It expects
   * the previous row's count (on_record above), so only a change costs.
   */
  function parse(buf: Buffer | undefined) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return api.parse(buf, buf === undefined, push, () => {});
    } finally {
      Error.stackTraceLimit = limit;
    }
  }

  async function feed() {
    let err;
    if (off < cur.length) err = parse(take());
    else {
      const next = await buffers.next();
      if (!next.done) [cur, off] = [next.value, 0];
      else [ended, err] = [true, parse(undefined)];
    }
    if (err) throw badRequest(RECON_MESSAGES.notCsv);
    // lines counts from 1 and one more after each line break
    if (api.info.lines > RECON_MAX_ROWS + 1) throw badRequest(RECON_MESSAGES.tooManyRows);
  }

  /** Reads on until `want` says so (or the file ends), a turn for others every SLICE_MS. */
  async function fill(want: () => boolean) {
    while (!ended && !want()) {
      await pause();
      await feed();
    }
  }

  // the lines searched, and no further (a shorter file is read to its end)
  await fill(() => headingBreaks === 0);
  const searched = pending.filter((r) => r.line <= HEADING_SEARCH_LINES);
  const at = headingAt(searched);
  if (at < 0) throw badRequest(RECON_MESSAGES.noHeadings);
  const headings = pending[at]!.record;
  pending.splice(0, at + 1);

  return {
    headings,
    async *chunks(size: number) {
      for (;;) {
        await fill(() => pending.length >= size);
        if (!pending.length) return;
        yield pending.splice(0, size).map((r) => ({ row: r.line, cells: r.record }));
      }
    },
  };
}

/**
 * Whether a file has more than RECON_MAX_ROWS lines, from its line breaks
 * alone (an upload refuses it before anything is stored): at most that many
 * indexOf calls, a few milliseconds.
 */
export function tooManyLines(content: string): boolean {
  let breaks = 0;
  for (let at = content.indexOf('\n'); at >= 0; at = content.indexOf('\n', at + 1))
    if (++breaks > RECON_MAX_ROWS) return true;
  return false;
}
