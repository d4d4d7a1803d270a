import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { ROLES } from './enums/auth.ts';
import { BOOKING_STATUSES } from './enums/bookings.ts';
import {
  CARE_TIP_CATEGORIES,
  CLICK_TARGETS,
  NOTIFICATION_CATEGORIES,
} from './enums/communication.ts';
import { CUSTOMER_GENDERS, CUSTOMER_PRODUCTS, CUSTOMER_TYPES } from './enums/customers.ts';
import {
  INCOME_PAY_STATUSES,
  LEAD_SOURCES,
  ORDER_PRODUCTS,
  PAYMENT_METHODS,
  STATIONS,
} from './enums/finance.ts';
import {
  AGE_GROUPS,
  DISEASES,
  JOB_STATUSES,
  PATIENT_GENDERS,
  PHYSIO_SERVICES,
  RELATIONS,
  SERVICE_PACKAGES,
  SHIFTS,
} from './enums/jobcards.ts';
import { NURSE_PAY_STATUSES } from './enums/nurse-jobs.ts';
import {
  ACCOUNT_STATUSES,
  AVAILABILITY,
  EDUCATION_LEVELS,
  NURSE_GENDERS,
  QUALIFICATIONS,
  WORK_STATUSES,
} from './enums/nurses.ts';
import { SHOP_ORDER_STATUSES } from './enums/shop.ts';

const lower = (list: readonly string[]) => list.map((s) => s.toLowerCase());

