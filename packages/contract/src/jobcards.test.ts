import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  jobCardCreateSchema,
  jobCardFieldsSchema,
  jobCardUpdateSchema,
  jobStatusField,
} from './jobcards.ts';

const fields = {
  service: 'In home care',
  gender: 'Female',
  start_date: '2026-03-01',
  end_date: '2026-03-08',
  facility: 'Mulago Hospital',
  medical_condition: 'C-section',
  address: 'Ntinda, Kampala',
};

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  // The first message of each field, as the API's `details` reports it.
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('jobCardFieldsSchema (SPEC 5 job card form)', () => {
  it('accepts the form and fills the defaults', () => {
    const out = jobCardFieldsSchema.parse(fields);
    expect(out).toMatchObject({
      ...fields,
      patient_name: null,
      relation: null,
      pysio_services: [],
      care_services: [],
      has_doctor: false,
      invoice_amount: null,
    });
  });

  it("requires service, patient gender, booking date, facility, disease and address ('Field is required')", () => {
    expect(errorsOf(jobCardFieldsSchema, {})).toEqual({
      service: 'Field is required',
      gender: 'Field is required',
      start_date: 'Field is required',
      facility: 'Field is required',
      medical_condition: 'Field is required',
      address: 'Field is required',
    });
  });

  it('refuses a service or disease outside the lists', () => {
    expect(
      errorsOf(jobCardFieldsSchema, { ...fields, service: 'Spa', medical_condition: 'Flu' }),
    ).toEqual({ service: 'Field is required', medical_condition: 'Field is required' });
  });

  it.each([
    ['Femal', 'Female'],
    ['female', 'Female'],
    ['Male', 'Male'],
  ])("reads the patient gender '%s' as %s (ruling 10)", (gender, stored) => {
    expect(jobCardFieldsSchema.parse({ ...fields, gender }).gender).toBe(stored);
  });

  it('refuses an unknown gender', () => {
    expect(errorsOf(jobCardFieldsSchema, { ...fields, gender: 'Other' })).toEqual({
      gender: 'Field is required',
    });
  });

  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['yes', true],
    ['Yes', true],
    ['false', false],
    ['no', false],
    ['No', false],
  ])('reads has_doctor %j as %s', (has_doctor, value) => {
    expect(jobCardFieldsSchema.parse({ ...fields, has_doctor }).has_doctor).toBe(value);
  });

  it('refuses a has_doctor that is neither yes nor no', () => {
    expect(jobCardFieldsSchema.safeParse({ ...fields, has_doctor: 'maybe' }).success).toBe(false);
  });

  it('refuses an end date before the start date, on end_date', () => {
    expect(errorsOf(jobCardFieldsSchema, { ...fields, end_date: '2026-02-28' })).toEqual({
      end_date: 'The end date is before the start date',
    });
    expect(jobCardFieldsSchema.parse({ ...fields, end_date: '2026-03-01' }).end_date).toBe(
      '2026-03-01',
    );
    expect(jobCardFieldsSchema.parse({ ...fields, end_date: '' }).end_date).toBeNull();
  });

  it('refuses impossible dates', () => {
    expect(errorsOf(jobCardFieldsSchema, { ...fields, start_date: '2026-02-30' })).toHaveProperty(
      'start_date',
    );
  });

  it('reads the invoice and receipt amounts as whole UGX', () => {
    const out = jobCardFieldsSchema.parse({
      ...fields,
      invoice_amount: '250,000',
      receipt_amount: 100000,
    });
    expect(out.invoice_amount).toBe(250000);
    expect(out.receipt_amount).toBe(100000);
    expect(errorsOf(jobCardFieldsSchema, { ...fields, invoice_amount: '99.50' })).toEqual({
      invoice_amount: 'Amounts are whole UGX, without cents',
    });
  });
});

describe('jobCardCreateSchema', () => {
  it('requires a selected customer', () => {
    expect(errorsOf(jobCardCreateSchema, fields)).toEqual({ UserId: 'Select a customer' });
    expect(errorsOf(jobCardCreateSchema, { ...fields, UserId: 0 })).toEqual({
      UserId: 'Select a customer',
    });
  });

  it('takes an optional booking id', () => {
    expect(jobCardCreateSchema.parse({ ...fields, UserId: '7', bookingId: '3' })).toMatchObject({
      UserId: 7,
      bookingId: 3,
    });
    expect(jobCardCreateSchema.safeParse({ ...fields, UserId: 7, bookingId: -1 }).success).toBe(
      false,
    );
  });
});

describe('jobStatusField (ruling 10)', () => {
  it.each([
    ['pending', 'pending'],
    ['canceled', 'cancelled'],
    ['complete', 'completed'],
    ['Ongoing', 'ongoing'],
  ])('reads %s as %s', (v, stored) => {
    expect(jobStatusField.parse(v)).toBe(stored);
  });

  it('refuses an unknown status', () => {
    expect(jobStatusField.safeParse('paused').success).toBe(false);
  });
});

describe('jobCardUpdateSchema', () => {
  it('accepts a status alone, without fields', () => {
    expect(jobCardUpdateSchema.parse({ status: 'canceled' })).toEqual({
      status: 'cancelled',
      updatedAt: undefined,
      fields: undefined,
    });
  });

  it('validates present fields like a create', () => {
    const out = jobCardUpdateSchema.parse({ ...fields, gender: 'Femal' });
    expect(out.status).toBeUndefined();
    expect(out.fields).toMatchObject({ gender: 'Female', facility: 'Mulago Hospital' });
  });

  it('refuses a partial edit: the whole form is validated', () => {
    expect(errorsOf(jobCardUpdateSchema, { facility: 'Nsambya' })).toMatchObject({
      service: 'Field is required',
      address: 'Field is required',
    });
  });

  it('refuses an invalid edit whole, even with a valid status', () => {
    const r = jobCardUpdateSchema.safeParse({ status: 'ongoing', ...fields, facility: '' });
    expect(r.success).toBe(false);
    expect(errorsOf(jobCardUpdateSchema, { status: 'ongoing', ...fields, facility: '' })).toEqual({
      facility: 'Field is required',
    });
  });

  it('accepts a valid edit with a status', () => {
    const out = jobCardUpdateSchema.parse({
      status: 'ongoing',
      updatedAt: '2026-03-01T10:00:00.000Z',
      ...fields,
    });
    expect(out.status).toBe('ongoing');
    expect(out.updatedAt).toBe('2026-03-01T10:00:00.000Z');
    expect(out.fields?.service).toBe('In home care');
  });

  it("refuses an empty update with 'Nothing to change'", () => {
    expect(errorsOf(jobCardUpdateSchema, {})).toEqual({ status: 'Nothing to change' });
    expect(errorsOf(jobCardUpdateSchema, { updatedAt: '2026-03-01T10:00:00.000Z' })).toEqual({
      status: 'Nothing to change',
    });
  });

  it('refuses an unknown status', () => {
    expect(jobCardUpdateSchema.safeParse({ status: 'paused' }).success).toBe(false);
  });
});
