import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  customers,
  incomeTrace,
  staffUsers,
  statementImports,
  statementLines,
} from '../schema/index.ts';
import type { Seeder } from './types.ts';

type Provider = 'MTN' | 'Airtel';
const PROVIDER_OF: Record<string, Provider> = { 'Mobile Money': 'MTN', 'Airtel Account': 'Airtel' };
const day = 86_400_000;

/**
 * A month of MTN MoMo and Airtel Money statement lines (issue 25): most
 * name their receipt number, some only match a ledger entry by amount, phone
 * and day, some pay a receipt in two parts, some match nothing; and some mobile money receipts have no payment
 * behind them. The lines are stored as an import would store them, then
 * the reconciliation module's own matching runs over them, as an upload's does
 * (`ports.matchStatements`, given by demo-seed.ts).
 */
export const seedStatements: Seeder = {
  name: 'statementLines',
  async run({ db, r, now, ports }) {
    const since = new Date(now.getTime() - 30 * day).toISOString().slice(0, 10);
    const entries = await db
      .select({
        id: incomeTrace.id,
        docId: incomeTrace.docId,
        amount: incomeTrace.amount,
        txnDate: incomeTrace.txnDate,
        method: incomeTrace.paymentMethod,
        phone: customers.phonenumber,
        first: customers.firstname,
        last: customers.lastname,
      })
      .from(incomeTrace)
      .innerJoin(customers, eq(customers.id, incomeTrace.userId))
      .where(
        and(
          gte(incomeTrace.txnDate, since),
          inArray(incomeTrace.paymentMethod, Object.keys(PROVIDER_OF)),
          sql`${incomeTrace.status} <> 'Pending'`,
        ),
      )
      .orderBy(incomeTrace.id);
    if (!entries.length) return 0;

    const imports = new Map<Provider, number>();
    for (const provider of ['MTN', 'Airtel'] as const) {
      const [row] = await db
        .insert(statementImports)
        .values({
          provider,
          fileName: `${provider === 'MTN' ? 'MoMo' : 'Airtel Money'} statement ${since.slice(0, 7)}.csv`,
          state: 'Done',
          mapping: {},
          createdAt: now,
          finishedAt: now,
        })
        .returning({ id: statementImports.id });
      imports.set(provider, row!.id);
    }

    const lines: (typeof statementLines.$inferInsert)[] = [];
    const txn = (provider: Provider, at: Date) =>
      provider === 'MTN'
        ? String(r.int(1_000_000_000, 9_999_999_999))
        : `MP${at.toISOString().slice(2, 10).replaceAll('-', '')}.${String(r.int(1000, 9999))}.A${r.int(10_000, 99_999)}`;
    const at = (date: string) => {
      const d = new Date(`${date}T00:00:00+03:00`);
      return new Date(d.getTime() + r.int(7, 20) * 3600_000 + r.int(0, 59) * 60_000);
    };
    for (const e of entries) {
      const provider = PROVIDER_OF[e.method]!;
      const roll = r.next();
      // 20%: a receipt marked Paid with no payment behind it (the "unbacked" view).
      if (roll < 0.2) continue;
      const when = at(e.txnDate);
      // Paid a day or two after the receipt was written, sometimes.
      const paidAt = roll < 0.35 ? new Date(when.getTime() + r.int(1, 2) * day) : when;
      if (paidAt > now) continue;
      // 5%: paid in two parts, each naming the receipt (issue 36: each is
      // suggested, "short by ...", for staff to confirm as part payments).
      if (roll >= 0.6 && roll < 0.65 && e.amount >= 20_000) {
        const first = Math.round((e.amount * 0.4) / 1000) * 1000;
        for (const [k, amount] of [first, e.amount - first].entries()) {
          const partAt = new Date(paidAt.getTime() + k * 3 * day);
          if (partAt > now) break;
          lines.push({
            importId: imports.get(provider)!,
            provider,
            transactionId: txn(provider, paidAt),
            occurredAt: partAt,
            amount,
            phone: e.phone,
            payerName: `${e.first} ${e.last}`.toUpperCase(),
            reference: `${e.docId} part ${k + 1}`,
          });
        }
        continue;
      }
      lines.push({
        importId: imports.get(provider)!,
        provider,
        transactionId: txn(provider, paidAt),
        occurredAt: paidAt,
        amount: e.amount,
        phone: e.phone,
        payerName: `${e.first} ${e.last}`.toUpperCase(),
        // 65%: the customer wrote the receipt number; else a message of their own.
        reference: roll < 0.65 ? e.docId : r.pick(['care', 'for mama', null, 'payment', null]),
      });
    }
    // Payments the ledger knows nothing of: a wrong number, a relative paying ahead.
    for (let i = 0; i < 12; i++) {
      const provider = r.pick(['MTN', 'Airtel'] as const);
      const when = r.recentDate(30, now);
      lines.push({
        importId: imports.get(provider)!,
        provider,
        transactionId: txn(provider, when),
        occurredAt: when,
        amount: r.int(2, 60) * 5_000,
        phone: `+2567${r.pick(['0', '5', '7', '8'])}${String(r.int(0, 9_999_999)).padStart(7, '0')}`,
        payerName: r.pick(['NAKATO SARAH', 'OKELLO JAMES', 'NAMUBIRU RUTH', 'SSEMPALA JOHN']),
        reference: r.pick([null, 'deposit', 'school', 'mama kit']),
      });
    }
    lines.sort((a, b) => a.occurredAt!.getTime() - b.occurredAt!.getTime());
    for (let i = 0; i < lines.length; i += 500)
      await db.insert(statementLines).values(lines.slice(i, i + 500));
    const [admin] = await db
      .select({ id: staffUsers.id, email: staffUsers.email })
      .from(staffUsers)
      .where(eq(staffUsers.role, 'ADMIN'))
      .orderBy(staffUsers.createdAt)
      .limit(1);
    for (const importId of imports.values())
      await ports.matchStatements(db, importId, {
        id: admin?.id ?? null,
        email: admin?.email ?? null,
      });
    // The matching stamps the clock's time; the demo's moments end at `now`.
    await db.execute(sql`update statement_suggestions set created_at = ${now}`);
    await db.execute(
      sql`update statement_lines set matched_at = ${now} where matched_at is not null`,
    );
    await db.execute(sql`update statement_imports set finished_at = ${now}`);
    return lines.length;
  },
};
