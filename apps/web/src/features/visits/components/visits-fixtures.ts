import type { TodaysVisits, TodayVisit, VisitState } from '@app/contract';

// Today's visits as the API answers them (issue 37): 2 December 2026, Day
// 08:00 and Night 20:00 Kampala time (05:00 and 17:00 UTC).

export const DAY = '2026-12-02';

let n = 0;
export function makeVisit(overrides: Partial<TodayVisit> = {}): TodayVisit {
  n += 1;
  return {
    nurseJobId: 100 + n,
    jobId: 30 + n,
    careCardNumber: `CC-2026-0000${30 + n}`,
    customer: { id: 7, name: 'Amina Nakato', phone: '+256772123456' },
    address: 'Ntinda, Kampala',
    nurse: { id: 41, name: 'Grace Akello', phone: '+256701200001' },
    shift: 'Day',
    day: DAY,
    expectedStart: '2026-12-02T05:00:00.000Z',
    lateAt: '2026-12-02T05:30:00.000Z',
    expectedEnd: '2026-12-02T17:00:00.000Z',
    code: '4821',
    checkIn: null,
    checkOut: null,
    state: 'not_due',
    alerts: { late: null, missed: null },
    remindedAt: null,
    ...overrides,
  };
}

/** The board of some visits, its counts made from their states. */
export function makeBoard(visits: TodayVisit[]): TodaysVisits {
  const counts: Record<VisitState, number> = {
    not_due: 0,
    checked_in: 0,
    late: 0,
    missed: 0,
    checked_out: 0,
  };
  for (const v of visits) counts[v.state] += 1;
  return {
    day: DAY,
    now: '2026-12-02T06:00:00.000Z',
    dayShiftStart: '08:00',
    nightShiftStart: '20:00',
    counts,
    visits,
  };
}
