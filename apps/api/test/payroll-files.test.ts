import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileNetworkOf, type Batch } from '@app/contract';
import { auditLog } from '../src/db/schema/index.ts';
import { data, draft, payJob, payNurse, payrollSetup, type PayCtx } from './payroll-factories.ts';

// Issue 36, payout files: an MTN file leaves Airtel numbers out (and an
// Airtel file MTN's) unless confirmed; a line carried by a file of one kind
// is never in a file of another kind, so an MTN file and then a bank sheet
// cannot pay a nurse twice.
let c: PayCtx;
beforeAll(async () => {
  c = await payrollSetup();
});
afterAll(() => c.close());

const rowsOf = (body: string) =>
  (parse(body, { columns: true }) as { Reference: string }[]).map((r) => r.Reference).sort();

/** An approved batch of three nurses: an MTN number, an Airtel one, one of neither. */
async function threeNetworks(tag: string) {
  const mtn = await payNurse(c, 'Mtn', tag, '+256772500100');
  const airtel = await payNurse(c, 'Airtel', tag, '+256752500100');
  const other = await payNurse(c, 'Other', tag, '+256712500100');
  const b = await draft(c, [await payJob(c, mtn), await payJob(c, airtel), await payJob(c, other)]);
  data(await c.as(c.admin1).post(`/payroll/batches/${b.id}/approve`));
  const ref = (n: { id: number }) => b.lines.find((l) => l.nurseId === n.id)!.reference;
  const file = (q: string) => c.read(`/payroll/batches/${b.id}/export?${q}`);
  return { b, ref, file, mtn, airtel, other };
}

describe('payout files by mobile network', () => {
  it('knows the networks by prefix', () => {
    expect(['+256772000111', '0762000111', '256782000111'].map(mobileNetworkOf)).toEqual([
      'MTN',
      'MTN',
      'MTN',
    ]);
    expect(['+256702000111', '0742000111', '+256752000111'].map(mobileNetworkOf)).toEqual([
      'Airtel',
      'Airtel',
      'Airtel',
    ]);
    expect(['+256712000111', '+254712000111', ''].map(mobileNetworkOf)).toEqual([null, null, null]);
  });

  it('leaves numbers of the other network out of an MTN file, audited, unless confirmed', async () => {
    const one = await threeNetworks('One');
    const m = await one.file('format=mtn');
    expect(rowsOf(m.body)).toEqual([one.ref(one.mtn), one.ref(one.other)].sort());
    expect(m.headers['x-payout-left-out']).toBe(one.ref(one.airtel));
    const [first] = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, one.b.number), eq(auditLog.action, 'export')))
      .orderBy(auditLog.id);
    expect(first!.summary).toMatchObject({ leftOut: [one.ref(one.airtel)] });

    const two = await threeNetworks('Two');
    const all = await two.file('format=airtel&includeMismatched=true');
    expect(rowsOf(all.body)).toHaveLength(3);
    expect(all.headers['x-payout-left-out']).toBeUndefined();
  });
});

describe('a line in one kind of file only', () => {
  it('an MTN file, then the Airtel file and the bank sheet: each line is in one kind of file, whatever is confirmed', async () => {
    const t = await threeNetworks('Once');
    const m = await t.file('format=mtn');
    expect(rowsOf(m.body)).toEqual([t.ref(t.mtn), t.ref(t.other)].sort());
    // the Airtel file: the Airtel line only; the two the MTN file carried are left out
    const a = await t.file('format=airtel&includeMismatched=true');
    expect(rowsOf(a.body)).toEqual([t.ref(t.airtel)]);
    expect((a.headers['x-payout-left-out'] as string).split(',').sort()).toEqual(
      [t.ref(t.mtn), t.ref(t.other)].sort(),
    );
    // the bank sheet: every line is in a wallet file already, so none is in it
    const bank = await t.file('format=bank');
    expect(rowsOf(bank.body)).toEqual([]);
    expect((bank.headers['x-payout-left-out'] as string).split(',')).toHaveLength(3);
    // the MTN file again (lost, say): the same two lines, never the Airtel one
    const again = await t.file('format=mtn&includeMismatched=true');
    expect(rowsOf(again.body)).toEqual([t.ref(t.mtn), t.ref(t.other)].sort());
    const lines = data<Batch>(await c.read(`/payroll/batches/${t.b.id}`)).lines;
    expect(Object.fromEntries(lines.map((l) => [l.reference, l.exportedAs]))).toEqual({
      [t.ref(t.mtn)]: 'mtn',
      [t.ref(t.airtel)]: 'airtel',
      [t.ref(t.other)]: 'mtn',
    });
    const audits = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t.b.number), eq(auditLog.action, 'export')))
      .orderBy(auditLog.id);
    expect(audits[2]!.summary).toMatchObject({ format: 'bank', inOtherFile: expect.any(Array) });
  });
});
