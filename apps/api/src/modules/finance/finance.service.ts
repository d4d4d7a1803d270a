import type { Readable } from 'node:stream';
import {
  FINANCE_MESSAGES,
  INCOME_CSV_COLUMNS,
  type IncomeFilter,
  type incomeFormSchema,
  type incomeUpdateSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordAccess } from '../../platform/access-log.ts';
import type { Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import type { Claim } from '../../platform/idempotency.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { csvStream } from '../../lib/csv.ts';
import { CUSTOMER_NOT_FOUND, type CustomersService } from '../customers/customers.service.ts';
import { columnValues } from '../../db/field-map.ts';
import { createFinanceRepo, type IncomeInsert, type IncomeSort } from './finance.repo.ts';
import { FORM_COLUMNS } from './income-fields.repo.ts';

type Form = z.output<typeof incomeFormSchema>;

/** The table's columns the form writes, from the form (income-fields.repo.ts). */
const columns = (f: Form) => columnValues(FORM_COLUMNS, f) as Partial<IncomeInsert>;

/**
 * What a ledger export held, for its access entry: "1,204 entries; from
 * 2026-11-01, station Kampala". A search's words are left out (they may be
 * a name or a phone number): only that there was one.
 */
export function ledgerExportDetail(count: number, filter: IncomeFilter): string {
  const used = Object.entries(filter)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => (k === 'search' ? 'a search' : `${k.replace('_', ' ')} ${String(v)}`));
  const n = `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`;
  return used.length ? `${n}; ${used.join(', ')}` : `${n}; the whole ledger`;
}

export function createFinanceService(deps: { db: Db; customers: CustomersService }) {
  const repo = createFinanceRepo(deps.db);

  /** One record as the API answers it (built by the database, ADR 032). */
  async function get(id: number) {
    const income = await repo.get(id);
    if (!income) throw notFound(FINANCE_MESSAGES.notFound);
    return income;
  }

  async function refuseDuplicate(docId: string, exceptId?: number) {
    const other = await repo.findByDocId(docId);
    if (other && other.id !== exceptId) throw conflict(FINANCE_MESSAGES.duplicate(docId));
  }

  /** One page, with the count and the totals by status of the whole filter. */
  async function page(
    filter: IncomeFilter & { userId?: number },
    sort: IncomeSort,
    order: 'asc' | 'desc',
    offset: number,
    limit: number,
  ) {
    return repo.page(filter, sort, order, offset, limit);
  }

  return {
    page,

    /** Folds the ledger's appended total changes (ADR 009). */
    foldTotals: () => repo.foldTotals(),
    vacuumTotals: () => repo.vacuumTotals(),

    async forCustomer(customerId: number, offset: number, limit: number) {
      await deps.customers.getRow(customerId);
      return page({ userId: customerId }, 'txn_date', 'desc', offset, limit);
    },

    get,

    /**
     * created_by is the signed-in staff member; receipt numbers are unique.
     * `claim`: the idempotency key the write claims and stores its answer for (ADR 021).
     */
    async create(input: Form, actor: Actor, claim?: Claim) {
      let written;
      try {
        written = await repo.create(
          { ...input, created_by: actor.id },
          actor,
          { after: { doc_id: input.doc_id, amount: input.amount, status: input.status } },
          claim,
        );
      } catch (err) {
        // Two saves of one receipt at once: the unique index decides.
        if (isUniqueViolation(err)) throw conflict(FINANCE_MESSAGES.duplicate(input.doc_id));
        throw err;
      }
      if (written.data) return written.data;
      // The checks are part of the write (one statement), which says why it
      // wrote nothing. The key is asked first: a repeat is answered as the
      // first time, even if its customer has gone since. Then an unknown
      // customer before a repeated receipt, as the write's snapshot saw them.
      const checksPassed = written.customerLive && written.receiptFree;
      if (claim) await claim.mustBeFree({ locked: written.locked, keyRefused: checksPassed });
      if (!written.customerLive) throw notFound(CUSTOMER_NOT_FOUND);
      throw conflict(FINANCE_MESSAGES.duplicate(input.doc_id));
    },

    /** A wrong entry is corrected by an edit (no hard delete); the audit keeps before and after. */
    async update(id: number, input: z.output<typeof incomeUpdateSchema>, actor: Actor) {
      const before = await repo.row(id);
      if (!before) throw notFound(FINANCE_MESSAGES.notFound);
      await deps.customers.getRow(input.user_id);
      await refuseDuplicate(input.doc_id, id);
      const values = columns(input);
      try {
        await deps.db.transaction(async (tx) => {
          const txRepo = createFinanceRepo(tx);
          await updateWithAudit(tx, actor, {
            entity: 'income_trace',
            entityId: id,
            before,
            fields: Object.keys(values) as (keyof typeof before)[],
            // the write answers the id: the entry is read back as it now is
            write: async () => {
              const version = input.updatedAt ? new Date(input.updatedAt) : undefined;
              return (await txRepo.update(id, values, version)) ? txRepo.row(id) : undefined;
            },
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(FINANCE_MESSAGES.duplicate(input.doc_id));
        throw err;
      }
      return get(id);
    },

    /**
     * Issue 26: a ledger export is accounted for before it streams: how many
     * entries and which filters, never personal data.
     */
    async accountExport(filter: IncomeFilter, actor: Actor) {
      const page = await repo.page(filter, 'txn_date', 'desc', 0, 1);
      const { count } = JSON.parse(page.json) as { count: number };
      await recordAccess(deps.db, actor, {
        action: 'export',
        record: 'ledger_csv',
        detail: ledgerExportDetail(count, filter),
      });
    },

    /**
     * The filtered ledger as CSV, produced batch by batch so memory stays
     * flat; its columns are the contract's (INCOME_CSV_COLUMNS), from the
     * entries as the API answers them.
     */
    exportCsv(filter: IncomeFilter): Readable {
      const batchSize = 2000;
      return csvStream<ExportRow>(
        INCOME_CSV_COLUMNS.map((c) => c.label),
        (last) => repo.exportBatch(filter, last && { date: last.txn_date, id: last.id }, batchSize),
        (row) => INCOME_CSV_COLUMNS.map((c) => c.cell(row)),
        batchSize,
      );
    },
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
type ExportRow = Awaited<ReturnType<ReturnType<typeof createFinanceRepo>['exportBatch']>>[number];
