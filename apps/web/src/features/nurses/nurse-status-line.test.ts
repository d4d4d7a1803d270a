import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '@app/contract';
import { isBookable, nurseStatusLine } from './nurse-status-line';

const nurse = (verified: boolean, status: AccountStatus) => ({
  first_name: 'Esther',
  verified,
  blocked_user: { status },
});

describe('the nurse status line (issue 38)', () => {
  it.each([
    [true, 'ACTIVE', 'Approved · account active: Esther can be booked on new jobs'],
    [
      false,
      'ACTIVE',
      'Awaiting approval · account active: Esther can be booked on jobs once approved',
    ],
    [
      true,
      'SUSPENDED',
      'Approved · account suspended: Esther cannot be booked on new jobs until the account is active',
    ],
    [
      false,
      'BLOCKED',
      'Awaiting approval · account blocked: Esther can be booked on jobs once approved and the account is active',
    ],
  ] as const)('verified %s, account %s: %j', (verified, status, line) => {
    expect(nurseStatusLine(nurse(verified, status))).toBe(line);
  });

  it("never says 'Inactive' or the wire's ACTIVE", () => {
    for (const verified of [true, false])
      for (const status of ['ACTIVE', 'BLOCKED', 'SUSPENDED'] as const)
        expect(nurseStatusLine(nurse(verified, status))).not.toMatch(/Inactive|ACTIVE|BLOCKED/);
  });

  it('a nurse can be booked only when approved and her account is active', () => {
    expect(isBookable(nurse(true, 'ACTIVE'))).toBe(true);
    expect(isBookable(nurse(false, 'ACTIVE'))).toBe(false);
    expect(isBookable(nurse(true, 'SUSPENDED'))).toBe(false);
    expect(isBookable(nurse(true, 'BLOCKED'))).toBe(false);
  });
});
