import { addDays, eddFromLmp, ugandaDate, type Pregnancy } from '@app/contract';

// The maternal area's web test fixtures (issue 42).

/** The LMP of a pregnancy 20+3 weeks along today. */
export const lmp = addDays(ugandaDate(), -(20 * 7 + 3));

/** An ongoing pregnancy of customer 7 (makeCustomer's), 20+3 weeks along. */
export function makePregnancy(overrides: Partial<Pregnancy> = {}): Pregnancy {
  return {
    id: 5,
    customer_id: 7,
    lmp,
    edd: eddFromLmp(lmp),
    gestational_age: '20+3 weeks',
    gestational_weeks: 20,
    gestational_days: 3,
    gravida: 3,
    parity: 2,
    risks: ['hypertension'],
    risk_notes: null,
    facility: 'Mulago Hospital',
    status: 'ongoing',
    outcome: null,
    outcome_date: null,
    outcome_place: null,
    outcome_notes: null,
    created_at: '2026-11-01T07:00:00.000Z',
    updated_at: '2026-11-01T07:00:00.000Z',
    created_by: 'Front Desk',
    ...overrides,
  };
}