describe('enumerations of SPEC 9', () => {
  it('notification categories and click targets', () => {
    expect(NOTIFICATION_CATEGORIES).toEqual(['update', 'postAlert', 'info']);
    expect(CLICK_TARGETS).toHaveLength(3);
  });

  it('care tip categories', () => {
    expect(CARE_TIP_CATEGORIES).toEqual([
      'General',
      'Baby',
      'Pregnancy',
      'Postnatal',
      'Depression',
    ]);
  });

  it('customer products', () => {
    expect(CUSTOMER_PRODUCTS).toEqual([
      'Prepared mama bag',
      'Mama kit value',
      'Patient care services',
      'Postnatal care services',
    ]);
  });

  it('education levels', () => {
    expect(EDUCATION_LEVELS).toEqual([
      'Certificate',
      'Diploma',
      'Degree',
      'Masters',
      'PhD',
      'Others',
    ]);
  });

  it('availability (N/A allowed for the wizard)', () => {
    expect(AVAILABILITY.slice(0, 4)).toEqual(['Full time', 'Night Time', 'Day Time', 'Weekends']);
    expect(AVAILABILITY.slice(4)).toEqual(AVAILABILITY.length > 4 ? ['N/A'] : []);
  });

  it('work statuses', () => {
    expect(WORK_STATUSES).toEqual(['Student', 'Internship', 'Employed', 'Unemployed', 'Others']);
  });

  it('qualifications: 18, from Registered Bachelor of Science Nursing to Village Health Team and Others', () => {
    expect(QUALIFICATIONS).toHaveLength(18);
    expect(QUALIFICATIONS[0]).toBe('Registered Bachelor of Science Nursing');
    expect(QUALIFICATIONS[16]).toBe('Village Health Team');
    expect(QUALIFICATIONS[17]).toBe('Others');
  });

  it('package relations', () => {
    expect(RELATIONS).toEqual([
      'Spouse',
      'Wife',
      'Husband',
      'Partner',
      'Friend',
      'Uncle',
      'Aunt',
      'Mother',
      'Father',
      'Niece',
      'Nephew',
      'Formyself',
      'Brother',
      'Sister',
      'Others',
    ]);
  });

  it('age groups', () => {
    expect(AGE_GROUPS).toEqual([
      '0-1',
      '1-5',
      '5-12',
      '12-18',
      '18-25',
      '25-30',
      '30-40',
      '40-50',
      'Above 50',
    ]);
  });

  it('service packages, physiotherapy and shifts', () => {
    expect(SERVICE_PACKAGES).toEqual([
      'Postnatal Care',
      'In home care',
      'In hospital care',
      'checkup',
    ]);
    expect(PHYSIO_SERVICES).toEqual(['Exercising', 'Walking', 'Stretching', 'Massaging']);
    expect(SHIFTS).toEqual(['Day', 'Night']);
  });

  it('diseases: 20 choices including those the spec names, ending with Others', () => {
    expect(DISEASES).toHaveLength(20);
    const named = [
      'cancer',
      'hiv/aids',
      'tb',
      'diabetes',
      'hypertension',
      'malaria',
      'c-section',
      'normal delivery',
    ];
    expect(lower(DISEASES)).toEqual(expect.arrayContaining(named));
    expect(DISEASES.at(-1)).toBe('Others');
  });

  it('bedside tasks: about 50 choices from All Services to Others', () => {
    const lists = Object.values(contract as Record<string, unknown>).filter(
      (v): v is readonly unknown[] => Array.isArray(v),
    );
    const bedside = lists.find((l) => l[0] === 'All Services');
    expect(bedside, 'the contract exports no bedside task enumeration').toBeDefined();
    expect(bedside?.at(-1)).toBe('Others');
    expect(bedside?.length).toBeGreaterThanOrEqual(40);
    expect(bedside?.length).toBeLessThanOrEqual(60);
  });

  it('order products match the product colours of SPEC 4', () => {
    expect([...ORDER_PRODUCTS].sort()).toEqual(
      ['PATIENT CARE', 'POSTNATAL CARE', 'PREPARED MAMA', 'SHOP', 'VALUE KIT'].sort(),
    );
  });

  it('lead sources: eight, with Referral spelt correctly (ruling 20)', () => {
    expect(LEAD_SOURCES).toHaveLength(8);
    expect(LEAD_SOURCES).toEqual(expect.arrayContaining(['Referral', 'Returning', 'Website']));
    expect(LEAD_SOURCES).not.toContain('Referal');
  });

  it('stations: six, including the named ones', () => {
    expect(STATIONS).toHaveLength(6);
    expect(STATIONS).toEqual(
      expect.arrayContaining(['Kikubo', 'Mutungo', 'Head Office', 'Nassana']),
    );
  });

  it('payment methods: seven, including the named ones', () => {
    expect(PAYMENT_METHODS).toHaveLength(7);
    expect(PAYMENT_METHODS).toEqual(
      expect.arrayContaining(['Bank Deposit', 'Airtel Account', 'Mobile Money', 'Cheque', 'Cash']),
    );
  });

  it('no enumeration holds a value twice or a blank value', () => {
    const lists: Record<string, readonly string[]> = {
      ROLES,
      JOB_STATUSES,
      NURSE_PAY_STATUSES,
      INCOME_PAY_STATUSES,
      ACCOUNT_STATUSES,
      BOOKING_STATUSES,
      SHOP_ORDER_STATUSES,
      CUSTOMER_TYPES,
      CUSTOMER_GENDERS,
      NURSE_GENDERS,
      PATIENT_GENDERS,
      CUSTOMER_PRODUCTS,
      NOTIFICATION_CATEGORIES,
      CLICK_TARGETS,
      CARE_TIP_CATEGORIES,
      EDUCATION_LEVELS,
      AVAILABILITY,
      WORK_STATUSES,
      QUALIFICATIONS,
      RELATIONS,
      AGE_GROUPS,
      SERVICE_PACKAGES,
      PHYSIO_SERVICES,
      SHIFTS,
      DISEASES,
      ORDER_PRODUCTS,
      LEAD_SOURCES,
      STATIONS,
      PAYMENT_METHODS,
    };
    for (const [name, list] of Object.entries(lists)) {
      expect(new Set(lower(list)).size, name).toBe(list.length);
      for (const v of list) expect(v.trim(), name).not.toBe('');
    }
  });
});
