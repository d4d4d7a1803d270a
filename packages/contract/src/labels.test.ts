import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './enums/bookings.ts';
import { CUSTOMER_PRODUCTS } from './enums/customers.ts';
import { INCOME_PAY_STATUSES, ORDER_PRODUCTS } from './enums/finance.ts';
import { JOB_STATUSES, RELATIONS, SERVICE_PACKAGES } from './enums/jobcards.ts';
import { NURSE_PAY_STATUSES } from './enums/nurse-jobs.ts';
import { ACCOUNT_STATUSES } from './enums/nurses.ts';
import { SHOP_ORDER_STATUSES } from './enums/shop.ts';
import { LABELLED_VALUES, LABELS, labelFor, labelledOptions, type LabelKind } from './labels.ts';

const kinds = Object.keys(LABELLED_VALUES) as LabelKind[];

describe('labels (issue 38)', () => {
  it.each(kinds)('gives every %s value a label of its own', (kind) => {
    const values = LABELLED_VALUES[kind];
    expect(values.length).toBeGreaterThan(0);
    // each value is in its kind's labels, not shown as given for want of one
    expect(Object.keys(LABELS[kind]).sort()).toEqual([...values].sort());
    const labels = values.map((v) => labelFor(kind, v));
    for (const l of labels) expect(l.trim()).not.toBe('');
    // two values never read the same
    expect(new Set(labels).size).toBe(values.length);
  });

  it('keeps the wire values the spec gives', () => {
    expect(JOB_STATUSES).toEqual(['pending', 'ongoing', 'cancelled', 'completed']);
    expect(BOOKING_STATUSES).toEqual(['Pending', 'Accepted', 'onGoing', 'Completed', 'Cancelled']);
    expect(INCOME_PAY_STATUSES).toEqual(['Paid', 'UnPaid', 'Pending']);
    expect(NURSE_PAY_STATUSES).toEqual(['Paid', 'UnPaid']);
    expect(ACCOUNT_STATUSES).toEqual(['ACTIVE', 'BLOCKED', 'SUSPENDED']);
    expect(ORDER_PRODUCTS).toContain('POSTNATAL CARE');
    expect(SERVICE_PACKAGES).toContain('Postnatal Care');
    expect(RELATIONS).toContain('Formyself');
    expect(SHOP_ORDER_STATUSES).toEqual([
      'Pending',
      'Confirmed',
      'Received',
      'Completed',
      'Cancelled',
    ]);
  });

  it('lists exactly the values of each enum, so a new value needs a label', () => {
    expect(LABELLED_VALUES.job).toBe(JOB_STATUSES);
    expect(LABELLED_VALUES.payment).toBe(INCOME_PAY_STATUSES);
    expect(LABELLED_VALUES.product).toBe(ORDER_PRODUCTS);
    expect(LABELLED_VALUES.service).toBe(SERVICE_PACKAGES);
    expect(LABELLED_VALUES.relation).toBe(RELATIONS);
  });

  it('reads the statuses as staff say them', () => {
    expect(labelFor('job', 'pending')).toBe('Pending');
    expect(labelFor('job', 'ongoing')).toBe('Ongoing');
    expect(labelFor('booking', 'onGoing')).toBe('Ongoing');
    expect(labelFor('payment', 'UnPaid')).toBe('Unpaid');
    expect(labelFor('accountStatus', 'ACTIVE')).toBe('Active');
    expect(labelFor('accountStatus', 'BLOCKED')).toBe('Blocked');
    expect(labelFor('relation', 'Formyself')).toBe('For myself');
    expect(labelFor('customerType', 'expecting')).toBe('Expecting');
  });

  it("labels the nurse jobs' pay statuses as the ledger's", () => {
    for (const s of NURSE_PAY_STATUSES) expect(LABELLED_VALUES.payment).toContain(s);
  });

  it('names postnatal care once, whichever list it comes from', () => {
    const names = [
      labelFor('product', 'POSTNATAL CARE'),
      labelFor('product', 'Postnatal care services'),
      labelFor('service', 'Postnatal Care'),
      labelFor('service', 'Postnatal care services'),
      labelFor('service', 'POSTNATAL CARE'),
    ];
    expect(new Set(names)).toEqual(new Set(['Postnatal care']));
  });

  it("labels every customer order product as the ledger's product", () => {
    for (const p of CUSTOMER_PRODUCTS) {
      expect(Object.values(LABELS.product)).toContain(labelFor('product', p));
    }
  });

  it("reads the spec's other spellings as their value", () => {
    expect(labelFor('job', 'canceled')).toBe('Cancelled');
    expect(labelFor('job', 'complete')).toBe('Completed');
    expect(labelFor('payment', 'unpaid')).toBe('Unpaid');
    expect(labelFor('leadSource', 'Referal')).toBe('Referral');
  });

  it('shows an unknown value as given and no value as nothing', () => {
    expect(labelFor('service', 'Night nanny')).toBe('Night nanny');
    expect(labelFor('accountStatus', 'Inactive')).toBe('Inactive');
    expect(labelFor('job', 'constructor')).toBe('constructor');
    expect(labelFor('product', null)).toBe('');
    expect(labelFor('product', '  ')).toBe('');
  });

  it('makes options that send the wire value and show the label', () => {
    expect(labelledOptions('payment', NURSE_PAY_STATUSES)).toEqual([
      { value: 'Paid', label: 'Paid' },
      { value: 'UnPaid', label: 'Unpaid' },
    ]);
  });
});
