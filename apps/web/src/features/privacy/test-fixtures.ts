import type { AccessEntry, ErasurePlan, Retention, RetentionRun, Staff } from '@app/contract';

// Access entries, the retention policy and erasure plans as the API answers them.

export const ADMIN_ID = '0b6c7a52-1d1e-4c53-9d0e-6f1a2b3c4d01';
export const STAFF_ID = '0b6c7a52-1d1e-4c53-9d0e-6f1a2b3c4d02';

export function makeStaffMember(overrides: Partial<Staff> = {}): Staff {
  return {
    id: STAFF_ID,
    name: 'Sarah Achieng',
    email: 'sarah@care.ug',
    role: 'STAFF',
    active: true,
    lastLoginAt: '2026-11-20T06:30:00.000Z',
    createdAt: '2026-01-10T07:00:00.000Z',
    activeSessions: 1,
    ...overrides,
  };
}

export function makeAccessEntry(overrides: Partial<AccessEntry> = {}): AccessEntry {
  return {
    id: 501,
    at: '2026-11-20T09:05:00.000Z',
    actorId: ADMIN_ID,
    actorEmail: 'amina@care.ug',
    action: 'read',
    record: 'job_card',
    recordId: '31',
    subjectKind: 'customer',
    subjectId: 7,
    subjectName: 'Amina Nakato',
    detail: null,
    ip: '10.0.0.8',
    ...overrides,
  };
}

export function makeRetentionRun(overrides: Partial<RetentionRun> = {}): RetentionRun {
  return {
    id: 3,
    startedAt: '2026-11-25T23:30:00.000Z',
    finishedAt: '2026-11-25T23:30:04.000Z',
    trigger: 'schedule',
    erasedCustomers: 2,
    erasedNurses: 0,
    blocked: 1,
    deletedAccessEntries: 40,
    deletedCodes: 12,
    deletedSessions: 5,
    error: null,
    ...overrides,
  };
}

export function makeRetention(overrides: Partial<Retention> = {}): Retention {
  return {
    policy: { softDeletedDays: 90, accessLogDays: 730, authDays: 1 },
    lastRun: makeRetentionRun(),
    nextRunAt: '2026-11-26T23:30:00.000Z',
    ...overrides,
  };
}

export function makeErasurePlan(overrides: Partial<ErasurePlan> = {}): ErasurePlan {
  return {
    subjectKind: 'customer',
    subjectId: 7,
    name: 'Amina Nakato',
    erasedAt: null,
    blockers: [],
    rows: { customers: 1, job_cards: 3, bookings: 2, income_trace: 4, notifications: 0 },
    pictures: 1,
    ...overrides,
  };
}
