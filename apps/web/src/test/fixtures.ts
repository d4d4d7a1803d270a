import type { Customer, JobCard, NurseJob } from '@app/contract';
import { jsonResponse, mockFetch } from './render';

// Records as the API answers them, and a fetch that answers by method and path.

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    user_id: 'b1c2d3e4-0000-4000-8000-000000000007',
    firstname: 'Amina',
    lastname: 'Nakato',
    email: 'amina.nakato@example.ug',
    phonenumber: '+256772123456',
    alternate_number: null,
    gender: 'Female',
    children: 2,
    company: null,
    occupation: 'Teacher',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    latitude: 0.354,
    longitude: 32.615,
    contry: 'Uganda, East Africa',
    user_type: 'parent',
    signup_method: 'portal',
    verified: false,
    photo_url: null,
    date_of_birth: null,
    station: null,
    preferred_language: 'en',
    can_push: false,
    consent_method: null,
    consent_at: null,
    consent_by: null,
    marketing_objected_at: null,
    erased_at: null,
    createdAt: '2025-03-01T07:00:00.000Z',
    updatedAt: '2025-03-01T07:00:00.000Z',
    ...overrides,
  };
}

export function makeJobCard(overrides: Partial<JobCard> = {}): JobCard {
  return {
    id: 31,
    care_card_number: 'CC-2025-000031',
    client_name: 'Amina Nakato',
    contact: '+256772123456',
    patient_name: 'Baby Nakato',
    service: 'Postnatal Care',
    start_date: '2025-03-02',
    end_date: '2025-03-09',
    status: 'pending',
    facility: 'Home',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    latitude: 0.354,
    longitude: 32.615,
    relation: 'Mother',
    age_group: '0-1',
    gender: 'Female',
    medical_condition: 'C-section',
    pysio_services: ['Walking'],
    care_services: ['Bathing', 'Cord care'],
    thc_description: 'Recovering from a C-section.',
    description: 'Call before arriving.',
    invoice_number: 'INV-31',
    invoice_amount: 350000,
    receipt_number: null,
    receipt_amount: null,
    days: 7,
    nights: 7,
    duration: 7,
    shifts: 'Day',
    has_doctor: false,
    medication_application: null,
    requested_via: 'portal',
    requested_by: 'Husband',
    UserId: 7,
    bookingId: null,
    DashboardUserId: 'u1',
    created_by: 'u1',
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export const ok = (data: unknown, status = 200) =>
  jsonResponse(status, { status: 'success', data });
export const failed = (status: number, error: string, details?: Record<string, string>) =>
  jsonResponse(status, { status: 'failed', error, ...(details ? { details } : {}) });

type Route = [method: string, path: RegExp, answer: (url: URL, init: RequestInit) => Response];

/**
 * Replaces fetch with a table of routes, matched on method and path (the query
 * is in `url.searchParams`). An unknown call answers 404, so a test sees it.
 */
export function routeFetch(routes: Route[]) {
  return mockFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const route = routes.find(([m, path]) => m === method && path.test(url.pathname));
    return route ? route[2](url, init) : failed(404, `No route for ${method} ${url.pathname}`);
  });
}

/** The JSON bodies sent to a method and path. */
export function bodiesSent(fetch: ReturnType<typeof mockFetch>, method: string, path: RegExp) {
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && path.test(url.pathname);
    })
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}

/** GET /dashboard/summary of a service with nothing in it yet. */
export const EMPTY_DASHBOARD = {
  nursesAwaitingApproval: 0,
  newBookings: 0,
  jobCards: { pending: 0, ongoing: 0 },
  pendingShopOrders: 0,
  income: { thisMonth: 0, lastMonth: 0 },
  incomeByWeek: [],
  licences: [],
};

/** GET /visits/today of a day with no visit (issue 37: Home shows it too). */
export const EMPTY_VISITS = {
  day: '2025-11-20',
  now: '2025-11-20T06:00:00.000Z',
  dayShiftStart: '08:00',
  nightShiftStart: '20:00',
  counts: { not_due: 0, checked_in: 0, late: 0, missed: 0, checked_out: 0 },
  visits: [],
};

/** A nurse job as the API answers it (the nurse's jobs, a job card's nurses). */
export function makeNurseJob(overrides: Partial<NurseJob> = {}): NurseJob {
  return {
    id: 501,
    jobId: 31,
    nurseId: 12,
    start_date: '2026-03-02',
    end_date: '2026-03-07',
    last_day_of_care: '2026-03-06',
    planned_duration: null,
    days: 5,
    nights: null,
    shift: 'Day and night',
    duration: 5,
    rate: 50000,
    amount: 250000,
    status: 'pending',
    payment_status: 'UnPaid',
    rating: null,
    care_card_number: 'CC-2025-000031',
    client_name: 'Amina Nakato',
    UserId: 7,
    nurse_name: 'Esther Namubiru',
    createdAt: '2026-02-20T08:00:00.000Z',
    updatedAt: '2026-02-20T08:00:00.000Z',
    ...overrides,
  };
}
