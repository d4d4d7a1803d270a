import { describe, expect, it } from 'vitest';
import { choicesOf } from '../src/modules/visits/visits-ussd.service.ts';

// Issue 37: the checks the USSD menu offers a nurse now, visit by visit: the
// day of care a check belongs to is visitDayOf's (a night's check-out the
// next morning is the night's, until noon), and a check fits when its day has
// not had it (a check-out only after a check-in).

describe('the checks that fit now', () => {
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);
  const d = '2026-03-10';
  const prev = '2026-03-09';
  const job = (
    shift: 'Day' | 'Night' | 'Day and night',
    startDate = prev,
    endDate = '2026-03-12',
  ) => ({
    id: 1,
    startDate,
    endDate,
    shift,
    card: 'CC-1',
    code: '4821',
  });
  const kinds = (
    j: ReturnType<typeof job>,
    checks: { day: string; kind: 'in' | 'out' }[],
    when: Date,
  ) =>
    choicesOf({ jobs: [j], checks: checks.map((k) => ({ ...k, nurseJobId: 1 })) }, when).map(
      (x) => x.kind,
    );

  it("a night's check-out the next morning is the night's, until noon", () => {
    const night = job('Night');
    expect(kinds(night, [{ day: prev, kind: 'in' }], at(d, '07:10'))).toEqual(['out']);
    // from noon, today's night: not yet checked in
    expect(kinds(night, [{ day: prev, kind: 'in' }], at(d, '12:30'))).toEqual(['in']);
    // a night visit whose last night was yesterday: until noon, then no more
    expect(kinds(job('Night', '2026-03-01', d), [], at(d, '07:10'))).toEqual(['in']);
    expect(kinds(job('Night', '2026-03-01', d), [], at(d, '13:00'))).toEqual([]);
  });

  it('a whole-day visit in the morning: the check-out of yesterday and the check-in of today', () => {
    const whole = job('Day and night');
    expect(kinds(whole, [{ day: prev, kind: 'in' }], at(d, '07:05'))).toEqual(['out', 'in']);
    expect(
      kinds(
        whole,
        [
          { day: prev, kind: 'in' },
          { day: prev, kind: 'out' },
        ],
        at(d, '07:05'),
      ),
    ).toEqual(['in']);
  });

  it('nothing for a day checked in and out, or checked out alone', () => {
    const day = job('Day');
    const both = [
      { day: d, kind: 'in' as const },
      { day: d, kind: 'out' as const },
    ];
    expect(kinds(day, both, at(d, '15:00'))).toEqual([]);
    expect(kinds(day, [{ day: d, kind: 'out' }], at(d, '15:00'))).toEqual([]);
  });
});
