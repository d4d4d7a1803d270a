import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { nurseJobEndDate, nurseJobFieldsSchema } from './nurse-jobs.ts';
import { nursePayloadFromWizard, type NurseWizardValues } from './nurse-wizard.ts';
import { nurseCreateSchema, nurseProfileSchema } from './nurses.ts';
import { reviewCreateSchema, starsFromNps } from './reviews.ts';

const profile = {
  first_name: ' Sarah ',
  last_name: 'Achieng',
  email: 'Sarah.Achieng@Example.UG',
  phone_number: '0701 234 567',
  qualification: 'Registered Nurse' as const,
  graduation_year: '2019',
};

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  // The first message of each field, as the API's `details` reports it.
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('nurseProfileSchema (SPEC 5 nurse form)', () => {
  it('trims, lower-cases the e-mail, stores E.164 and a numeric year', () => {
    expect(nurseProfileSchema.parse(profile)).toMatchObject({
      first_name: 'Sarah',
      email: 'sarah.achieng@example.ug',
      phone_number: '+256701234567',
      graduation_year: 2019,
      other_number: null,
      ref_email: null,
    });
  });

  it('names every missing required field', () => {
    expect(errorsOf(nurseProfileSchema, {})).toEqual({
      first_name: 'Field is required',
      last_name: 'Field is required',
      email: 'E-mail is required',
      phone_number: 'Phone number is required',
      qualification: 'Field is required',
      graduation_year: 'Field is required',
    });
  });

  it.each([[''], ['   ']])("refuses the e-mail %j with 'E-mail is required'", (email) => {
    expect(errorsOf(nurseProfileSchema, { ...profile, email })).toEqual({
      email: 'E-mail is required',
    });
  });

  it.each([['sarah'], ['sarah@example'], ['sarah.example.ug']])(
    "refuses %s with 'E-mail must be valid' (an @ and a dot)",
    (email) => {
      expect(errorsOf(nurseProfileSchema, { ...profile, email })).toEqual({
        email: 'E-mail must be valid',
      });
    },
  );

  it("refuses a blank phone with 'Phone number is required'", () => {
    expect(errorsOf(nurseProfileSchema, { ...profile, phone_number: ' ' })).toEqual({
      phone_number: 'Phone number is required',
    });
  });

  it.each([['19'], ['20190'], ['twenty'], [19.5]])(
    'refuses the graduation year %j (4 digits)',
    (graduation_year) => {
      expect(errorsOf(nurseProfileSchema, { ...profile, graduation_year })).toEqual({
        graduation_year: 'Enter a 4-digit year',
      });
    },
  );

  it('accepts a numeric graduation year and refuses an unreal one', () => {
    expect(nurseProfileSchema.parse({ ...profile, graduation_year: 2020 }).graduation_year).toBe(
      2020,
    );
    expect(errorsOf(nurseProfileSchema, { ...profile, graduation_year: '1800' })).toEqual({
      graduation_year: 'Enter a real graduation year',
    });
  });

  it('refuses a qualification outside the list and an invalid referee e-mail', () => {
    expect(
      errorsOf(nurseProfileSchema, { ...profile, qualification: 'Surgeon', ref_email: 'x@y' }),
    ).toEqual({ qualification: 'Field is required', ref_email: 'E-mail must be valid' });
  });
});

describe('nursePayloadFromWizard', () => {
  const wizard: NurseWizardValues = {
    ...profile,
    availability: 'Full time',
    pastPosition: 'Ward nurse',
    work_place: 'Mengo Hospital',
    work_started: '2019-06-01',
    work_ended: '2023-12-31',
    isCurrentPosition: false,
    work_description: 'Maternity ward',
    school: 'Mulago School of Nursing',
    school_started: '2016-01-10',
    school_ended: '2019-05-20',
    grade: 'Distinction',
  };

  it('maps the flat wizard to nurse, work and academics', () => {
    const payload = nursePayloadFromWizard(wizard);
    expect(payload.nurse).toEqual({ ...profile, availability: 'Full time' });
    expect(payload.work).toEqual({
      position: 'Ward nurse',
      company: 'Mengo Hospital',
      currentPosition: false,
      startDate: '2019-06-01',
      endDate: '2023-12-31',
      description: 'Maternity ward',
    });
  });

  it('keeps the school dates in order (ruling 13: not swapped) and the course list', () => {
    expect(nursePayloadFromWizard(wizard).academics).toEqual({
      qualification: 'Registered Nurse',
      school: 'Mulago School of Nursing',
      course: ['Registered Nurse'],
      startDate: '2016-01-10',
      endDate: '2019-05-20',
      grade: 'Distinction',
    });
  });

  it('gives a payload that nurseCreateSchema accepts', () => {
    const out = nurseCreateSchema.parse(nursePayloadFromWizard(wizard));
    expect(out.academics?.startDate).toBe('2016-01-10');
    expect(out.academics?.endDate).toBe('2019-05-20');
  });

  it('fills missing wizard parts with null and an empty course list', () => {
    const payload = nursePayloadFromWizard({ ...profile, qualification: undefined as never });
    expect(payload.work).toMatchObject({ position: null, currentPosition: false, startDate: null });
    expect(payload.academics).toMatchObject({ course: [], startDate: null, endDate: null });
  });

  it('refuses academics whose end precedes their start', () => {
    const r = nurseCreateSchema.safeParse(
      nursePayloadFromWizard({
        ...wizard,
        school_started: '2019-05-20',
        school_ended: '2016-01-10',
      }),
    );
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['academics', 'endDate']);
  });
});

