import type { VisitException } from '@app/contract';

// Issue 37: refused checks for the tests of Visit exceptions.

export function makeException(overrides: Partial<VisitException> = {}): VisitException {
  return {
    id: 71,
    at: '2026-10-01T05:04:00.000Z',
    channel: 'sms',
    phone: '+256772555111',
    text: 'IN 4821',
    reason: 'twice',
    kind: 'in',
    code: '4821',
    nurseId: 12,
    nurseName: 'Esther Namubiru',
    nurseJobId: 301,
    jobCardId: 31,
    careCardNumber: 'CC-2026-000301',
    day: '2026-10-01',
    decision: null,
    decisionReason: null,
    decidedByName: null,
    decidedAt: null,
    ...overrides,
  };
}

/** Needing a decision, newest first: a nurse's check sent twice, a stranger's. */
export const OPEN = [
  makeException(),
  makeException({
    id: 70,
    at: '2026-09-30T17:10:00.000Z',
    channel: 'ussd',
    phone: '+256700111222',
    text: 'OUT 1234',
    reason: 'unknown_phone',
    kind: 'out',
    code: '1234',
    nurseId: null,
    nurseName: null,
    nurseJobId: null,
    jobCardId: null,
    careCardNumber: null,
    day: null,
  }),
];

export const DECIDED = [
  makeException({
    id: 60,
    reason: 'outside_days',
    decision: 'rejected',
    decisionReason: 'She was off that day',
    decidedByName: 'John Okello',
    decidedAt: '2026-10-02T07:00:00.000Z',
  }),
];
