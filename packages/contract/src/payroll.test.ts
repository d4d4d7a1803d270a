import { describe, expect, it } from 'vitest';
import { nurseProfileSchema } from './nurses.ts';
import { PHONE_HINT } from './fields.ts';
import {
  batchCreateSchema,
  linePaidSchema,
  PAYROLL_MESSAGES,
  payoutReference,
  statementQuerySchema,
  unpaidQuerySchema,
} from './payroll.ts';

// issue 25: the payroll's requests as the form and the API check them.

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('a new payout batch', () => {
  it('takes 1 to 500 distinct nurse job ids', () => {
    expect(batchCreateSchema.parse({ nurseJobIds: [3, '4'] })).toEqual({
      nurseJobIds: [3, 4],
      note: null,
    });
    expect(messagesOf(batchCreateSchema.safeParse({ nurseJobIds: [] }))).toEqual([
      PAYROLL_MESSAGES.chooseJobs,
    ]);
    expect(messagesOf(batchCreateSchema.safeParse({ nurseJobIds: [5, 5] }))).toEqual([
      PAYROLL_MESSAGES.duplicateJobs,
    ]);
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(messagesOf(batchCreateSchema.safeParse({ nurseJobIds: many }))).toEqual([
      PAYROLL_MESSAGES.tooManyJobs,
    ]);
  });

  it('names the jobs a 409 is about', () => {
    expect(PAYROLL_MESSAGES.jobHeld([7])).toBe('Nurse job 7 is already in an open payout batch');
    expect(PAYROLL_MESSAGES.jobNotPayable([7, 8])).toBe(
      'Nurse jobs 7, 8 are not completed, unpaid jobs',
    );
  });
});

describe('marking a line', () => {
  it('paid needs the channel and the transaction id; failed needs a reason', () => {
    expect(
      linePaidSchema.safeParse({ paid: true, channel: 'MTN', providerTxnId: ' MP1 ' }).data,
    ).toEqual({ paid: true, channel: 'MTN', providerTxnId: 'MP1' });
    expect(messagesOf(linePaidSchema.safeParse({ paid: true, channel: 'MTN' }))).toEqual([
      PAYROLL_MESSAGES.txnRequired,
    ]);
    expect(
      messagesOf(linePaidSchema.safeParse({ paid: true, channel: 'Cash', providerTxnId: 'x' })),
    ).toEqual([PAYROLL_MESSAGES.channelRequired]);
    expect(messagesOf(linePaidSchema.safeParse({ paid: false, reason: '  ' }))).toEqual([
      PAYROLL_MESSAGES.reasonRequired,
    ]);
  });
});

describe('filters and references', () => {
  it("takes a station or 'none', and a statement's period in order", () => {
    expect(unpaidQuerySchema.safeParse({ station: 'none' }).success).toBe(true);
    expect(unpaidQuerySchema.safeParse({ station: 'Kikubo' }).success).toBe(true);
    expect(unpaidQuerySchema.safeParse({ station: 'Mars' }).success).toBe(false);
    expect(statementQuerySchema.safeParse({ from: '2026-10-01', to: '2026-10-31' }).success).toBe(
      true,
    );
    expect(statementQuerySchema.safeParse({ from: '2026-10-31', to: '2026-10-01' }).success).toBe(
      false,
    );
    expect(payoutReference('PB-2026-000012', 345)).toBe('PB-2026-000012-345');
  });
});

describe("the nurse's mobile money number", () => {
  const base = nurseProfileSchema.pick({ mobile_money_number: true });
  it('is optional, stored as E.164, and a Ugandan mobile', () => {
    expect(base.parse({}).mobile_money_number).toBeNull();
    expect(base.parse({ mobile_money_number: '' }).mobile_money_number).toBeNull();
    expect(base.parse({ mobile_money_number: '0772 123 456' }).mobile_money_number).toBe(
      '+256772123456',
    );
    expect(messagesOf(base.safeParse({ mobile_money_number: '0414 123 456' }))).toEqual([
      PHONE_HINT,
    ]);
  });
});
