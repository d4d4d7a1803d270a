import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost, authHeaders, customerJobCard } from './records.ts';

// Records of the payroll journeys (issue 25), each made by the journey itself
// through the API: a nurse of its own with completed, unpaid jobs, so no
// journey depends on the demo data's jobs or on another spec's batches.

export type PayJob = { id: number; card: string; days: number; rate: number; amount: number };
export type PayNurse = { id: number; name: string; lastName: string; jobs: PayJob[] };

/** Whole UGX as the screens show it: UGX 1,234,000. */
export const ugx = (n: number) => `UGX ${n.toLocaleString('en-US')}`;

/** Today in Kampala (UTC+3), shifted by `days`, as YYYY-MM-DD. */
export function kampalaDay(days = 0) {
  return new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function dataOf<T>(response: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export async function apiGet<T>(page: Page, path: string, params?: Record<string, string>) {
  return dataOf<T>(
    await page.request.get(`/api/v1${path}`, { headers: await authHeaders(page), params }),
  );
}

async function apiSend<T>(
  page: Page,
  method: 'put' | 'patch' | 'post',
  path: string,
  data: unknown,
) {
  return dataOf<T>(
    await page.request[method](`/api/v1${path}`, { headers: await authHeaders(page), data }),
  );
}

/** A job card of a new customer, for one nurse job. */
const jobCard = (page: Page, lastName: string, phone: string) =>
  customerJobCard(page, lastName, phone, { start_date: kampalaDay(-20), days: 5 });

/**
 * An approved nurse `Esther <lastName>` paid on `phone` (07x...), with one
 * completed, unpaid job per entry of `jobs` (each on a job card of its own,
 * so each has its own card number), ended in the last days.
 */
export async function nurseWithUnpaidJobs(
  page: Page,
  lastName: string,
  phone: string,
  jobs: { days: number; rate: number }[],
): Promise<PayNurse> {
  await page.goto('/');
  const nurse = await apiPost<{ id: number }>(page, '/careteam', {
    nurse: {
      first_name: 'Esther',
      last_name: lastName,
      email: `${lastName.toLowerCase()}@example.ug`,
      phone_number: phone,
      qualification: 'Registered Nurse',
      graduation_year: '2018',
    },
  });
  await apiSend(page, 'put', `/careteam/${nurse.id}/approve`, { verified: true });
  const made: PayJob[] = [];
  let start = -18;
  for (const [i, job] of jobs.entries()) {
    const card = await jobCard(page, `${lastName}C${i}`, `0703${String(Date.now()).slice(-6)}`);
    const booked = await apiPost<{ id: number; amount: number }>(
      page,
      `/portal/jobcard/nurse/${nurse.id}`,
      { jobId: card.id, start_date: kampalaDay(start), duration: job.days, rate: job.rate },
    );
    await apiSend(page, 'put', `/portal/jobcard/nurse/${booked.id}`, { status: 'completed' });
    made.push({ id: booked.id, card: card.care_card_number, ...job, amount: booked.amount });
    start += job.days + 1;
  }
  return { id: nurse.id, name: `Esther ${lastName}`, lastName, jobs: made };
}

export type UnpaidNurse = {
  nurseId: number;
  name: string;
  msisdn: string;
  jobs: { id: number; careCardNumber: string; days: number; rate: number; amount: number }[];
  total: number;
};

/** GET /payroll/unpaid: the nurse's group, or undefined when none of her jobs waits for pay. */
export async function unpaidOf(page: Page, nurseId: number) {
  const unpaid = await apiGet<{ nurses: UnpaidNurse[] }>(page, '/payroll/unpaid');
  return unpaid.nurses.find((n) => n.nurseId === nurseId);
}

export type BatchLine = {
  id: number;
  nurseJobId: number;
  amount: number;
  state: string;
  reference: string;
  providerTxnId: string | null;
};
export type Batch = {
  id: number;
  number: string;
  state: string;
  total: number;
  lines: BatchLine[];
};

export const batchOf = (page: Page, id: number) => apiGet<Batch>(page, `/payroll/batches/${id}`);

export const draftBatch = (page: Page, nurseJobIds: number[], note?: string) =>
  apiPost<Batch>(page, '/payroll/batches', { nurseJobIds, note: note ?? null });

/** A Draft or Approved batch cancelled: its jobs may be batched again. */
export const cancelBatch = (page: Page, id: number) =>
  apiSend<Batch>(page, 'post', `/payroll/batches/${id}/cancel`, {});

/** Whether a payout needs a second ADMIN; set back with `setTwoApprovers`. */
export const twoApprovers = async (page: Page) =>
  (await apiGet<{ twoApprovers: boolean }>(page, '/payroll/settings')).twoApprovers;

export const setTwoApprovers = (page: Page, on: boolean) =>
  apiSend(page, 'patch', '/payroll/settings', { twoApprovers: on });

/** The nurse's pay history (GET /payroll/nurses/{id}/pay). */
export const nursePay = (page: Page, nurseId: number) =>
  apiGet<{
    rows: { providerTxnId: string | null; batchNumber: string; amount: number }[];
    total: number;
  }>(page, `/payroll/nurses/${nurseId}/pay`);

/** The records of a CSV as written by the API (quoted cells, a BOM, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows.filter((r) => r.some((v) => v !== ''));
}

/** The counts of the result dialog's summary: { Paid: 1, Failed: 0, ... }. */
export async function resultCounts(dialog: Locator) {
  const counts = dialog.getByLabel('Result counts');
  await expect(counts).toBeVisible();
  const terms = await counts.getByRole('term').allInnerTexts();
  const values = await counts.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((t, i) => [t.trim(), Number(values[i])]));
}
