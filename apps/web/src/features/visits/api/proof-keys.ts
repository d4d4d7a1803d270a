// Query keys of the days of care and their proof (issue 37). Kept apart from
// Today's visits' keys; both sit under ['visits'].

export type DaysState = 'open' | 'decided';

export const proofKeys = {
  /** Both lists of days without proof. */
  days: ['visits', 'days'] as const,
  list: (state: DaysState) => ['visits', 'days', state] as const,
  jobDays: (nurseJobId: number) => ['visits', 'job-days', nurseJobId] as const,
};

/**
 * The payroll area's queries: a decision changes what a job pays and whether
 * it can go into a batch. Named by its prefix, not imported: a feature
 * imports no other (ADR 031).
 */
export const PAYROLL_QUERIES = ['payroll'] as const;
