import { Readable } from 'node:stream';
import {
  FINANCE_MESSAGES,
  formatName,
  type Income,
  type IncomeFilter,
  type incomeFormSchema,
  type incomeUpdateSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import type { Claim } from '../../platform/idempotency.ts';
import { changedFields } from '../../lib/diff.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import { STALE_RECORD } from '../../lib/version.ts';
import {
  createFinanceRepo,
  type IncomeInsert,
  type IncomeSort,
  type JoinedIncome,
} from './finance.repo.ts';

function toIncome({ income: i, user }: JoinedIncome): Income {
  return {
    id: i.id,
    txn_date: i.txnDate,
    product: i.product,
    lead_source: i.leadSource,
    station: i.station,
    payment_method: i.paymentMethod,
    status: i.status,
    amount: i.amount,
    doc_id: i.docId,
    summary: i.summary,
    user_id: i.userId,
    created_by: i.createdBy,
    User: user,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

type Form = z.output<typeof incomeFormSchema>;

const columns = (f: Form): Omit<IncomeInsert, 'createdBy'> => ({
  txnDate: f.txn_date,
  product: f.product,
  leadSource: f.lead_source,
  station: f.station,
  paymentMethod: f.payment_method,
  status: f.status,
  amount: f.amount,
  docId: f.doc_id,
  summary: f.summary,
  userId: f.user_id,
});

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
 * RFC 4180 quoting. A cell a spreadsheet would run as a formula (=, @, or +/-
 * before anything but digits) is defused; a phone number like +256... is not.
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^(?:[=@\t\r]|[+-](?!\d+$))/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const isUniqueViolation = (err: unknown) => {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++, e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
};

export function createFinanceService(deps: { db: Db; customers: CustomersService }) {
  const repo = createFinanceRepo(deps.db);

  async function mustGet(id: number) {
    const row = await repo.get(id);
    if (!row) throw notFound(FINANCE_MESSAGES.notFound);
    return row;
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

    get: async (id: number) => toIncome(await mustGet(id)),

    /** created_by is the signed-in staff member; receipt numbers are unique. */
    /** `claim`: the idempotency key the write claims and stores its answer for (ADR 021). */
    async create(input: Form, actor: Actor, claim?: Claim) {
      // The checks are part of the write (one statement); when it writes
      // nothing, they are asked again to tell why: the key first (a repeat
      // is answered as the first time, even if its customer has gone since),
      // then an unknown customer before a repeated receipt. If all pass by
      // then (the receipt number was freed meanwhile), the write is tried again.
      for (let attempt = 1; ; attempt++) {
        let written;
        try {
          written = await repo.create(
            { ...columns(input), createdBy: actor.id },
            actor,
            { after: { doc_id: input.doc_id, amount: input.amount, status: input.status } },
            claim,
          );
        } catch (err) {
          // Two saves of one receipt at once: the unique index decides.
          if (isUniqueViolation(err)) throw conflict(FINANCE_MESSAGES.duplicate(input.doc_id));
          throw err;
        }
        if (written.created) return toIncome(written.created);
        if (claim) await claim.mustBeFree(!written.locked);
        await deps.customers.getRow(input.user_id);
        await refuseDuplicate(input.doc_id);
        if (attempt === 3) throw conflict(FINANCE_MESSAGES.duplicate(input.doc_id));
      }
    },

    /** A wrong entry is corrected by an edit (no hard delete); the audit keeps before and after. */
    async update(id: number, input: z.output<typeof incomeUpdateSchema>, actor: Actor) {
      const before = await mustGet(id);
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
          if (!ok) throw conflict(STALE_RECORD);
          const after = await createFinanceRepo(tx).get(id);
          await audit(tx, actor, {
            action: 'update',
            entity: 'income_trace',
            entityId: id,
            summary: changedFields(
              before.income,
              after!.income,
              Object.keys(values) as (keyof typeof before.income)[],
            ),
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(FINANCE_MESSAGES.duplicate(input.doc_id));
        throw err;
      }
      return toIncome(await mustGet(id));
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
