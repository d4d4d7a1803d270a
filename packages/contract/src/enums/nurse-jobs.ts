// nurse-jobs: canonical lists of the area (SPEC 3, 4, 9). Where the spec spells a value
// several ways, the canonical spelling is stored and the variants accepted.

export const NURSE_PAY_STATUSES = ['Paid', 'UnPaid'] as const;
