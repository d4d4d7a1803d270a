import {
  RECON_FIELDS,
  RECON_MESSAGES,
  type ReconImportRequest,
  type ReconLine,
  type ReconMapping,
  type ReconPartialMapping,
  type ReconPreview,
  type ReconPreviewRequest,
  type ReconProvider,
  type ReconSavedMapping,
  paymentDifference,
  ugandaDate,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { changedFields } from '../../lib/diff.ts';
import { createLinesRepo, type LineRow } from './reconciliation-lines.repo.ts';
import { createMatches, type MatchBy } from './reconciliation-matches.ts';
import { createReconciliationRepo, importAnswer } from './reconciliation.repo.ts';
import {
  checkMapping,
  fitsHeadings,
  guessMapping,
  missingFields,
  piecesOf,
  readHeadings,
  scanStatement,
  tooManyLines,
} from './statement-file.ts';
import { createStatementImporter } from './statement-import.ts';

// Mobile money reconciliation (issue 25): statements previewed, imported
// on the queue, matched; staff confirm or undo matches.

export const IMPORT_QUEUE = 'statement-import';

/** A mapping as stored: only the fields it names. */
const stored = (m: ReconMapping) =>
  Object.fromEntries(RECON_FIELDS.filter((f) => m[f]).map((f) => [f, m[f]!])) as Record<
    string,
    string
  >;
const partial = (m: Record<string, string>): ReconPartialMapping =>
  Object.fromEntries(RECON_FIELDS.map((f) => [f, m[f] ?? null])) as ReconPartialMapping;

/**
 * The remembered mapping for this file. One that names no status column (it
 * was remembered from an export without one) takes the file's status column
 * when the file has one (among the columns it leaves free): a FAILED row is
 * never money received because an older export had no Status.
 */
function rememberedFor(m: Record<string, string>, headings: string[]): ReconPartialMapping {
  const mapping = partial(m);
  if (mapping.status) return mapping;
  const used = new Set(Object.values(m));
  return { ...mapping, status: guessMapping(headings.filter((h) => !used.has(h))).status };
}

/** This month in Kampala, YYYY-MM. */
const thisMonth = () => ugandaDate().slice(0, 7);

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function createReconciliationService(deps: { db: Db; queue: JobQueue }) {
  const repo = createReconciliationRepo(deps.db);
  const linesRepo = createLinesRepo(deps.db);
  const importer = createStatementImporter(deps.db);
  const matches = createMatches(deps.db);

  /** Lines as the API answers them: each with its entry or its suggestions. */
  async function answerLines(rows: LineRow[]): Promise<ReconLine[]> {
    const entries = await linesRepo.entries(
      rows.flatMap((r) => (r.income_id != null ? [r.income_id] : [])),
    );
    const suggestions = await linesRepo.suggestions(
      rows.filter((r) => r.match_state === 'Suggested').map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      importId: r.import_id,
      provider: r.provider,
      transactionId: r.transaction_id,
      occurredAt: iso(r.occurred_at)!,
      amount: Number(r.amount),
      phone: r.phone,
      payerName: r.payer_name,
      reference: r.reference,
      matchState: r.match_state,
      matchKind: r.match_kind,
      matchedAt: iso(r.matched_at),
      matchedByName: r.matched_by_name,
      entry: r.income_id != null ? (entries.get(r.income_id) ?? null) : null,
      suggestions: suggestions
        .filter((s) => s.lineId === r.id)
        .map(({ score, reason, kind, entry }) => {
          // How the payment differs from what the entry owes now (it changes with part payments).
          const gap = paymentDifference(Number(r.amount), entry.owed);
          return { score, kind, reason: gap ? `${reason}; ${gap}` : reason, entry };
        }),
    }));
  }

  async function line(id: number): Promise<ReconLine> {
    const row = await linesRepo.line(id);
    if (!row) throw notFound(RECON_MESSAGES.lineNotFound);
    return (await answerLines([row]))[0]!;
  }

  async function savedMapping(provider: ReconProvider): Promise<ReconSavedMapping> {
    const row = await repo.mapping(provider);
    return {
      provider,
      mapping: row ? partial(row.m.mapping) : null,
      updatedAt: iso(row?.m.updatedAt ?? null),
      updatedByName: row?.updatedByName ?? null,
    };
  }

  /** Remembers a mapping, audited when it changes (inside the caller's transaction). */
  async function remember(tx: Db, provider: ReconProvider, mapping: ReconMapping, actor: Actor) {
    const after = stored(mapping);
    const before =
      (await createReconciliationRepo(tx).saveMapping(provider, after, actor.id)) ?? {};
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const change = changedFields(before as Record<string, unknown>, after, keys);
    if (Object.keys(change.after).length)
      await audit(tx, actor, {
        action: 'update',
        entity: 'statement_mapping',
        entityId: provider,
        summary: change,
      });
  }

  return {
    /**
     * The file read (a slice at a time, statement-file.ts) and its columns
     * guessed or remembered, with the rows its status column leaves out; nothing is stored.
     */
    async preview(req: ReconPreviewRequest): Promise<ReconPreview> {
      const saved = await repo.mapping(req.provider);
      const fits = (headings: string[]) => !!saved && fitsHeadings(saved.m.mapping, headings);
      const scan = await scanStatement(req.content, (headings) =>
        saved && fits(headings) ? rememberedFor(saved.m.mapping, headings) : guessMapping(headings),
      );
      const remembered = fits(scan.headings);
      return {
        provider: req.provider,
        headings: scan.headings,
        rows: scan.rows,
        totalRows: scan.totalRows,
        mapping: scan.mapping,
        mappingSource: remembered ? 'remembered' : 'guessed',
        missing: missingFields(scan.mapping),
        failedRows: scan.failedRows,
        failedStatuses: scan.failedStatuses,
      };
    },

    mapping: savedMapping,

    async saveMapping(provider: ReconProvider, mapping: ReconMapping, actor: Actor) {
      await deps.db.transaction((tx) => remember(tx, provider, mapping, actor));
      return savedMapping(provider);
    },

    /**
     * Stores the file, remembers its mapping and queues its import: answers
     * at once. The import's row, audit, mapping and job commit first; the
     * file's pieces follow, each a statement of its own, and the job waits
     * for them all (statement-import.ts): on the embedded database one
     * transaction of 13 MB held every other request 360 ms (issue 36).
     */
    async startImport(req: ReconImportRequest & { mapping: ReconMapping }, actor: Actor) {
      // The headings only, and the line breaks counted: the job reads the rest.
      if (tooManyLines(req.content)) throw badRequest(RECON_MESSAGES.tooManyRows);
      checkMapping(req.mapping, await readHeadings(req.content));
      const pieces = piecesOf(req.content);
      const row = await deps.db.transaction(async (tx) => {
        const t = createReconciliationRepo(tx);
        const created = await t.createImport({
          provider: req.provider,
          fileName: req.fileName,
          mapping: stored(req.mapping),
          uploadedBy: actor.id,
          parts: pieces.length,
        });
        await audit(tx, actor, {
          action: 'create',
          entity: 'statement_import',
          entityId: created.id,
          summary: { provider: req.provider, fileName: req.fileName, bytes: req.content.length },
        });
        await remember(tx, req.provider, req.mapping, actor);
        await deps.queue.enqueue(tx, IMPORT_QUEUE, [
          { data: { id: created.id }, singletonKey: `statement-import-${created.id}` },
        ]);
        return created;
      });
      try {
        await repo.insertParts(row.id, pieces);
      } catch (err) {
        // The job would wait for the missing pieces: the import fails now instead.
        await repo
          .updateImport(row.id, {
            state: 'Failed',
            failure: RECON_MESSAGES.uploadCutOff,
            finishedAt: new Date(),
          })
          .catch(() => {});
        throw err;
      }
      const found = await repo.findImport(row.id);
      return importAnswer(found!.row, found!.uploadedByName);
    },

    /** The queue's job: read, store, match (statement-import.ts). */
    runImport: importer.run,

    async importStatus(id: number) {
      const found = await repo.findImport(id);
      if (!found) throw notFound(RECON_MESSAGES.importNotFound);
      return importAnswer(found.row, found.uploadedByName);
    },

    imports: (offset: number, limit: number) => repo.imports(offset, limit),

    async lines(q: Parameters<ReturnType<typeof createLinesRepo>['lines']>[0]) {
      const page = await linesRepo.lines(q);
      return { rows: await answerLines(page.rows), count: page.count };
    },

    /** Staff match a line to an entry (a suggestion or any), audited (reconciliation-matches.ts). */
    async match(lineId: number, by: MatchBy, actor: Actor) {
      await matches.match(lineId, by, actor);
      return line(lineId);
    },

    /** A match undone: the entry's earlier status back when it is short again, suggestions anew. */
    async unmatch(lineId: number, actor: Actor) {
      await matches.unmatch(lineId, actor);
      return line(lineId);
    },

    unbacked: (month: string | undefined, offset: number, limit: number) =>
      linesRepo.unbacked(month ?? thisMonth(), offset, limit),

    summary: (month?: string) => linesRepo.summary(month ?? thisMonth()),
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
