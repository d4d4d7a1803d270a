import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-text.ts';
import {
  DAY_SHIFT_HINT,
  NIGHT_SHIFT_HINT,
  SHIFT_TIME_HINT,
  visitSettingsUpdateSchema,
} from './visits-settings.ts';
import {
  DEFAULT_SHIFT_STARTS,
  LATE_AFTER_MINUTES,
  VISIT_ALERT_SMS,
  lateMissedText,
  shiftWindow,
  todaysVisitsQuerySchema,
  visitAlertDue,
  visitState,
  type ShiftStarts,
} from './visits-today.ts';

// Issue 37, Today's visits: late is no check-in 30 minutes after the shift's
// start, missed is still none when the shift has ended; the shift starts are
// Kampala's (UTC+3), Day 08:00 and Night 20:00 unless an ADMIN changed them.

const day = '2026-12-02';
/** An instant given as Kampala's wall clock. */
const kla = (d: string, hhmm: string) => new Date(`${d}T${hhmm}:00+03:00`);
const at = (hhmm: string, d = day) => kla(d, hhmm);
const state = (
  shift: 'Day' | 'Night' | 'Day and night',
  now: Date,
  extra: {
    checkedInAt?: Date | string | null;
    checkedOutAt?: Date | null;
    starts?: ShiftStarts;
  } = {},
) => visitState({ shift, day, starts: extra.starts ?? DEFAULT_SHIFT_STARTS, now, ...extra });

describe('a visit state', () => {
  it('Day (08:00, 12 h): not yet due until 08:30, late from 08:30, missed from 20:00', () => {
    expect(LATE_AFTER_MINUTES).toBe(30);
    expect(state('Day', at('07:00'))).toBe('not_due');
    expect(state('Day', at('08:29'))).toBe('not_due');
    expect(state('Day', at('08:30'))).toBe('late');
    expect(state('Day', at('19:59'))).toBe('late');
    expect(state('Day', at('20:00'))).toBe('missed');
    expect(state('Day', at('09:00', '2026-12-03'))).toBe('missed');
  });

  it('reads the start in Kampala time whatever the clock zone (08:30 EAT is 05:30 UTC)', () => {
    expect(state('Day', new Date('2026-12-02T05:29:59Z'))).toBe('not_due');
    expect(state('Day', new Date('2026-12-02T05:30:00Z'))).toBe('late');
  });

  it('Night (20:00, 12 h): late from 20:30, missed at 08:00 the next morning', () => {
    expect(state('Night', at('12:00'))).toBe('not_due');
    expect(state('Night', at('20:29'))).toBe('not_due');
    expect(state('Night', at('20:30'))).toBe('late');
    expect(state('Night', at('07:59', '2026-12-03'))).toBe('late');
    expect(state('Night', at('08:00', '2026-12-03'))).toBe('missed');
  });

  it("'Day and night' starts at the day shift's start and lasts 24 h", () => {
    expect(state('Day and night', at('08:29'))).toBe('not_due');
    expect(state('Day and night', at('08:30'))).toBe('late');
    expect(state('Day and night', at('23:00'))).toBe('late');
    expect(state('Day and night', at('07:59', '2026-12-03'))).toBe('late');
    expect(state('Day and night', at('08:00', '2026-12-03'))).toBe('missed');
    expect(shiftWindow('Day and night', day, DEFAULT_SHIFT_STARTS)).toEqual({
      start: at('08:00'),
      lateAt: at('08:30'),
      end: at('08:00', '2026-12-03'),
    });
  });

  it('follows the starts an ADMIN set', () => {
    const starts = { dayShiftStart: '07:15', nightShiftStart: '18:45' };
    expect(state('Day', at('07:44'), { starts })).toBe('not_due');
    expect(state('Day', at('07:45'), { starts })).toBe('late');
    expect(state('Day', at('19:15'), { starts })).toBe('missed');
    expect(state('Night', at('19:15'), { starts })).toBe('late');
    expect(state('Night', at('06:45', '2026-12-03'), { starts })).toBe('missed');
  });

  it('is checked in or out by its checks, late or not, even after the shift', () => {
    const late = at('09:10');
    expect(state('Day', at('09:15'), { checkedInAt: late })).toBe('checked_in');
    expect(state('Day', at('21:00'), { checkedInAt: late.toISOString() })).toBe('checked_in');
    expect(state('Day', at('21:00'), { checkedInAt: late, checkedOutAt: at('19:55') })).toBe(
      'checked_out',
    );
    // a check-out with no check-in (kept as an exception) still says the nurse was there
    expect(state('Day', at('21:00'), { checkedOutAt: at('19:55') })).toBe('checked_out');
    expect(state('Day', at('09:15'), { checkedInAt: null })).toBe('late');
  });
});

