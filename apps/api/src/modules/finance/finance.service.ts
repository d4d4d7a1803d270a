import { Readable } from 'node:stream';
import {
  MSG,
  FINANCE_MESSAGES,
  formatName,
  type IncomeFilter,
  type incomeFormSchema,
  type incomeUpdateSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordAccess } from '../../platform/access-log.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { Claim } from '../../platform/idempotency.ts';
import { changedFields } from '../../lib/diff.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { csvCell } from '../../lib/csv.ts';
import { CUSTOMER_NOT_FOUND, type CustomersService } from '../customers/customers.service.ts';
import { columnValues } from '../../db/field-map.ts';
import { createFinanceRepo, type IncomeInsert, type IncomeSort } from './finance.repo.ts';
import { FORM_COLUMNS } from './income-fields.ts';

type Form = z.output<typeof incomeFormSchema>;

/** The table's columns the form writes, from the form (income-fields.ts). */
const columns = (f: Form) => columnValues(FORM_COLUMNS, f) as Partial<IncomeInsert>;

const CSV_HEADER = [
  'Date',
  'User id',
  'Customer',
  'Phone number',
  'Address',
  'Receipt No',
  'Product',
  'Station',
  'Source',
  'Amount',
  'Pay Method',
  'Status',
  'Narration',
];

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
          const ok = await createFinanceRepo(tx).update(
            id,
            values,
            input.updatedAt ? new Date(input.updatedAt) : undefined,
          );
          if (!ok) throw conflict(MSG.staleRecord);
          const after = await createFinanceRepo(tx).row(id);
          await audit(tx, actor, {
            action: 'update',
            entity: 'income_trace',
            entityId: id,
            summary: changedFields(before, after!, Object.keys(values) as (keyof typeof before)[]),
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

    /** The filtered ledger as CSV, produced batch by batch so memory stays flat. */
    exportCsv(filter: IncomeFilter): Readable {
      const batchSize = 2000;
      let after: { date: string; id: number } | undefined;
      let header = true;
      let done = false;
      return new Readable({
        async read() {
          try {
            if (header) {
              header = false;
              this.push(`${CSV_HEADER.join(',')}\r\n`);
              return;
            }
            if (done) return void this.push(null);
            const batch = await repo.exportBatch(filter, after, batchSize);
            if (batch.length < batchSize) done = true;
            const last = batch.at(-1);
            if (last) after = { date: last.income.txnDate, id: last.income.id };
            const lines = batch.map(({ income: i, user }) =>
              [
                i.txnDate,
                i.userId,
                formatName(user.firstname, user.lastname),
                user.phonenumber,
                user.address,
                i.docId,
                i.product,
                i.station,
                i.leadSource,
                i.amount,
                i.paymentMethod,
                i.status,
                i.summary,
              ]
                .map(csvCell)
                .join(','),
            );
            if (lines.length) this.push(`${lines.join('\r\n')}\r\n`);
            if (done) this.push(null);
          } catch (err) {
            this.destroy(err as Error);
          }
        },
      });
    },
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
