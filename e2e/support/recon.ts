import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost, authHeaders } from './records.ts';

// What the reconciliation journeys (tests/staff/reconciliation.spec.ts,
// issue 25) make through the API, read back from it, and do in the import dialog.

export type Provider = 'MTN' | 'Airtel';

/** A moment as Kampala's wall clock writes it: day 'YYYY-MM-DD', time 'HH:MM:SS', month 'YYYY-MM'. */
export function kampala(ms: number) {
  const iso = new Date(ms + 3 * 3600_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 19), month: iso.slice(0, 7) };
}

/** 'November 2026', as the Month select and the summary's heading write a month. */
export function monthLabel(month: string) {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** The month before `month` (YYYY-MM). */
export function monthBefore(month: string) {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/** Whole UGX as the screens write it: 'UGX 1,234,000'. */
export const ugx = (n: number) => `UGX ${new Intl.NumberFormat('en').format(n)}`;

/** Digits as letters: the ledger's search reads 3+ digits of a term as a phone number. */
export const letters = (text: string) =>
  text.toUpperCase().replace(/\d/g, (d) => 'QRSTUVWXYZ'[Number(d)] ?? 'Q');

export async function apiGet<T>(page: Page, path: string, params?: Record<string, string>) {
  const response = await page.request.get(`/api/v1${path}`, {
    headers: await authHeaders(page),
    params,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A customer of her own, with a new MTN number (stored as E.164: +256772…). */
export async function makeCustomer(page: Page, lastname: string) {
  const local = `0772${String(Date.now()).slice(-6)}`;
  const made = await apiPost<{ customer: { id: number; phonenumber: string } }>(page, '/customer', {
    firstname: 'Grace',
    lastname,
    phonenumber: local,
    gender: 'Female',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    contry: 'Uganda, East Africa',
    order: { order: 'Postnatal care services', requested_by: 'Husband' },
  });
  return made.customer;
}

export type Entry = { id: number; doc_id: string; status: string; amount: number };

/** A ledger entry paid by mobile money (UnPaid unless told), through the API (SPEC 5's order form). */
export function makeEntry(
  page: Page,
  e: { customerId: number; receipt: string; amount: number; day: string; status?: string },
) {
  return apiPost<Entry>(page, '/income_trace', {
    txn_date: e.day,
    product: 'POSTNATAL CARE',
    lead_source: 'Referral',
    station: 'Mutungo',
    payment_method: 'Mobile Money',
    status: e.status ?? 'UnPaid',
    amount: e.amount,
    doc_id: e.receipt,
    summary: 'Recorded by the reconciliation e2e journey',
    user_id: e.customerId,
  });
}

export const entryStatus = async (page: Page, id: number) =>
  (await apiGet<Entry>(page, `/income_trace/${id}`)).status;

type Figure = { count: number; amount: number };
export type ProviderFigures = {
  received: Figure;
  matched: Figure;
  unmatched: Figure;
  suggested: Figure;
  difference: number;
};
export type Summary = {
  month: string;
  providers: (ProviderFigures & { provider: Provider })[];
  total: ProviderFigures;
  unbacked: Figure;
  shortfall: Figure;
  overpaid: Figure;
};

export const summaryOf = (page: Page, month: string) =>
  apiGet<Summary>(page, '/reconciliation/summary', { month });

type Mapping = Record<string, string | null>;

/**
 * A provider's remembered column mapping, put back when `journey` ends: an
 * import remembers its columns, and the journeys leave shared settings as
 * they found them (none remembered yet cannot be put back: the API has no delete).
 */
export async function keepingMapping(page: Page, provider: Provider, journey: () => Promise<void>) {
  const before = await apiGet<{ mapping: Mapping | null }>(
    page,
    `/reconciliation/mappings/${provider}`,
  );
  try {
    await journey();
  } finally {
    if (before.mapping) {
      const response = await page.request.put(`/api/v1/reconciliation/mappings/${provider}`, {
        headers: await authHeaders(page),
        data: { mapping: before.mapping },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
  }
}

/** A statement as the provider's export writes it: a heading row, then one line a row. */
export const csvOf = (rows: string[][]) =>
  rows
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n') + '\r\n';

export async function openImportDialog(page: Page) {
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a statement' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses the file in the dialog (read in the browser) and waits for its preview. */
export async function chooseStatement(dialog: Locator, name: string, csv: string) {
  await dialog
    .getByLabel('Statement file (CSV)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Statement preview' });
  await expect(preview).toBeVisible();
  return preview;
}

/** A mapping select of the dialog by its field's words (required ones carry a '*'). */
export const mappingSelect = (dialog: Locator, label: string) =>
  dialog
    .getByRole('group', { name: 'Columns' })
    .getByRole('combobox', { name: new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`) });

/**
 * Import pressed: the progress bar runs to Done; answers the result's
 * figures by their words ('Added', 'Already imported', 'Rejected', ...).
 */
export async function importAndWait(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const bar = dialog.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Done' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 45_000 },
  );
  const result = dialog.getByLabel('Import result');
  await expect(result).toBeVisible();
  const terms = await result.getByRole('term').allInnerTexts();
  const values = await result.getByRole('definition').allInnerTexts();
  expect(terms.length).toBe(values.length);
  return Object.fromEntries(terms.map((t, i) => [t.trim(), Number(values[i]!.replace(/,/g, ''))]));
}

/** A payment's card in the list shown, by its transaction ID. */
export const paymentCard = (page: Page, transactionId: string) =>
  page.getByRole('article').filter({ hasText: transactionId });

/** A list of the screen (Matched, Suggested, Unmatched, Paid without payment). */
export async function showList(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** No sideways scroll in the page nor inside `box` (a dialog on a phone). */
export async function expectNoSidewaysScroll(page: Page, box: Locator | null, what: string) {
  const page_ = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(page_, `horizontal page scroll on ${what}`).toBeLessThanOrEqual(0);
  if (!box) return;
  const inside = await box.evaluate((el) => {
    const wide = [el, ...Array.from(el.querySelectorAll('.MuiDialogContent-root'))].map(
      (e) => e.scrollWidth - e.clientWidth,
    );
    return Math.max(...wide);
  });
  expect.soft(inside, `horizontal scroll inside ${what}`).toBeLessThanOrEqual(0);
  const width = (await box.boundingBox())?.width ?? Infinity;
  expect.soft(width, `width of ${what}`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}
