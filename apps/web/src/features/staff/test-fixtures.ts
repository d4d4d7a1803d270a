import type { AuditEntry, Staff } from '@app/contract';
import { makeSession } from '../../test/render';

// Staff accounts and audit entries as the API answers them.

export const ADMIN_ID = '0b6c7a52-1d1e-4c53-9d0e-6f1a2b3c4d01';
export const STAFF_ID = '0b6c7a52-1d1e-4c53-9d0e-6f1a2b3c4d02';

export function makeStaff(overrides: Partial<Staff> = {}): Staff {
  return {
    id: STAFF_ID,
    name: 'Sarah Achieng',
    email: 'sarah@care.ug',
    role: 'STAFF',
    active: true,
    lastLoginAt: '2025-11-20T06:30:00.000Z',
    createdAt: '2025-01-10T07:00:00.000Z',
    activeSessions: 2,
    ...overrides,
  };
}

export const adminStaff = () =>
  makeStaff({
    id: ADMIN_ID,
    name: 'Amina Nakato',
    email: 'amina@care.ug',
    role: 'ADMIN',
    activeSessions: 1,
  });

/** The signed-in admin (the `adminStaff` account). */
export const adminSession = () =>
  makeSession('ADMIN', {
    user: { id: ADMIN_ID, email: 'amina@care.ug', name: 'Amina Nakato', role: 'ADMIN' },
  });

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 101,
    at: '2025-11-20T09:05:00.000Z',
    actorId: ADMIN_ID,
    actorEmail: 'amina@care.ug',
    action: 'status',
    entity: 'booking',
    entityId: '42',
    summary: { before: { status: 'Pending' }, after: { status: 'Accepted' } },
    ip: '127.0.0.1',
    ...overrides,
  };
}
