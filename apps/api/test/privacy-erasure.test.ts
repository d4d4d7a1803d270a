import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, type ErasurePlan } from '@app/contract';
import {
  paymentRequests,
  standInPrompts,
  auditLog,
  customers,
  incomeTrace,
  jobCards,
  shopOrders,
  statementLines,
} from '../src/db/schema/index.ts';
import { personalValues, scrubJson, scrubText } from '../src/modules/privacy/erasure-scrub.ts';
import { phoneForms } from '../src/modules/privacy/erasure-scope.ts';
import { MARKETING_TOPIC } from '../src/modules/communication/marketing.ts';
import type { outboxGateway } from '../src/integrations/push.ts';
import { createCustomer, createJobCard } from './factories.ts';
import { createIncome } from './ledger-factories.ts';
import {
  NAKAWUNDE,
  data,
  phoneFormsOf,
  privacySetup,
  seedCustomer,
  type PrivacyCtx,
  type SeededCustomer,
} from './privacy-factories.ts';
import { dataRows, dumpDatabase, hits } from './privacy-dump.ts';
import { rowsOf } from './helpers.ts';

// Issue 26, erasure of a customer: every personal value of hers replaced in
// every table (the audit log's before/after included), her picture and push
// token gone, the books kept; a blocker or a wrong name changes nothing.

let c: PrivacyCtx;
let her: SeededCustomer;
let other: { id: number };
beforeAll(async () => {
  c = await privacySetup();
  her = await seedCustomer(c, NAKAWUNDE);
  other = await createCustomer(c, { firstname: 'Kept', lastname: 'Ssemakula' });
  await createJobCard(c, other.id, { medical_condition: 'Asthma', description: 'Mild asthma' });
});
afterAll(() => c.done());

const url = (id: number, kind = 'customer') => `/privacy/${kind}/${id}/erasure`;
/** Everything about the other customer, as text: must not change. */
const otherRows = async () =>
  rowsOf<{ x: string }>(
    await c.db
      .execute(sql`SELECT (SELECT string_agg(t::text, '|' ORDER BY t.id) FROM customers t WHERE t.id = ${other.id})
      || (SELECT string_agg(j::text, '|' ORDER BY j.id) FROM job_cards j WHERE j.customer_id = ${other.id}) AS x`),
  )[0]!.x;
const auditCount = () => c.db.$count(auditLog);

