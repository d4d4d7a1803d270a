import { count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ReconImport, ReconProvider } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  staffUsers,
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
      content: string;
      mapping: Record<string, string>;
      uploadedBy: string | null;
    }) {
      const [row] = await db.insert(statementImports).values(v).returning(importColumns);
      return row as ImportRow;
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

    /** The job's view of an import: with its content, and the uploader's e-mail for the audit. */
    async claimImport(id: number) {
      const [row] = await db
        .select({ import: statementImports, uploaderEmail: staffUsers.email })
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
      const mine = await db
        .insert(statementLines)
        .values(lines.map((l) => ({ ...l, importId, provider })))
        .onConflictDoUpdate({
          target: [statementLines.provider, statementLines.transactionId],
          set: { importId: sql`excluded.import_id` },
          setWhere: sql`${statementLines.importId} = excluded.import_id`,
        })
        .returning({ id: statementLines.id });
      return mine.length;
    },
  };
}
