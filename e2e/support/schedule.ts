import { expect, type Page } from '@playwright/test';
import { apiPost, authHeaders, customerJobCard } from './records.ts';
import { uniqueMobile } from './phones.ts';

// Issue 27: the records a schedule journey makes for itself through the API.

const phoneOf = uniqueMobile;

async function apiPut<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.put(`/api/v1${path}`, {
    headers: await authHeaders(page),
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

type Made = { id: number; firebaseId?: string | null; phone_number: string; email: string };

/** An approved, active nurse licensed until `licenceExpiry`, at `station`. */
export async function makeLicensedNurse(
  page: Page,
  first: string,
  last: string,
  { station, licenceExpiry }: { station: string; licenceExpiry: string },
) {
  const nurse = await apiPost<Made>(page, '/careteam', {
    nurse: {
      first_name: first,
      last_name: last,
      email: `${first}.${last}@example.ug`.toLowerCase(),
      phone_number: phoneOf(),
      qualification: 'Registered Nurse',
      graduation_year: '2018',
      availability: 'Full time',
    },
  });
  await apiPut(page, `/careteam/${nurse.id}/approve`, {
    verified: true,
    firebaseId: nurse.firebaseId ?? null,
    phone_number: nurse.phone_number,
    email: nurse.email,
  });
  await apiPut(page, `/careteam/${nurse.id}/practice`, {
    unmc_registration_number: `RN-${last}`,
    licence_number: `PL-${last}`,
    licence_expiry: licenceExpiry,
    station,
  });
  return nurse;
}

/** A customer with a pending job card for `shifts`, made through the API. */
export const makeScheduleJobCard = (page: Page, last: string, start: string) =>
  customerJobCard(page, last, '0772123456', {
    relation: 'Mother',
    age_group: '0-1',
    start_date: start,
    end_date: start,
    days: 3,
    nights: 3,
    shifts: 'Day',
    care_services: ['Bathing'],
  });

/** Books a nurse through the API, as the job dialog does. */
export function bookNurse(
  page: Page,
  nurseId: number,
  job: { jobId: number; start_date: string; duration: number; shift: string },
) {
  return apiPost<{ id: number }>(page, `/portal/jobcard/nurse/${nurseId}`, {
    ...job,
    rate: 50000,
  });
}
