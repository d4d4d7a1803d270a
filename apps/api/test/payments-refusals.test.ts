import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MONEY_RANGE_HINT, PAYMENT_MESSAGES, formatUGX } from '@app/contract';
import {
  incomeTrace,
  jobCards,
  paymentRequests,
  standInPrompts,
  statementLines,
} from '../src/db/schema/index.ts';
import { type Ctx } from './factories.ts';
import { data, standInPayments } from './payments-kit.ts';

// Issue 43: what a prompt refuses (and writes nothing), and what it does
// once when asked twice: a double click, a colleague, three Accepts at once.

const k = standInPayments();
const { ask, accept, decline, count, card } = k;
let c: Ctx;
beforeAll(() => {
  c = k.c;
});

describe('a payment prompt refused, or asked twice', () => {
  it('refuses bad input with a clear message and writes nothing', async () => {
    const { job } = await card();
    const cancelled = await card();
    await c.put(`/portal/jobcard/${cancelled.job.id}`, { status: 'cancelled' });
    const before = await count(paymentRequests);
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { target: 'jobcard', targetId: job.id, amount: 1000, phone: '0790 123 456' },
        400,
        PAYMENT_MESSAGES.network,
      ],
      [
        { target: 'jobcard', targetId: job.id, amount: 250_001 },
        400,
        PAYMENT_MESSAGES.aboveOwed(formatUGX(250_000)),
      ],
      [{ target: 'jobcard', targetId: job.id, amount: 0 }, 400, ''],
      [{ target: 'jobcard', targetId: job.id, amount: 10_000_000_001 }, 400, MONEY_RANGE_HINT],
      [{ target: 'jobcard', targetId: job.id, amount: '12.5' }, 400, ''],
      [
        { target: 'jobcard', targetId: 999_999, amount: 1000 },
        404,
        PAYMENT_MESSAGES.targetNotFound,
      ],
      [{ target: 'nurse', targetId: job.id, amount: 1000 }, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const res = await ask(body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      if (message) expect(res.body).toContain(message);
    }
    const onCancelled = await ask({ target: 'jobcard', targetId: cancelled.job.id, amount: 1000 });
    expect(onCancelled.statusCode, onCancelled.body).toBe(409);
    expect(onCancelled.json().error).toBe(PAYMENT_MESSAGES.cancelled);
    expect(await count(paymentRequests)).toBe(before);
  });

  it('never prompts her twice: a double click answers the first request again, a colleague at once is refused', async () => {
    const { job } = await card();
    const body = { target: 'jobcard', targetId: job.id, amount: 50_000 };
    const [a, b] = await Promise.all([ask(body, 'dialog-1'), ask(body, 'dialog-1')]);
    const codes = [a.statusCode, b.statusCode].sort();
    // the same key: the first answer again, or "still running" (409) while it runs
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(codes);
    const repeat = await ask(body, 'dialog-1');
    expect(repeat.statusCode).toBe(201);
    expect(data(repeat).id).toBe(data(a.statusCode === 201 ? a : b).id);
    const colleague = await ask(body, 'dialog-2');
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json().error).toBe(PAYMENT_MESSAGES.pending);
    const rows = await c.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.targetId, job.id));
    expect(rows.filter((r) => r.target === 'jobcard')).toHaveLength(1);
    expect(
      (
        await c.db
          .select()
          .from(standInPrompts)
          .where(eq(standInPrompts.reference, rows[0]!.reference))
      ).length,
    ).toBe(1);
  });

  it('a double click on Accept applies the payment once: one entry, one line, one receipt', async () => {
    const { job } = await card('80,000');
    const p = data(await ask({ target: 'jobcard', targetId: job.id, amount: 80_000 }));
    const before = await count(incomeTrace);
    const answers = await Promise.all([accept(p.id), accept(p.id), accept(p.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe(
      PAYMENT_MESSAGES.notPending,
    );
    expect(data(await c.read(`/payment/${p.id}`)).state).toBe('Successful');
    expect(await count(incomeTrace)).toBe(before + 1);
    const lines = await c.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.paymentId, p.id));
    expect(lines).toHaveLength(1);
    const [j] = await c.db.select().from(jobCards).where(eq(jobCards.id, job.id));
    expect(j!.receiptAmount).toBe(80_000);
    // Declining after she paid changes nothing.
    expect((await decline(p.id)).statusCode).toBe(409);
    expect(data(await c.read(`/payment/${p.id}`)).state).toBe('Successful');
  });
});
