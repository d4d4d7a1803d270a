import { describe, expect, it } from 'vitest';
import { batchCancelSchema, mismatchedNumber, mobileNetworkOf } from './payroll-safety.ts';
import { PAYROLL_MESSAGES } from './payroll-messages.ts';

// Issue 36: the mobile networks by prefix, and the cancel of a batch.

describe('the mobile network of a number', () => {
  it('is MTN for 076, 077, 078 and Airtel for 070, 074, 075, however written', () => {
    for (const n of ['+256762000111', '0772000111', '256 782 000 111'])
      expect(mobileNetworkOf(n), n).toBe('MTN');
    for (const n of ['+256702000111', '0742-000-111', '0752000111'])
      expect(mobileNetworkOf(n), n).toBe('Airtel');
    for (const n of ['+256712000111', '+256792000111', '+254712000111', '0772', ''])
      expect(mobileNetworkOf(n), n).toBeNull();
  });

  it('is a mismatch only for a wallet file and a number of the other wallet', () => {
    expect(mismatchedNumber('mtn', '+256752000111')).toBe(true);
    expect(mismatchedNumber('airtel', '+256772000111')).toBe(true);
    expect(mismatchedNumber('mtn', '+256772000111')).toBe(false);
    expect(mismatchedNumber('mtn', '+256712000111')).toBe(false);
    expect(mismatchedNumber('bank', '+256752000111')).toBe(false);
  });
});

describe('the cancel of a batch', () => {
  it('takes no body, or a reason and one of the provider outcomes', () => {
    expect(batchCancelSchema.parse(undefined)).toEqual({ reason: null, providerOutcome: null });
    expect(
      batchCancelSchema.parse({ reason: '  Upload timed out ', providerOutcome: 'unknown' }),
    ).toEqual({
      reason: 'Upload timed out',
      providerOutcome: 'unknown',
    });
    const bad = batchCancelSchema.safeParse({ reason: 'x', providerOutcome: 'lost' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      PAYROLL_MESSAGES.providerOutcomeRequired,
    ]);
  });
});