describe('the alert a visit calls for', () => {
  const end = at('20:00');
  it('late while late; missed within 12 hours of the end; nothing else', () => {
    expect(visitAlertDue('late', end, at('08:31'))).toBe('late');
    expect(visitAlertDue('missed', end, at('20:01'))).toBe('missed');
    expect(visitAlertDue('missed', end, at('08:00', '2026-12-03'))).toBe('missed');
    expect(visitAlertDue('missed', end, at('08:01', '2026-12-03'))).toBeNull();
    for (const s of ['not_due', 'checked_in', 'checked_out'] as const)
      expect(visitAlertDue(s, end, at('20:01'))).toBeNull();
  });

  it('says who is late for whom with her phone, in one GSM-7 SMS', () => {
    const words = {
      nurse: 'Grace Akello Nambooze',
      nursePhone: '+256772123456',
      customer: 'Amina Nakato Ssemwogerere',
      card: 'CC-2026-000031',
      shift: 'Day and night' as const,
      start: '08:00',
      end: '08:00',
    };
    expect(VISIT_ALERT_SMS.late(words)).toBe(
      'Late: Grace Akello Nambooze (+256772123456) has not checked in for Amina Nakato Ssemwogerere, CC-2026-000031, Day and night shift from 08:00.',
    );
    expect(VISIT_ALERT_SMS.missed(words)).toContain('did not check in for Amina Nakato');
    for (const text of [VISIT_ALERT_SMS.late(words), VISIT_ALERT_SMS.missed(words)])
      expect(smsLength(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it("counts Home's late and missed visits in words", () => {
    expect(lateMissedText({ late: 0, missed: 0 })).toBeNull();
    expect(lateMissedText({ late: 1, missed: 0 })).toBe('1 visit late');
    expect(lateMissedText({ late: 2, missed: 1 })).toBe('2 visits late, 1 missed');
    expect(lateMissedText({ late: 0, missed: 3 })).toBe('3 visits missed');
  });
});

describe('the visit settings', () => {
  const parse = (body: Record<string, unknown>) =>
    visitSettingsUpdateSchema.safeParse({
      dayShiftStart: '08:00',
      nightShiftStart: '20:00',
      ...body,
    });
  const message = (body: Record<string, unknown>) => parse(body).error?.issues[0]?.message;

  it('takes HH:MM (or H:MM) and a Ugandan mobile as E.164', () => {
    expect(parse({ dayShiftStart: '7:30', coordinatorPhone: '0772 123 456' }).data).toEqual({
      dayShiftStart: '07:30',
      nightShiftStart: '20:00',
      coordinatorPhone: '+256772123456',
    });
    expect(parse({ coordinatorPhone: '' }).data?.coordinatorPhone).toBeNull();
  });

  it('refuses a time that is no time of day, with one clear message', () => {
    for (const bad of ['25:00', '08:60', '8', 'noon', '', '08:00:00']) {
      const result = parse({ dayShiftStart: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error!.issues).toHaveLength(1);
      expect(result.error!.issues[0]!.message).toBe(SHIFT_TIME_HINT);
    }
  });

  it('keeps the day shift before noon and the night shift from noon (a check before noon is last night’s)', () => {
    expect(message({ dayShiftStart: '12:00' })).toBe(DAY_SHIFT_HINT);
    expect(message({ nightShiftStart: '11:59' })).toBe(NIGHT_SHIFT_HINT);
    expect(parse({ dayShiftStart: '00:00', nightShiftStart: '12:00' }).success).toBe(true);
    expect(parse({ dayShiftStart: '11:59', nightShiftStart: '23:59' }).success).toBe(true);
  });

  it('refuses a phone that is no Ugandan mobile', () => {
    expect(parse({ coordinatorPhone: '12345' }).success).toBe(false);
  });

  it("takes the board's date as YYYY-MM-DD, or none", () => {
    expect(todaysVisitsQuerySchema.parse({})).toEqual({});
    expect(todaysVisitsQuerySchema.parse({ date: '2026-12-02' })).toEqual({ date: '2026-12-02' });
    expect(todaysVisitsQuerySchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
  });
});
