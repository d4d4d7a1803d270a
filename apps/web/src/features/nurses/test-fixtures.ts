import type { Nurse, NurseListItem } from '@app/contract';

export { makeNurseJob } from '../../test/fixtures';

// Nurse records as the API answers them (for component tests).

export function makeNurseListItem(overrides: Partial<NurseListItem> = {}): NurseListItem {
  return {
    id: 12,
    user_id: 'c1d2e3f4-0000-4000-8000-000000000012',
    first_name: 'Esther',
    last_name: 'Namubiru',
    verified: false,
    rating: null,
    profile_picture: '',
    phone_number: '+256772555111',
    email: 'esther.namubiru@example.ug',
    care_number: 'CN-000012',
    firebaseId: null,
    blocked_user: { status: 'ACTIVE' },
    licence_expiry: '2027-06-30',
    licence_state: 'valid',
    station: 'Kikubo',
    ...overrides,
  };
}

export function makeNurse(overrides: Partial<Nurse> = {}): Nurse {
  return {
    ...makeNurseListItem(),
    username: 'Esther Namubiru',
    mobile_money_number: null,
    other_number: null,
    gender: 'Female',
    date_of_birth: '1994-05-10',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    latitude: 0.354,
    longitude: 32.615,
    about_me: 'Midwife with six years on a postnatal ward.',
    personal_statement: null,
    join_date: '2025-02-01T07:00:00.000Z',
    active: true,
    online: false,
    profileComplete: false,
    ref_name: 'Dr. Okello',
    ref_phone_number: '+256701234567',
    ref_email: 'okello@example.ug',
    employment_status: null,
    work_status: 'Employed',
    availability: 'Full time',
    certificate_no: 'UNMC-2018-1234',
    qualification: 'Registered Midwife',
    education_level: 'Diploma',
    graduation_year: 2018,
    work: [
      {
        id: 1,
        position: 'Midwife',
        company: 'Mulago Hospital',
        currentPosition: true,
        startDate: '2019-01-01',
        endDate: null,
        description: null,
      },
    ],
    academics: [
      {
        id: 1,
        qualification: 'Registered Midwife',
        school: 'Mulago School of Nursing',
        course: ['Registered Midwife'],
        startDate: '2015-02-01',
        endDate: '2018-11-30',
        grade: 'Credit',
      },
    ],
    unmc_registration_number: 'RM-12345',
    licence_number: 'PL-2026-0042',
    licence_copy: null,
    calendar_feed: false,
    marketing_objected_at: null,
    erased_at: null,
    createdAt: '2025-02-01T07:00:00.000Z',
    updatedAt: '2025-02-03T09:30:00.000Z',
    ...overrides,
  };
}