describe('nurseJobFieldsSchema (SPEC 5 nurse job)', () => {
  const job = { jobId: 3, start_date: '2026-11-23', duration: 5, rate: '50,000' };

  it('reads the rate with separators and the duration', () => {
    expect(nurseJobFieldsSchema.parse(job)).toEqual({
      jobId: 3,
      start_date: '2026-11-23',
      duration: 5,
      rate: 50000,
      days: null,
      nights: null,
    });
  });

  it.each([[1], [99], ['12']])('accepts the duration %j', (duration) => {
    expect(nurseJobFieldsSchema.safeParse({ ...job, duration }).success).toBe(true);
  });

  it.each([
    [0, 'At least 1 day'],
    [100, 'At most 2 digits'],
    [2.5, 'Whole days only'],
  ])('refuses the duration %j', (duration, message) => {
    expect(errorsOf(nurseJobFieldsSchema, { ...job, duration })).toEqual({ duration: message });
  });

  it.each([[''], ['  '], [undefined]])("refuses the rate %j with 'Value is required'", (rate) => {
    expect(errorsOf(nurseJobFieldsSchema, { ...job, rate })).toEqual({ rate: 'Value is required' });
  });

  it("refuses a missing duration with 'Value is required'", () => {
    expect(errorsOf(nurseJobFieldsSchema, { ...job, duration: undefined })).toEqual({
      duration: 'Value is required',
    });
  });

  it('refuses a fractional or zero rate', () => {
    expect(errorsOf(nurseJobFieldsSchema, { ...job, rate: '50,000.50' })).toEqual({
      rate: 'Amounts are whole UGX, without cents',
    });
    expect(errorsOf(nurseJobFieldsSchema, { ...job, rate: 0 })).toEqual({
      rate: 'Enter the daily rate in UGX',
    });
  });

  it('requires the job and the start date', () => {
    expect(errorsOf(nurseJobFieldsSchema, { ...job, jobId: undefined, start_date: '' })).toEqual({
      jobId: 'Field is required',
      start_date: 'Field is required',
    });
  });
});

describe('nurseJobEndDate', () => {
  it.each([
    ['2026-11-23', 5, '2026-11-28'],
    ['2026-11-28', 3, '2026-12-01'],
    ['2026-12-30', 5, '2027-01-04'],
    ['2026-02-27', 2, '2026-03-01'],
    ['2024-02-27', 2, '2024-02-29'],
    ['2026-01-01', 99, '2026-04-10'],
  ])('%s plus %d days is %s', (start, days, end) => {
    expect(nurseJobEndDate(start, days)).toBe(end);
  });
});

describe('reviewCreateSchema', () => {
  const review = { nurse_job_id: 4, nps: 8, customer_review: 'Kind', nurse_review: 'On time' };

  it.each([[1], [10], ['7']])('accepts the NPS %j', (nps) => {
    expect(reviewCreateSchema.safeParse({ ...review, nps }).success).toBe(true);
  });

  it.each([[0], [11], [7.5], ['ten'], [undefined]])(
    "refuses the NPS %j: 'NPS is 1 to 10'",
    (nps) => {
      expect(errorsOf(reviewCreateSchema, { ...review, nps })).toEqual({ nps: 'NPS is 1 to 10' });
    },
  );

  it('requires both feedback fields', () => {
    expect(
      errorsOf(reviewCreateSchema, { ...review, customer_review: ' ', nurse_review: '' }),
    ).toEqual({ customer_review: 'Field is required', nurse_review: 'Field is required' });
  });
});

describe('starsFromNps', () => {
  it.each([
    [10, 5],
    [9, 4.5],
    [5, 2.5],
    [1, 0.5],
  ])('NPS %d is %d stars out of 5', (nps, stars) => {
    expect(starsFromNps(nps)).toBe(stars);
  });
});
