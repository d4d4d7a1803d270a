import type {
  Batch,
  BatchLine,
  BatchSummary,
  NursePay,
  Unpaid,
  UnpaidJob,
  UnpaidNurse,
} from '@app/contract';

// Payroll records as the API answers them (GET /payroll/...).

export function makeJob(overrides: Partial<UnpaidJob> = {}): UnpaidJob {
  return {
    id: 301,
    careCardNumber: 'CC-2026-000301',
    clientName: 'Amina Nakato',
    startDate: '2026-10-01',
    endDate: '2026-10-07',
    days: 7,
    rate: 20_000,
    amount: 140_000,
    station: 'Kikubo',
    ...overrides,
    proof: {
      checked: 0,
      approved: 0,
      rejected: 0,
      open: 0,
      notRequired: overrides.days ?? 7,
      payDays: overrides.days ?? 7,
      payAmount: overrides.amount ?? 140_000,
      ...overrides.proof,
    },
  };
}

export function makeUnpaidNurse(overrides: Partial<UnpaidNurse> = {}): UnpaidNurse {
  const jobs = overrides.jobs ?? [makeJob()];
  return {
    nurseId: 12,
    name: 'Esther Namubiru',
    msisdn: '+256772555111',
    mobileMoney: false,
    jobs,
    // issue 37: a nurse's total is what a batch pays (the proven days)
    total: jobs.reduce((sum, job) => sum + job.proof.payAmount, 0),
    ...overrides,
  };
}

/** The unpaid answer; its totals add up the nurses'. */
export function makeUnpaid(nurses: UnpaidNurse[]): Unpaid {
  return {
    nurses,
    jobCount: nurses.reduce((n, nurse) => n + nurse.jobs.length, 0),
    total: nurses.reduce((sum, nurse) => sum + nurse.total, 0),
  };
}

export function makeSummary(overrides: Partial<BatchSummary> = {}): BatchSummary {
  return {
    id: 5,
    number: 'PB-2026-000005',
    state: 'Draft',
    total: 290_000,
    lineCount: 2,
    note: null,
    draftedById: 'u1',
    draftedByName: 'Amina Nakato',
    approvedById: null,
    approvedByName: null,
    createdAt: '2026-11-02T07:00:00.000Z',
    approvedAt: null,
    exportedAt: null,
    paidAt: null,
    cancelledAt: null,
    updatedAt: '2026-11-02T07:00:00.000Z',
    ...overrides,
  };
}

export function makeLine(overrides: Partial<BatchLine> = {}): BatchLine {
  return {
    id: 51,
    nurseJobId: 301,
    nurseId: 12,
    nurseName: 'Esther Namubiru',
    msisdn: '+256772555111',
    careCardNumber: 'CC-2026-000301',
    startDate: '2026-10-01',
    endDate: '2026-10-07',
    days: 7,
    rate: 20_000,
    amount: 140_000,
    state: 'Pending',
    reference: 'PB-2026-000005-51',
    channel: null,
    exportedAs: null,
    providerTxnId: null,
    failureReason: null,
    paidAt: null,
    paidByName: null,
    ...overrides,
  };
}

/** A batch of two lines (UGX 140,000 and 150,000); its total adds up its lines. */
export function makeBatch(overrides: Partial<Batch> = {}): Batch {
  const lines = overrides.lines ?? [
    makeLine(),
    makeLine({
      id: 52,
      nurseJobId: 302,
      nurseId: 14,
      nurseName: 'Grace Namuli',
      msisdn: '+256701234567',
      careCardNumber: 'CC-2026-000302',
      days: 5,
      rate: 30_000,
      amount: 150_000,
      reference: 'PB-2026-000005-52',
    }),
  ];
  return {
    ...makeSummary(),
    exportedByName: null,
    cancelledByName: null,
    twoApprovers: true,
    cancelReason: null,
    providerOutcome: null,
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    lineCount: lines.length,
    ...overrides,
  };
}

export function makeNursePay(): NursePay {
  return {
    rows: [
      {
        lineId: 51,
        batchId: 5,
        batchNumber: 'PB-2026-000005',
        nurseJobId: 301,
        careCardNumber: 'CC-2026-000301',
        paidAt: '2026-11-03T09:30:00.000Z',
        channel: 'MTN',
        providerTxnId: 'MP2611030001',
        reference: 'PB-2026-000005-51',
        amount: 140_000,
      },
      {
        lineId: 40,
        batchId: 4,
        batchNumber: 'PB-2026-000004',
        nurseJobId: 280,
        careCardNumber: 'CC-2026-000280',
        paidAt: '2026-10-02T09:30:00.000Z',
        channel: 'Bank',
        providerTxnId: 'FT2610020042',
        reference: 'PB-2026-000004-40',
        amount: 90_000,
      },
    ],
    total: 230_000,
  };
}
