import {
  RECON_FIELDS,
  RECON_MESSAGES,
  RECON_PREVIEW_ROWS,
  type ReconImportRequest,
  type ReconLine,
  type ReconMapping,
  type ReconPartialMapping,
  type ReconPreview,
  type ReconPreviewRequest,
  type ReconProvider,
  type ReconSavedMapping,
  ugandaDate,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { changedFields } from '../../lib/diff.ts';
import { createLinesRepo, type LineRow } from './reconciliation-lines.repo.ts';
import { createMatchRepo } from './reconciliation-match.repo.ts';
import { createReconciliationRepo, importAnswer } from './reconciliation.repo.ts';
import {
  checkMapping,
  fitsHeadings,
  guessMapping,
  missingFields,
  readHeadings,
  readStatement,
} from './statement-file.ts';
import { createStatementImporter } from './statement-import.ts';

// Mobile money reconciliation (issue 25): statements previewed, imported
// on the queue, matched; staff confirm or undo matches.

export const IMPORT_QUEUE = 'statement-import';

const isUniqueViolation = (err: unknown) => {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++, e = e.cause as typeof e
  )
    if (e.code === '23505') return true;
  return false;
};

/** A mapping as stored: only the fields it names. */
const stored = (m: ReconMapping) =>
  Object.fromEntries(RECON_FIELDS.filter((f) => m[f]).map((f) => [f, m[f]!])) as Record<
    string,
    string
  >;
const partial = (m: Record<string, string>): ReconPartialMapping =>
  Object.fromEntries(RECON_FIELDS.map((f) => [f, m[f] ?? null])) as ReconPartialMapping;

/** This month in Kampala, YYYY-MM. */
const thisMonth = () => ugandaDate().slice(0, 7);

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function createReconciliationService(deps: { db: Db; queue: JobQueue }) {
  const repo = createReconciliationRepo(deps.db);
  const linesRepo = createLinesRepo(deps.db);
  const importer = createStatementImporter(deps.db);

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
        .map(({ score, reason, entry }) => ({ score, reason, entry })),
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
    /** The file read and its columns guessed or remembered; nothing is stored. */
    async preview(req: ReconPreviewRequest): Promise<ReconPreview> {
      const file = readStatement(req.content);
      const saved = await repo.mapping(req.provider);
      const remembered = saved && fitsHeadings(saved.m.mapping, file.headings);
      const mapping = remembered ? partial(saved.m.mapping) : guessMapping(file.headings);
      return {
        provider: req.provider,
        headings: file.headings,
        rows: file.rows.slice(0, RECON_PREVIEW_ROWS).map((r) => r.cells),
        totalRows: file.rows.length,
        mapping,
        mappingSource: remembered ? 'remembered' : 'guessed',
        missing: missingFields(mapping),
      };
    },

    mapping: savedMapping,

    async saveMapping(provider: ReconProvider, mapping: ReconMapping, actor: Actor) {
      await deps.db.transaction((tx) => remember(tx, provider, mapping, actor));
      return savedMapping(provider);
    },

    /** Stores the file, remembers its mapping and queues its import: answers at once. */
    async startImport(req: ReconImportRequest & { mapping: ReconMapping }, actor: Actor) {
      checkMapping(req.mapping, readHeadings(req.content));
      const row = await deps.db.transaction(async (tx) => {
        const created = await createReconciliationRepo(tx).createImport({
          provider: req.provider,
          fileName: req.fileName,
          content: req.content,
          mapping: stored(req.mapping),
          uploadedBy: actor.id,
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

    /** Staff match a line to an entry (a suggestion or any): the entry is set Paid, audited. */
    async match(lineId: number, by: { incomeId?: number; receipt?: string }, actor: Actor) {
      try {
        await deps.db.transaction(async (tx) => {
          const m = createMatchRepo(tx);
          const l = await m.lockLine(lineId);
          if (!l) throw notFound(RECON_MESSAGES.lineNotFound);
          if (l.match_state === 'Matched') throw conflict(RECON_MESSAGES.lineMatched);
          const entry = await m.lockEntry(by);
          if (!entry)
            throw notFound(
              by.receipt != null
                ? RECON_MESSAGES.receiptNotFound(by.receipt)
                : RECON_MESSAGES.entryNotFound,
            );
          if ((await m.lineOfEntry(entry.id)) != null) throw conflict(RECON_MESSAGES.entryTaken);
          await m.confirm(lineId, entry.id, entry.status, actor.id);
          await audit(tx, actor, {
            action: 'match',
            entity: 'statement_line',
            entityId: lineId,
            summary: { incomeId: entry.id, receipt: entry.doc_id, transactionId: l.transaction_id },
          });
          const before = await m.setEntryStatus(entry.id, 'Paid');
          if (before)
            await audit(tx, actor, {
              action: 'status',
              entity: 'income_trace',
              entityId: entry.id,
              summary: {
                before: { status: before },
                after: { status: 'Paid' },
                reconciliation: { line: lineId, match: 'confirmed' },
              },
            });
        });
      } catch (err) {
        // Two staff matching one entry at once: the unique index refuses the second.
        if (isUniqueViolation(err)) throw conflict(RECON_MESSAGES.entryTaken);
        throw err;
      }
      return line(lineId);
    },

    /** A match undone: the entry's previous status back, the line's suggestions recomputed. */
    async unmatch(lineId: number, actor: Actor) {
      await deps.db.transaction(async (tx) => {
        const m = createMatchRepo(tx);
        const l = await m.lockLine(lineId);
        if (!l) throw notFound(RECON_MESSAGES.lineNotFound);
        if (l.match_state !== 'Matched' || l.income_id == null)
          throw conflict(RECON_MESSAGES.lineNotMatched);
        const entry = await m.lockEntry({ incomeId: l.income_id });
        await m.release(lineId);
        await audit(tx, actor, {
          action: 'unmatch',
          entity: 'statement_line',
          entityId: lineId,
          summary: { incomeId: l.income_id, receipt: entry?.doc_id ?? null },
        });
        // Only a status this match set goes back: one changed since stays.
        const previous = l.previous_status;
        if (entry && previous && previous !== 'Paid' && entry.status === 'Paid') {
          await m.setEntryStatus(entry.id, previous);
          await audit(tx, actor, {
            action: 'status',
            entity: 'income_trace',
            entityId: entry.id,
            summary: {
              before: { status: 'Paid' },
              after: { status: previous },
              reconciliation: { line: lineId, match: 'undone' },
            },
          });
        }
        await m.suggest({ lineId });
      });
      return line(lineId);
    },

    unbacked: (month: string | undefined, offset: number, limit: number) =>
      linesRepo.unbacked(month ?? thisMonth(), offset, limit),

    summary: (month?: string) => linesRepo.summary(month ?? thisMonth()),
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
