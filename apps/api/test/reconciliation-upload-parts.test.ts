import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECON_MESSAGES } from '@app/contract';
import { statementImportParts, statementImports, statementLines } from '../src/db/schema/index.ts';
import { UPLOAD_WAIT_MS } from '../src/modules/reconciliation/statement-import.ts';
import { setup, type Ctx } from './factories.ts';
import { importStatus, mtnCsv, statementRow as row, upload } from './reconciliation-factories.ts';

// Issue 36: an upload's pieces are stored after its import's row and job
// commit, each a statement of its own (one transaction of 13 MB held the
// embedded database, and every request with it, 360 ms). The job waits for
// the last piece; an upload whose server stopped part way fails, cut off,
// with nothing imported.

let c: Ctx;
beforeAll(async () => {
  c = await setup({ QUEUE_WORKERS: 'false' });
});
afterAll(() => c.app.close());

// about 330 KB: two pieces of at most 256 KB
const ROWS = 4000;
const content = (tag: string) =>
  mtnCsv(
    Array.from({ length: ROWS }, (_, i) =>
      row(`${tag}${String(i).padStart(6, '0')}`, '2025-09-03', 1000 + i),
    ),
  );

/** An uploaded import with its last piece taken away (as if still on its way), and that piece. */
async function withLastPieceMissing(tag: string) {
  const queued = await upload(c, content(tag));
  const [imp] = await c.db
    .select({ parts: statementImports.parts })
    .from(statementImports)
    .where(eq(statementImports.id, queued.id));
  expect(imp!.parts).toBeGreaterThanOrEqual(2);
  const last = and(
    eq(statementImportParts.importId, queued.id),
    eq(statementImportParts.part, imp!.parts! - 1),
  );
  const [piece] = await c.db.delete(statementImportParts).where(last).returning();
  return { id: queued.id, piece: piece! };
}

const linesOf = async (importId: number) =>
  (
    await c.db
      .select({ n: count() })
      .from(statementLines)
      .where(eq(statementLines.importId, importId))
  )[0]!.n;

describe('an upload stored in pieces after its import is queued', () => {
  it('the import waits for the last piece, then imports every row once', async () => {
    const { id, piece } = await withLastPieceMissing('UPW');
    const run = c.app.services.reconciliation.runImport(id);
    await new Promise((r) => setTimeout(r, 600));
    expect((await importStatus(c, id)).state).toBe('Queued');
    expect(await linesOf(id)).toBe(0);
    await c.db.insert(statementImportParts).values(piece);
    await run;
    const done = await importStatus(c, id);
    expect(done).toMatchObject({ state: 'Done', added: ROWS, rejected: 0, totalRows: ROWS });
    expect(await linesOf(id)).toBe(ROWS);
  });

  it('an upload cut off part way fails as such once the wait is over, importing nothing', async () => {
    const { id } = await withLastPieceMissing('UPC');
    // its upload began longer ago than the job waits
    await c.db
      .update(statementImports)
      .set({ createdAt: sql`now() - make_interval(secs => ${UPLOAD_WAIT_MS / 1000 + 5})` })
      .where(eq(statementImports.id, id));
    await c.app.services.reconciliation.runImport(id);
    const failed = await importStatus(c, id);
    expect(failed).toMatchObject({ state: 'Failed', failure: RECON_MESSAGES.uploadCutOff });
    expect(await linesOf(id)).toBe(0);
  });

  it('an upload whole when its answer comes: every piece stored, the job runs at once', async () => {
    const queued = await upload(c, content('UPA'));
    const [imp] = await c.db
      .select({ parts: statementImports.parts })
      .from(statementImports)
      .where(eq(statementImports.id, queued.id));
    const [stored] = await c.db
      .select({ n: count() })
      .from(statementImportParts)
      .where(eq(statementImportParts.importId, queued.id));
    expect(stored!.n).toBe(imp!.parts);
    await c.app.services.reconciliation.runImport(queued.id);
    expect((await importStatus(c, queued.id)).state).toBe('Done');
  });
});