describe('erasing a customer', () => {
  it('only an ADMIN may see the plan, erase or export (STAFF: 403)', async () => {
    expect((await c.read(url(her.id))).statusCode).toBe(403);
    expect((await c.send(url(her.id), { confirmName: 'x' })).statusCode).toBe(403);
    expect((await c.read(`/privacy/customer/${her.id}/export`)).statusCode).toBe(403);
    expect((await c.as(c.admin).get(url(999_999))).statusCode).toBe(404);
    expect((await c.as(c.admin).get('/privacy/martian/1/erasure')).statusCode).toBe(400);
  });

  it('the plan counts the rows holding her data per table and names no blocker', async () => {
    const plan = data<ErasurePlan>(await c.as(c.admin).get(url(her.id)));
    expect(plan).toMatchObject({
      subjectKind: 'customer',
      subjectId: her.id,
      name: 'Nakawunde Birungi-Tusiime',
      erasedAt: null,
      blockers: [],
      pictures: 1,
    });
    for (const t of [
      'customers',
      'job_cards',
      'bookings',
      'shop_orders',
      'income_trace',
      'statement_lines',
      'notifications',
      'reviews',
      'audit_log',
      'idempotency_keys',
    ])
      expect(plan.rows[t], t).toBeGreaterThan(0);
    expect(plan.rows.income_trace).toBe(2);
    expect(plan.rows.notifications).toBe(2);
  });

  it('a name that does not match changes nothing (400)', async () => {
    const before = await dataRows(c);
    const res = await c.as(c.admin).post(url(her.id), { confirmName: 'Nakawunde Birungi' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(PRIVACY_MESSAGES.nameMismatch);
    expect((await c.as(c.admin).post(url(her.id), { confirmName: '  ' })).statusCode).toBe(400);
    expect(await dataRows(c)).toEqual(before);
  });

  it('erases her: a dump of the whole database holds none of her values', async () => {
    const keptOther = await otherRows();
    const entries = await auditCount();
    // her app had put her device in the tips topic
    const push = c.app.push as ReturnType<typeof outboxGateway>;
    const [stored] = await c.db
      .select({ fcmToken: customers.fcmToken })
      .from(customers)
      .where(eq(customers.id, her.id));
    const token = stored!.fcmToken!;
    await push.setTopic(token, MARKETING_TOPIC, true);
    expect(push.members(MARKETING_TOPIC)).toContain(token);
    // issue 43: a payment prompt sent to her number (through the local stand-in), with its timeline
    const reference = '2f1c7c1e-9a4b-4f7e-8d2a-5b6c7d8e9f01';
    await c.db.insert(paymentRequests).values({
      target: 'jobcard',
      targetId: her.jobCardId,
      label: `Job card ${her.careCardNumber}`,
      customerId: her.id,
      amount: 5_000,
      phone: NAKAWUNDE.phone,
      network: 'MTN',
      provider: 'stand-in',
      note: `For ${NAKAWUNDE.first}`,
      state: 'Failed',
      reference,
      expiresAt: new Date(),
      timeline: [
        { at: new Date().toISOString(), event: 'requested', detail: `from ${NAKAWUNDE.phone}` },
      ],
    });
    await c.db.insert(standInPrompts).values({
      reference,
      amount: 5_000,
      msisdn: NAKAWUNDE.phone,
      note: `For ${NAKAWUNDE.first}`,
      decision: 'declined',
    });
    const plan = data<ErasurePlan>(
      await c.as(c.admin).post(url(her.id), { confirmName: '  nakawunde   BIRUNGI-tusiime ' }),
    );
    expect(plan.erasedAt).not.toBeNull();
    expect(plan.name).toBe('');
    expect(plan.rows.job_cards).toBe(1);

    const p = NAKAWUNDE;
    const values = [
      ...phoneFormsOf(p.phone),
      ...phoneFormsOf(p.alternate),
      p.first,
      p.last,
      p.email,
      p.condition,
      p.patient,
      p.address,
      'Kiwatule Tailors',
      '1994-03-12',
      '1994-03-21',
      her.picture,
      `fcm-${p.last}`,
    ];
    expect(hits(await dumpDatabase(c), values)).toEqual([]);

    // the profile reads "Erased person", out of the lists, picture file gone
    const [row] = await c.db.select().from(customers).where(eq(customers.id, her.id));
    expect(row).toMatchObject({
      firstname: 'Erased',
      lastname: 'person',
      email: null,
      photoUrl: null,
      fcmToken: null,
      latitude: null,
      children: null,
      userId: `erased-${her.id}`,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.erasedAt).not.toBeNull();
    expect(existsSync(path.join(c.dataDir, 'pictures', her.picture))).toBe(false);
    expect((await c.get(`/pictures/${her.picture}`)).statusCode).toBe(404);
    expect(push.members(MARKETING_TOPIC)).not.toContain(token);
    // her profile still opens, as placeholders with the date; the list leaves her out
    const shown = await c.read(`/customer/${her.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ firstname: 'Erased', lastname: 'person' });
    expect(shown.json().data.erased_at).toBe(row!.erasedAt!.toISOString());
    const listed = (await c.read('/customer?limit=100')).json().data as { id: number }[];
    expect(listed.map((x) => x.id)).not.toContain(her.id);

    // the books are kept: amounts, receipt and invoice numbers, statuses, order numbers
    const ledger = await c.db
      .select()
      .from(incomeTrace)
      .where(eq(incomeTrace.userId, her.id))
      .orderBy(incomeTrace.id);
    expect(ledger.map((l) => [l.amount, l.docId, l.status])).toEqual([
      [250_000, p.receipt, 'Paid'],
      [95_000, `${p.receipt}-B`, 'Paid'],
    ]);
    const [card] = await c.db.select().from(jobCards).where(eq(jobCards.id, her.jobCardId));
    expect(card).toMatchObject({
      careCardNumber: her.careCardNumber,
      invoiceNumber: p.invoice,
      invoiceAmount: 250_000,
      receiptNumber: p.receipt,
      clientName: 'Erased person',
      medicalCondition: null,
      patientName: null,
      status: 'completed',
      startDate: '2026-03-01',
    });
    const [order] = await c.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.orderNumber, her.orderNumber));
    expect(order).toMatchObject({ customerName: 'Erased person', status: 'Completed' });
    expect(order!.total).toBeGreaterThan(0);
    const [payment] = await c.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.incomeId, her.incomeIds[1]!));
    expect(payment).toMatchObject({ amount: 95_000, phone: null, payerName: null });

    // others untouched; one audit entry, counts only, by the ADMIN
    expect(await otherRows()).toBe(keptOther);
    expect(await auditCount()).toBe(entries + 1);
    const [entry] = await c.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'erase'),
          eq(auditLog.entity, 'customer'),
          eq(auditLog.entityId, String(her.id)),
        ),
      );
    expect(entry!.actorEmail).toBe('boss@care.ug');
    expect(entry!.summary).toMatchObject({ reason: 'request', pictures: 1 });
    expect(JSON.stringify(entry!.summary)).not.toMatch(/[A-Za-z]{2,}\s[A-Za-z]/);
  });

  it('a second erasure answers 409 and the plan says when it was erased', async () => {
    const res = await c.as(c.admin).post(url(her.id), { confirmName: 'Erased person' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PRIVACY_MESSAGES.alreadyErased);
    const plan = data<ErasurePlan>(await c.as(c.admin).get(url(her.id)));
    expect(plan.erasedAt).not.toBeNull();
  });
});

describe('what blocks erasing a customer', () => {
  it('an unpaid invoice, a visit in progress and a prompt waiting: 409 naming each, and nothing changes', async () => {
    const cust = await createCustomer(c, { firstname: 'Blocked', lastname: 'Nankya' });
    const income = await createIncome(c, cust.id, {
      status: 'UnPaid',
      amount: '120,000',
      doc_id: 'RCT-BLOCK-1',
    });
    const card = await createJobCard(c, cust.id);
    await c.db.update(jobCards).set({ status: 'ongoing' }).where(eq(jobCards.id, card.id));
    // issue 43: a prompt for part of the invoice, waiting on her phone
    const prompt = await c.as(c.admin).post('/payments', {
      target: 'income',
      targetId: income.id,
      amount: 20_000,
    });
    expect(prompt.statusCode, prompt.body).toBe(201);
    const paymentId = prompt.json().data.id as number;

    const plan = data<ErasurePlan>(await c.as(c.admin).get(url(cust.id)));
    expect(plan.blockers).toEqual([
      {
        kind: 'job_card',
        id: card.id,
        label: `Job card ${card.id} (${card.care_card_number})`,
        reason: 'the visit is in progress',
      },
      {
        kind: 'income',
        id: income.id,
        label: 'Invoice RCT-BLOCK-1',
        reason: 'UGX 120,000 not yet paid',
      },
      {
        kind: 'payment',
        id: paymentId,
        label: `Payment request ${paymentId} (Ledger entry RCT-BLOCK-1)`,
        reason: 'a prompt for UGX 20,000 is waiting on her phone',
      },
    ]);
    const before = await dataRows(c);
    const res = await c.as(c.admin).post(url(cust.id), { confirmName: 'Blocked Nankya' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(PRIVACY_MESSAGES.blocked(plan.blockers));
    expect(res.json().error).toContain('Invoice RCT-BLOCK-1: UGX 120,000 not yet paid');
    expect(await dataRows(c)).toEqual(before);
  });
});

describe('the scrub of copied values', () => {
  const v = personalValues(['+256772613579', 'Nakawunde Birungi'], ['Ntinda', 'ok'], ['address']);
  it('replaces strings holding her values, and under her keys every value', () => {
    const out = scrubJson(
      { before: { address: 'Old place', phone: '0772 x', note: 'call +256772613579' }, n: 3 },
      v.all,
      v.keys,
    );
    expect(out).toEqual({
      changed: true,
      value: { before: { address: 'Erased', phone: '0772 x', note: 'Erased' }, n: 3 },
    });
    expect(scrubJson({ status: 'Paid' }, v.all).changed).toBe(false);
    // values shorter than 3 characters mean nothing on their own
    expect(v.all).not.toContain('ok');
  });
  it('cuts her values out of a text addressed to someone else', () => {
    expect(scrubText('Hello Grace: NAKAWUNDE BIRUNGI, Ntinda.', v.all)).toBe(
      'Hello Grace: Erased, Erased.',
    );
  });
  it('knows a number in the forms it is written', () => {
    expect(phoneForms('0772613579', null, 'erased').sort()).toEqual(
      ['+256772613579', '0772613579', '256772613579'].sort(),
    );
  });
});
