import { describe, expect, it } from 'vitest';
import { isUniqueViolation, uniqueViolation } from '../src/lib/errors.ts';

// One reading of PostgreSQL's unique violation (23505) for every service
// (issue 41: finance, staff and payroll each had their own copy).
describe('uniqueViolation', () => {
  it('names the constraint, on the error or in a cause drizzle wrapped it in', () => {
    const driver = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'income_trace_doc_id_lower_idx',
    });
    expect(uniqueViolation(driver)).toBe('income_trace_doc_id_lower_idx');
    const wrapped = new Error('Failed query: insert ...', { cause: driver });
    expect(uniqueViolation(new Error('outer', { cause: wrapped }))).toBe(
      'income_trace_doc_id_lower_idx',
    );
    expect(isUniqueViolation(wrapped)).toBe(true);
  });

  it('reads the name from the message when the driver gives none', () => {
    const err = Object.assign(
      new Error('duplicate key value violates unique constraint "payout_lines_job_key"'),
      { code: '23505' },
    );
    expect(uniqueViolation(err)).toBe('payout_lines_job_key');
  });

  it('is undefined for any other failure, and for a chain too deep to be ours', () => {
    expect(
      uniqueViolation(Object.assign(new Error('deadlock'), { code: '40P01' })),
    ).toBeUndefined();
    expect(uniqueViolation('not an error')).toBeUndefined();
    expect(uniqueViolation(undefined)).toBeUndefined();
    let deep: Error = Object.assign(new Error('dup'), { code: '23505' });
    for (let i = 0; i < 4; i++) deep = new Error(`layer ${i}`, { cause: deep });
    expect(isUniqueViolation(deep)).toBe(false);
  });
});
