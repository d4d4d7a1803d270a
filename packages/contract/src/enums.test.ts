import { describe, expect, it } from 'vitest';
import { ROLES } from './enums/auth.ts';
import { BOOKING_FILTERS, BOOKING_STATUSES } from './enums/bookings.ts';
import {
  CUSTOMER_GENDERS,
  CUSTOMER_PRODUCTS,
  CUSTOMER_TYPES,
  PARENT_PRODUCTS,
  canonicalCustomerType,
} from './enums/customers.ts';
import { INCOME_PAY_STATUSES } from './enums/finance.ts';
import {
  JOB_STATUSES,
  JOB_TRANSITIONS,
  PATIENT_GENDERS,
  canonicalJobStatus,
  canonicalPatientGender,
} from './enums/jobcards.ts';
import { NURSE_PAY_STATUSES } from './enums/nurse-jobs.ts';
import { ACCOUNT_STATUSES, NURSE_GENDERS } from './enums/nurses.ts';
import { SHOP_ORDER_STATUSES } from './enums/shop.ts';

describe('job status (SPEC 4, ruling 10 and 27)', () => {
  it('has the four canonical statuses', () => {
    expect(JOB_STATUSES).toEqual(['pending', 'ongoing', 'cancelled', 'completed']);
  });

  it('keeps canonical values as they are', () => {
    for (const s of JOB_STATUSES) expect(canonicalJobStatus(s)).toBe(s);
  });

  it('maps the spelling variants to the canonical values', () => {
    expect(canonicalJobStatus('canceled')).toBe('cancelled');
    expect(canonicalJobStatus('complete')).toBe('completed');
  });

  it('reads no inherited object key as a status (the fuzz suite sent "constructor")', () => {
    for (const s of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(canonicalJobStatus(s)).toBeUndefined();
  });

  it('tolerates case and surrounding spaces', () => {
    expect(canonicalJobStatus('Pending')).toBe('pending');
    expect(canonicalJobStatus(' ONGOING ')).toBe('ongoing');
    expect(canonicalJobStatus('onGoing')).toBe('ongoing');
    expect(canonicalJobStatus(' Canceled')).toBe('cancelled');
    expect(canonicalJobStatus('Cancelled ')).toBe('cancelled');
    expect(canonicalJobStatus('COMPLETE')).toBe('completed');
  });

  it('accepts every status the spec offers in its forms', () => {
    for (const s of ['pending', 'ongoing', 'canceled', 'complete', 'cancelled', 'completed']) {
      expect(JOB_STATUSES).toContain(canonicalJobStatus(s));
    }
  });

  it('answers undefined for an unknown status', () => {
    expect(canonicalJobStatus('')).toBeUndefined();
    expect(canonicalJobStatus('   ')).toBeUndefined();
    expect(canonicalJobStatus('done')).toBeUndefined();
    expect(canonicalJobStatus('paid')).toBeUndefined();
    expect(canonicalJobStatus('complet')).toBeUndefined();
    expect(canonicalJobStatus('on going')).toBeUndefined();
  });

  it('allows exactly the moves of ruling 27', () => {
    expect(JOB_TRANSITIONS).toEqual({
      pending: ['ongoing', 'cancelled', 'completed'],
      ongoing: ['cancelled', 'completed'],
      cancelled: [],
      completed: [],
    });
  });

  it('has a rule for every status, only to canonical statuses, never to itself', () => {
    expect(Object.keys(JOB_TRANSITIONS).sort()).toEqual([...JOB_STATUSES].sort());
    for (const from of JOB_STATUSES) {
      for (const to of JOB_TRANSITIONS[from]) {
        expect(JOB_STATUSES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('makes cancelled and completed final and never returns to pending', () => {
    expect(JOB_TRANSITIONS.cancelled).toHaveLength(0);
    expect(JOB_TRANSITIONS.completed).toHaveLength(0);
    for (const from of JOB_STATUSES) expect(JOB_TRANSITIONS[from]).not.toContain('pending');
  });
});

describe('customer type (ruling 10)', () => {
  it('has the canonical values', () => {
    expect(CUSTOMER_TYPES).toEqual(['parent', 'expecting', 'other']);
  });

  it("maps 'others' to 'other' and keeps canonical values", () => {
    expect(canonicalCustomerType('others')).toBe('other');
    expect(canonicalCustomerType('Others ')).toBe('other');
    for (const t of CUSTOMER_TYPES) expect(canonicalCustomerType(t)).toBe(t);
    expect(canonicalCustomerType(' Parent')).toBe('parent');
    expect(canonicalCustomerType('EXPECTING')).toBe('expecting');
  });

  it('answers undefined for an unknown type', () => {
    expect(canonicalCustomerType('')).toBeUndefined();
    expect(canonicalCustomerType('customer')).toBeUndefined();
    expect(canonicalCustomerType('parents')).toBeUndefined();
  });

  it('makes a customer a parent for the three products of SPEC 5', () => {
    expect([...PARENT_PRODUCTS].sort()).toEqual(
      ['Mama kit value', 'Postnatal care services', 'Prepared mama bag'].sort(),
    );
    for (const p of PARENT_PRODUCTS) expect(CUSTOMER_PRODUCTS).toContain(p);
    expect(PARENT_PRODUCTS).not.toContain('Patient care services');
  });
});

describe('patient gender (ruling 10)', () => {
  it('has the canonical values', () => {
    expect([...PATIENT_GENDERS].sort()).toEqual(['Female', 'Male']);
  });

  it("maps 'Femal' to 'Female' and tolerates case and spaces", () => {
    expect(canonicalPatientGender('Femal')).toBe('Female');
    expect(canonicalPatientGender('femal')).toBe('Female');
    expect(canonicalPatientGender('Female')).toBe('Female');
    expect(canonicalPatientGender(' FEMALE ')).toBe('Female');
    expect(canonicalPatientGender('Male')).toBe('Male');
    expect(canonicalPatientGender('male ')).toBe('Male');
  });

  it('answers undefined for anything else', () => {
    expect(canonicalPatientGender('')).toBeUndefined();
    expect(canonicalPatientGender('N/A')).toBeUndefined();
    expect(canonicalPatientGender('other')).toBeUndefined();
  });
});

describe('booking statuses and filters (SPEC 4, ruling 18)', () => {
  it('has the spec statuses', () => {
    expect(BOOKING_STATUSES).toEqual(['Pending', 'Accepted', 'onGoing', 'Completed', 'Cancelled']);
  });

  it('sorts the statuses into the three lists of ruling 18', () => {
    expect(BOOKING_FILTERS).toEqual({
      new: ['Pending'],
      active: ['Accepted', 'onGoing'],
      completed: ['Completed', 'Cancelled'],
    });
  });

  it('puts every booking status in exactly one list', () => {
    const all = Object.values(BOOKING_FILTERS).flat();
    expect([...all].sort()).toEqual([...BOOKING_STATUSES].sort());
  });
});

describe('other statuses (SPEC 4, ruling 8)', () => {
  it('roles', () => {
    expect(ROLES).toEqual(['ADMIN', 'STAFF']);
  });

  it('nurse account statuses, ACTIVE being the default', () => {
    expect(ACCOUNT_STATUSES).toEqual(['ACTIVE', 'BLOCKED', 'SUSPENDED']);
  });

  it('payment statuses', () => {
    expect(NURSE_PAY_STATUSES).toEqual(['Paid', 'UnPaid']);
    expect(INCOME_PAY_STATUSES).toEqual(['Paid', 'UnPaid', 'Pending']);
  });

  it('shop order statuses', () => {
    expect(SHOP_ORDER_STATUSES).toEqual([
      'Pending',
      'Confirmed',
      'Received',
      'Completed',
      'Cancelled',
    ]);
  });

  it('customer and nurse genders', () => {
    expect([...CUSTOMER_GENDERS].sort()).toEqual(['Female', 'Male']);
    expect([...NURSE_GENDERS].sort()).toEqual(['Female', 'Male', 'N/A']);
  });
});
