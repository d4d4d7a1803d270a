import type { VisitDay } from '@app/contract';

// Issue 37: a nurse job's days of care with their proof, for the tests of
// Days and proof (alone, and in the job card).

export const day = (d: string, overrides: Partial<VisitDay> = {}): VisitDay => ({
  nurseJobId: 501,
  day: d,
  proof: 'open',
  checkIn: null,
  checkOut: null,
  decision: null,
  ...overrides,
});
export const sms = (at: string) => ({ at, channel: 'sms' as const, distanceM: null });
export const decided = (decision: 'approved' | 'rejected', reason: string) => ({
  decision,
  reason,
  byName: 'John Okello',
  at: '2026-12-08T07:00:00.000Z',
});

/** An ongoing job, 02-12 to 06-12, seen on 04-12 (Kampala). */
export const ONGOING_DAYS: VisitDay[] = [
  day('2026-12-02', {
    proof: 'checked',
    checkIn: sms('2026-12-02T05:05:00.000Z'),
    checkOut: sms('2026-12-02T17:02:00.000Z'),
  }),
  day('2026-12-03', {
    checkIn: { at: '2026-12-03T05:10:00.000Z', channel: 'ussd', distanceM: 40 },
  }),
  day('2026-12-04', { checkIn: { at: '2026-12-04T06:00:00.000Z', channel: 'link', distanceM: 5 } }),
  day('2026-12-05'),
  day('2026-12-06'),
];
export const ONGOING_LINES = [
  '02-12in 08:05 (sms), out 20:02 (sms)',
  '03-12in 08:10 (ussd) only',
  '04-12in 09:00 (link), so far',
  '05-12To come',
  '06-12To come',
];
