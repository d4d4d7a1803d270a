import { isNotNull } from 'drizzle-orm';
import { LEAD_SOURCES, ORDER_PRODUCTS, PAYMENT_METHODS, STATIONS } from '@app/contract';
import { customers, incomeTrace, jobCards, staffUsers } from '../schema/index.ts';
import type { Seeder } from './types.ts';

const PRICE: Record<(typeof ORDER_PRODUCTS)[number], [number, number]> = {
  'PREPARED MAMA': [150_000, 220_000],
  'PATIENT CARE': [250_000, 1_500_000],
  'POSTNATAL CARE': [300_000, 900_000],
  'VALUE KIT': [80_000, 120_000],
  SHOP: [15_000, 250_000],
};

/**
 * About 3,000 ledger entries over the last year (recent ones more often still
 * pending), and the receipt of every completed job card.
 */
export const seedFinance: Seeder = {
  name: 'incomeTrace',
  async run({ db, r, now }) {
    const people = await db.select({ id: customers.id }).from(customers);
    const staff = await db.select({ id: staffUsers.id }).from(staffUsers);
    if (!people.length) return 0;
    const rows: (typeof incomeTrace.$inferInsert)[] = [];
    for (let i = 0; i < 3000; i++) {
      const ageDays = r.int(0, 364);
      const at = new Date(now.getTime() - ageDays * 86_400_000);
      const product = r.pick(ORDER_PRODUCTS);
      const [lo, hi] = PRICE[product];
      const status =
        ageDays < 10
          ? r.pick(['Pending', 'UnPaid', 'Paid'] as const)
          : r.bool(0.9)
            ? 'Paid'
            : 'UnPaid';
      rows.push({
        txnDate: at.toISOString().slice(0, 10),
        product,
        leadSource: r.pick(LEAD_SOURCES),
        station: r.pick(STATIONS),
        paymentMethod: r.pick(PAYMENT_METHODS),
        status,
        amount: Math.round(r.int(lo, hi) / 1000) * 1000,
        docId: `RCT-${String(i + 1).padStart(6, '0')}`,
        summary: r.bool(0.3)
          ? r.pick([
              'Paid in two instalments',
              'Delivered to Kira',
              'Referral from Nsambya',
              'Repeat client',
            ])
          : null,
        userId: r.pick(people).id,
        createdBy: staff.length ? r.pick(staff).id : null,
        createdAt: at,
        updatedAt: at,
      });
    }
    // Every completed job card's receipt is in the ledger too, mostly paid by
    // mobile money: the receipt gives a nurse job its station (payroll, ADR 038).
    const receipts = await db
      .select()
      .from(jobCards)
      .where(isNotNull(jobCards.receiptNumber))
      .orderBy(jobCards.id);
    for (const card of receipts) {
      const paidOn = card.endDate ?? card.createdAt.toISOString().slice(0, 10);
      rows.push({
        txnDate: paidOn,
        product: 'PATIENT CARE',
        leadSource: r.pick(LEAD_SOURCES),
        station: r.pick(STATIONS),
        paymentMethod: r.pick(['Mobile Money', 'Mobile Money', 'Airtel Account', 'Bank Deposit']),
        status: 'Paid',
        amount: card.receiptAmount ?? 0,
        docId: card.receiptNumber!,
        summary: `Care card ${card.careCardNumber}`,
        userId: card.customerId,
        createdBy: card.createdBy,
        createdAt: new Date(`${paidOn}T10:00:00Z`),
        updatedAt: new Date(`${paidOn}T10:00:00Z`),
      });
    }
    for (let i = 0; i < rows.length; i += 1000)
      await db.insert(incomeTrace).values(rows.slice(i, i + 1000));
    return rows.length;
  },
};
