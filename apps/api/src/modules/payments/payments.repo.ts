import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ugandaMidnight,
  type PaymentEvent,
  type PaymentEventEntry,
  type PaymentFilter,
  type PaymentState,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { customers, paymentRequests, staffUsers, standInPrompts } from '../../db/schema/index.ts';
import type { StandInPrompt } from '../../integrations/mobile-money.ts';

export type PaymentRow = typeof paymentRequests.$inferSelect & {
  customerName: string | null;
  requestedByName: string | null;
};
export type NewPayment = typeof paymentRequests.$inferInsert;

const select = {
  row: paymentRequests,
  customerName: sql<
    string | null
  >`nullif(trim(${customers.firstname} || ' ' || coalesce(${customers.lastname}, '')), '')`,
  requestedByName: staffUsers.name,
};

/** A timeline entry, now. */
export const event = (e: PaymentEvent, detail: string | null = null): PaymentEventEntry => ({
  at: new Date().toISOString(),
  event: e,
  detail,
});

/** The filters of the list and its export, as SQL. */
function where(f: PaymentFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.state) parts.push(eq(paymentRequests.state, f.state));
  if (f.network) parts.push(eq(paymentRequests.network, f.network));
  if (f.target) parts.push(eq(paymentRequests.target, f.target));
  if (f.targetId) parts.push(eq(paymentRequests.targetId, f.targetId));
  if (f.customerId) parts.push(eq(paymentRequests.customerId, f.customerId));
  if (f.from) parts.push(gte(paymentRequests.createdAt, new Date(ugandaMidnight(f.from))));
  if (f.to) {
    const next = new Date(Date.parse(ugandaMidnight(f.to)) + 86_400_000);
    parts.push(lt(paymentRequests.createdAt, next));
  }
  if (f.search) {
    const term = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = f.search.replace(/\D/g, '');
    parts.push(
      or(
        ilike(paymentRequests.transactionId, term),
        sql`${paymentRequests.reference}::text ILIKE ${term}`,
        digits.length >= 3
          ? sql`${paymentRequests.phone} LIKE ${`%${digits.replace(/^0/, '')}%`}`
          : undefined,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** Payment requests and the stand-in's prompts; `db` may be a transaction. */
export function createPaymentsRepo(db: Db) {
  const base = () =>
    db
      .select(select)
      .from(paymentRequests)
      .leftJoin(customers, eq(customers.id, paymentRequests.customerId))
      .leftJoin(staffUsers, eq(staffUsers.id, paymentRequests.requestedBy));
  const flat = (
    r: { row: typeof paymentRequests.$inferSelect } & Omit<
      PaymentRow,
      keyof typeof paymentRequests.$inferSelect
    >,
  ): PaymentRow => ({
    ...r.row,
    customerName: r.customerName,
    requestedByName: r.requestedByName,
  });

  return {
    async insert(p: NewPayment) {
      const [row] = await db.insert(paymentRequests).values(p).returning();
      return row!;
    },

    async get(id: number): Promise<PaymentRow | undefined> {
      const [r] = await base().where(eq(paymentRequests.id, id)).limit(1);
      return r ? flat(r) : undefined;
    },

    /** The request a reference names, unlocked. */
    async byReference(reference: string) {
      const [r] = await db
        .select()
        .from(paymentRequests)
        .where(eq(paymentRequests.reference, reference))
        .limit(1);
      return r;
    },

    /** The request as it is, unlocked (to find its thing, which is locked first). */
    async find(id: number) {
      const [r] = await db
        .select()
        .from(paymentRequests)
        .where(eq(paymentRequests.id, id))
        .limit(1);
      return r;
    },

    /** The request, locked for its outcome (after its target: the lock order of ADR 058). */
    async lock(id: number) {
      const [r] = await db
        .select()
        .from(paymentRequests)
        .where(eq(paymentRequests.id, id))
        .for('update')
        .limit(1);
      return r;
    },

    /** The request waiting on her phone for a thing, if any. */
    async waitingFor(target: string, targetId: number): Promise<PaymentRow | undefined> {
      const [r] = await base()
        .where(
          and(
            eq(paymentRequests.target, target as PaymentRow['target']),
            eq(paymentRequests.targetId, targetId),
            eq(paymentRequests.state, 'Pending'),
          ),
        )
        .limit(1);
      return r ? flat(r) : undefined;
    },

    /** Moves a request's state (and anything else given), adding to its timeline. */
    async update(
      id: number,
      set: Partial<
        Pick<
          NewPayment,
          'state' | 'reason' | 'transactionId' | 'incomeId' | 'finishedAt' | 'amount'
        >
      >,
      ...events: PaymentEventEntry[]
    ) {
      await db
        .update(paymentRequests)
        .set({
          ...set,
          timeline: sql`${paymentRequests.timeline} || ${JSON.stringify(events)}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(paymentRequests.id, id));
    },

    /** Adds to a request's timeline only. */
    note: (id: number, ...events: PaymentEventEntry[]) =>
      db
        .update(paymentRequests)
        .set({ timeline: sql`${paymentRequests.timeline} || ${JSON.stringify(events)}::jsonb` })
        .where(eq(paymentRequests.id, id)),

    async page(f: PaymentFilter, offset: number, limit: number) {
      const w = where(f);
      const rows = await base()
        .where(w)
        .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
        .offset(offset)
        .limit(limit);
      const [c] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentRequests)
        .where(w);
      return { rows: rows.map(flat), count: c?.n ?? 0 };
    },

    /** The filtered requests for the CSV, newest first, in batches before an id. */
    async batch(f: PaymentFilter, beforeId: number | null, size: number) {
      const w = and(where(f), beforeId ? lt(paymentRequests.id, beforeId) : undefined);
      const rows = await base().where(w).orderBy(desc(paymentRequests.id)).limit(size);
      return rows.map(flat);
    },

    /** Pending requests past their time, oldest first (the sweep after a long stop). */
    async overdue(now: Date, size: number) {
      return db
        .select({ id: paymentRequests.id })
        .from(paymentRequests)
        .where(and(eq(paymentRequests.state, 'Pending'), lt(paymentRequests.expiresAt, now)))
        .orderBy(paymentRequests.expiresAt)
        .limit(size);
    },

    // The local stand-in's prompts (integrations/mobile-money.ts StandInStore).
    async createPrompt(p: Omit<StandInPrompt, 'decision' | 'transactionId'>) {
      await db.insert(standInPrompts).values(p).onConflictDoNothing();
    },
    async readPrompt(reference: string): Promise<StandInPrompt | undefined> {
      const [p] = await db
        .select({
          reference: standInPrompts.reference,
          amount: standInPrompts.amount,
          msisdn: standInPrompts.msisdn,
          note: standInPrompts.note,
          decision: standInPrompts.decision,
          transactionId: standInPrompts.transactionId,
        })
        .from(standInPrompts)
        .where(eq(standInPrompts.reference, reference))
        .limit(1);
      return p;
    },
    /** Her answer, once: a second answer (a double click, a colleague) changes nothing. */
    async decidePrompt(
      reference: string,
      decision: 'accepted' | 'declined',
      transactionId: string | null,
      staffId: string | null,
    ) {
      const r = await db
        .update(standInPrompts)
        .set({ decision, transactionId, decidedBy: staffId, decidedAt: sql`now()` })
        .where(
          and(eq(standInPrompts.reference, reference), sql`${standInPrompts.decision} IS NULL`),
        )
        .returning({ reference: standInPrompts.reference });
      return r.length > 0;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
export type { PaymentState };
