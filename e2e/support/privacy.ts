import { expect, type Page } from '@playwright/test';
import { apiPost, authHeaders } from './records.ts';

// Issue 26's journeys: people of their own, made through the API.

export type Person = { id: number; firstname: string; lastname: string; phonenumber: string };

/** A name no demo customer and no other journey has. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;

/** A customer of her own (a Pending booking comes with her first order), consent taken by phone. */
export async function makeCustomer(page: Page, lastname: string): Promise<Person> {
  const made = await apiPost<{ customer: Person }>(page, '/customer', {
    firstname: 'Nakato',
    lastname,
    phonenumber: `0772${String(Date.now()).slice(-6)}`,
    gender: 'Female',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    contry: 'Uganda, East Africa',
    consent_method: 'phone',
    order: { order: 'Postnatal care services', requested_by: 'Husband' },
  });
  return made.customer;
}

export async function apiGet<T>(page: Page, path: string, params?: Record<string, string>) {
  const response = await page.request.get(`/api/v1${path}`, {
    headers: await authHeaders(page),
    params,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

type Preview = { recipients: number; skipped: { reason: string; count: number }[] };

/** How many a group SMS to parents would leave out for having objected to marketing. */
export async function objectedParents(page: Page) {
  const response = await page.request.post('/api/v1/sms/preview', {
    headers: await authHeaders(page),
    data: {
      message: 'Free antenatal talk on Saturday',
      audience: { kind: 'customers', userType: 'parent' },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const preview = ((await response.json()) as { data: Preview }).data;
  return preview.skipped.find((s) => s.reason === 'marketing_objected')?.count ?? 0;
}
