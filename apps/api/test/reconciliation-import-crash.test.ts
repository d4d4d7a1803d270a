import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reconMappingSchema, type ReconImport } from '@app/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { statementImports, statementLines } from '../src/db/schema/index.ts';
import { IMPORT_CHUNK } from '../src/modules/reconciliation/statement-import.ts';
import { serverThatDies, sharedDatabase } from './reconciliation-crash.ts';
import { MTN_MAPPING, mtnCsv, statementRow as row } from './reconciliation-factories.ts';

// Issue 36: "an import cut off by a crash resumes within a minute of the
// next start, not 15". A server with queue workers takes the import up and
// is killed (SIGKILL) with some chunks stored; the next server, on the same
// database, takes the job up again once its heartbeat is missed (within a
// minute) and goes on after the last stored chunk: every line once.

describe('an import cut off by a crash', () => {
  it(
    'goes on after its last stored chunk within a minute of the next start: no line twice',
    { timeout: 180_000 },
    async () => {
      const total = 10 * IMPORT_CHUNK;
      const rows = Array.from({ length: total }, (_, i) =>
        row(
          `CR${String(i).padStart(6, '0')}`,
          '2025-08-03',
          1000 + i,
          i % 10 === 9 ? 'FAILED' : undefined,
        ),
      );
      // a later row repeating an earlier one's transaction ID is still a duplicate after the resume
      rows.push(row('CR000001', '2025-08-04', 5000));
      const shared = await sharedDatabase();
      const build = async (workers: boolean) => {
        const database = await shared.open();
        const app = await buildApp({
          config: loadConfig({ DATA_DIR: '/nonexistent', QUEUE_WORKERS: String(workers) }),
          database,
          secret: randomBytes(32).toString('hex'),
          mailer: { kind: 'log', send: async () => {} },
          logger: false,
        });
        await app.ready();
        return { app, database, db: database.db };
      };
      try {
        const first = await build(false);
        const queued = await first.app.services.reconciliation.startImport(
          {
            provider: 'MTN',
            fileName: 'crash.csv',
            content: mtnCsv(rows),
            mapping: reconMappingSchema.parse(MTN_MAPPING),
          },
          { id: null, email: null },
        );
        await first.app.close();
        await first.database.close();

        const died = await serverThatDies(shared.env, queued.id, 3 * IMPORT_CHUNK);
        expect(died.signal, died.errors).toBe('SIGKILL');

        const again = await build(true);
        try {
          const at = async () =>
            (
              await again.db
                .select()
                .from(statementImports)
                .where(eq(statementImports.id, queued.id))
            )[0]!;
          const cut = await at();
          expect(cut.state).toBe('Importing');
          expect(cut.processedRows).toBeGreaterThanOrEqual(3 * IMPORT_CHUNK);
          expect(cut.processedRows).toBeLessThan(total);
          const started = Date.now();
          let lowest = cut.processedRows;
          let now = cut;
          while (now.state !== 'Done' && now.state !== 'Failed' && Date.now() - started < 90_000) {
            await new Promise((r) => setTimeout(r, 100));
            now = await at();
            lowest = Math.min(lowest, now.processedRows);
          }
          expect(now.state).toBe('Done');
          expect(Date.now() - started).toBeLessThan(60_000);
          // it went on from where it was cut off, never from row 0
          expect(lowest).toBeGreaterThanOrEqual(cut.processedRows);
          const failed = total / 10;
          expect(now).toMatchObject({
            totalRows: total + 1,
            processedRows: total + 1,
            added: total - failed,
            failed,
            duplicates: 1,
            rejected: 0,
          } satisfies Partial<ReconImport>);
          const [stored] = await again.db
            .select({
              n: count(),
              distinct: sql<number>`count(DISTINCT ${statementLines.transactionId})::int`,
            })
            .from(statementLines)
            .where(eq(statementLines.importId, queued.id));
          expect(stored).toEqual({ n: total - failed, distinct: total - failed });
        } finally {
          await again.app.close();
          await again.database.close();
        }
      } finally {
        await shared.remove();
      }
    },
  );
});
