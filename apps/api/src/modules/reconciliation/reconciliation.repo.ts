import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ReconImport, ReconProvider } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { nextTurn } from '../../lib/turns.ts';
import {
  staffUsers,
  statementImportParts,
  statementImports,
  statementLines,
  statementMappings,
} from '../../db/schema/index.ts';

// The statements' imports and the providers' remembered mappings (issue 25).

type ImportRow = typeof statementImports.$inferSelect;
export type NewLine = {
  transactionId: string;
  occurredAt: Date;
  amount: number;
  phone: string | null;
  payerName: string | null;
  reference: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An import as the API answers it (the file's content never leaves). */
export const importAnswer = (r: ImportRow, uploadedByName: string | null): ReconImport => ({
  id: r.id,
  provider: r.provider,
  fileName: r.fileName,
  state: r.state,
  totalRows: r.totalRows,
  processedRows: r.processedRows,
  added: r.added,
  duplicates: r.duplicates,
  rejected: r.rejected,
  skipped: r.skipped,
  failed: r.failed,
  matched: r.matched,
  suggested: r.suggested,
  errors: r.errors,
  failure: r.failure,
  uploadedByName,
  createdAt: r.createdAt.toISOString(),
  finishedAt: iso(r.finishedAt),
});

const { content: _content, ...importColumns } = getTableColumns(statementImports);

export function createReconciliationRepo(db: Db) {
  return {
    async mapping(provider: ReconProvider) {
      const [row] = await db
        .select({ m: statementMappings, updatedByName: staffUsers.name })
        .from(statementMappings)
        .leftJoin(staffUsers, eq(staffUsers.id, statementMappings.updatedBy))
        .where(eq(statementMappings.provider, provider));
      return row;
    },

    /** Remembers a provider's mapping; answers the one it replaced (for the audit). */
    async saveMapping(provider: ReconProvider, mapping: Record<string, string>, by: string | null) {
      const [before] = await db
        .select({ mapping: statementMappings.mapping })
        .from(statementMappings)
        .where(eq(statementMappings.provider, provider))
        .for('update');
      await db
        .insert(statementMappings)
        .values({ provider, mapping, updatedBy: by })
        .onConflictDoUpdate({
          target: statementMappings.provider,
          set: { mapping, updatedBy: by, updatedAt: sql`now()` },
        });
      return before?.mapping ?? null;
    },

    async createImport(v: {
      provider: ReconProvider;
      fileName: string;
      mapping: Record<string, string>;
      uploadedBy: string | null;
      parts: number;
    }) {
      const [row] = await db.insert(statementImports).values(v).returning(importColumns);
      return row as ImportRow;
    },

    /**
     * Stores an upload's text in its pieces, one to a statement, each on its
     * own (no transaction) with a turn of the event loop after it: in one
     * transaction, 13 MB held the embedded database, and every other
     * request with it, 360 ms (issue 36).
     */
    async insertParts(importId: number, pieces: string[]) {
      for (const [part, text] of pieces.entries()) {
        await db.insert(statementImportParts).values({ importId, part, text });
        await nextTurn();
      }
    },

    /** How many pieces of an upload are stored. */
    async partsStored(importId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(statementImportParts)
        .where(eq(statementImportParts.importId, importId));
      return row?.n ?? 0;
    },

    /** One piece of an upload's text (0 first), or undefined past the last. */
    async part(importId: number, part: number) {
      const [row] = await db
        .select({ text: statementImportParts.text })
        .from(statementImportParts)
        .where(
          and(eq(statementImportParts.importId, importId), eq(statementImportParts.part, part)),
        );
      return row?.text;
    },

    /** The text as an upload before issue 36 kept it, in one value. */
    async content(importId: number) {
      const [row] = await db
        .select({ content: statementImports.content })
        .from(statementImports)
        .where(eq(statementImports.id, importId));
      return row?.content ?? null;
    },

    async deleteParts(importId: number) {
      await db.delete(statementImportParts).where(eq(statementImportParts.importId, importId));
    },

    async findImport(id: number) {
      const [row] = await db
        .select({ i: importColumns, uploadedByName: staffUsers.name })
        .from(statementImports)
        .leftJoin(staffUsers, eq(staffUsers.id, statementImports.uploadedBy))
        .where(eq(statementImports.id, id));
      return row && { row: row.i as ImportRow, uploadedByName: row.uploadedByName };
    },

    async imports(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ i: importColumns, uploadedByName: staffUsers.name })
          .from(statementImports)
          .leftJoin(staffUsers, eq(staffUsers.id, statementImports.uploadedBy))
          .orderBy(desc(statementImports.createdAt), desc(statementImports.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(statementImports),
      ]);
      return {
        rows: rows.map((r) => importAnswer(r.i as ImportRow, r.uploadedByName)),
        count: total!.n,
      };
    },

    /** The job's view of an import (its text apart), and the uploader's e-mail for the audit. */
    async claimImport(id: number) {
      const [row] = await db
        .select({ import: importColumns, uploaderEmail: staffUsers.email })
        .from(statementImports)
        .leftJoin(staffUsers, eq(staffUsers.id, statementImports.uploadedBy))
        .where(eq(statementImports.id, id));
      return row;
    },

    /** Sets an import's state and counters (a run starts from zero each time). */
    async updateImport(id: number, set: Partial<Omit<ImportRow, 'id'>>) {
      await db.update(statementImports).set(set).where(eq(statementImports.id, id));
    },

    /**
     * Stores a chunk of lines. A transaction already stored (an earlier
     * import, or the same file) adds nothing; a line this same import stored
     * before a crash counts as added again, so a retried run counts right.
     * Answers how many of the chunk are this import's.
     */
    async insertLines(importId: number, provider: ReconProvider, lines: NewLine[]) {
      if (!lines.length) return 0;
      // One JSON parameter, not nine a line: building and binding thousands
      // of parameters cost more than the insert itself (issue 36).
      const rows = JSON.stringify(
        lines.map((l) => ({ ...l, occurredAt: l.occurredAt.toISOString() })),
      );
      const result = await db.execute(sql`
        INSERT INTO ${statementLines} (import_id, provider, transaction_id, occurred_at, amount,
          phone, payer_name, reference)
        SELECT ${importId}, ${provider}, r."transactionId", r."occurredAt", r.amount,
          r.phone, r."payerName", r.reference
        FROM json_to_recordset(${rows}::json) AS r("transactionId" text, "occurredAt" timestamptz,
          amount bigint, phone text, "payerName" text, reference text)
        ON CONFLICT (provider, transaction_id) DO UPDATE SET import_id = excluded.import_id
          WHERE ${statementLines.importId} = excluded.import_id
        RETURNING id`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    },
  };
}
