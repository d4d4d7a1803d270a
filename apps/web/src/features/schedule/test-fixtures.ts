import type { FreeNurse, ScheduleJob, ScheduleRow } from '@app/contract';

export function makeScheduleJob(overrides: Partial<ScheduleJob> = {}): ScheduleJob {
  return {
    id: 1,
    jobId: 5,
    care_card_number: 'CC-0012',
    client_name: 'Grace Client',
    start_date: '2026-11-23',
    end_date: '2026-11-25',
    shift: 'Day',
    status: 'ongoing',
    ...overrides,
  };
}

export function makeScheduleRow(
  nurse: Partial<ScheduleRow['nurse']> = {},
  jobs: ScheduleJob[] = [],
): ScheduleRow {
  return {
    nurse: {
      id: 1,
      first_name: 'Jane',
      last_name: 'Doe',
      care_number: 'CN-000001',
      availability: 'Full time',
      station: 'Kikubo',
      licence_expiry: '2027-06-30',
      licence_state: 'valid',
      account_status: 'ACTIVE',
      ...nurse,
    },
    jobs,
  };
}

export function makeFreeNurse(overrides: Partial<FreeNurse> = {}): FreeNurse {
  return {
    id: 12,
    first_name: 'Esther',
    last_name: 'Akello',
    care_number: 'CN-000012',
    phone_number: '0772555111',
    profile_picture: '',
    rating: 4.5,
    station: 'Kikubo',
    availability: 'Full time',
    licence_expiry: '2027-03-31',
    distance_km: 3.2,
    ...overrides,
  };
}
