import { describe, expect, it } from 'vitest';
import { orderChangeNeedsReason, SHOP_ORDER_STATUSES } from './enums/shop.ts';
import { jobStartProblem } from './job-dates.ts';
import { addDays } from './schedule.ts';
import { ugandaDate } from './uganda-time.ts';

// Issue 36: the rules written once, as the API and the screens read them.

describe('jobStartProblem', () => {
  const today = ugandaDate();
  const shown = (iso: string) => iso.split('-').reverse().join('-');

  it('refuses ongoing and completed before the start date, naming it', () => {
    const start = addDays(today, 1);
    expect(jobStartProblem('completed', start, today)).toBe(
      `This job starts on ${shown(start)}; it cannot be completed before then`,
    );
    expect(jobStartProblem('ongoing', start, today)).toBe(
      `This job starts on ${shown(start)}; it cannot be started before then`,
    );
  });

  it('allows them on and after the start date, and any other status at any time', () => {
    for (const start of [today, addDays(today, -1)]) {
      expect(jobStartProblem('ongoing', start, today)).toBeNull();
      expect(jobStartProblem('completed', start, today)).toBeNull();
    }
    expect(jobStartProblem('pending', addDays(today, 5), today)).toBeNull();
    expect(jobStartProblem('cancelled', addDays(today, 5), today)).toBeNull();
    expect(jobStartProblem('completed', null, today)).toBeNull();
  });

  it("takes Kampala's today by default", () => {
    expect(jobStartProblem('completed', addDays(ugandaDate(), 1))).not.toBeNull();
    expect(jobStartProblem('completed', ugandaDate())).toBeNull();
  });
});

describe('orderChangeNeedsReason', () => {
  it('asks on a move back, not on a move forward', () => {
    expect(orderChangeNeedsReason('Received', { key: 'status', value: 'Pending' })).toBe(true);
    expect(orderChangeNeedsReason('Confirmed', { key: 'status', value: 'Pending' })).toBe(true);
    expect(orderChangeNeedsReason('Pending', { key: 'status', value: 'Received' })).toBe(false);
    expect(orderChangeNeedsReason('Received', { key: 'status', value: 'Cancelled' })).toBe(false);
  });

  it('asks on every move out of Completed or Cancelled, and on their fee', () => {
    for (const from of ['Completed', 'Cancelled'] as const) {
      for (const to of SHOP_ORDER_STATUSES.filter((s) => s !== from))
        expect(orderChangeNeedsReason(from, { key: 'status', value: to })).toBe(true);
      expect(orderChangeNeedsReason(from, { key: 'shippingFee' })).toBe(true);
    }
    for (const open of ['Pending', 'Confirmed', 'Received'] as const)
      expect(orderChangeNeedsReason(open, { key: 'shippingFee' })).toBe(false);
  });
});
