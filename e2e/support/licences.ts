import { expect, type Page } from '@playwright/test';
import { kampalaDay } from './payroll.ts';
import { apiPost, authHeaders, customerJobCard } from './records.ts';
import { uniqueMobile } from './phones.ts';

// Records of the licence journeys (issue 27), made by the journey itself
// through the API: an approved nurse of its own and a job card to book her on.

/** A YYYY-MM-DD day as the date fields show it: DD-MM-YYYY. */
export const shown = (day: string) => day.split('-').reverse().join('-');

/** A small, real PDF (the server reads the file, not its name). */
export const SMALL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** An approved nurse `Esther <lastName>`, with no licence on record yet. */
export async function approvedNurse(page: Page, lastName: string) {
  await page.goto('/');
  const nurse = await apiPost<{ id: number }>(page, '/careteam', {
    nurse: {
      first_name: 'Esther',
      last_name: lastName,
      email: `${lastName.toLowerCase()}@example.ug`,
      phone_number: uniqueMobile(),
      qualification: 'Registered Nurse',
      graduation_year: '2018',
    },
  });
  const approved = await page.request.put(`/api/v1/careteam/${nurse.id}/approve`, {
    headers: await authHeaders(page),
    data: { verified: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { id: nurse.id, name: `Esther ${lastName}` };
}

/** A pending job card of a new customer, on night shifts, starting in a few days. */
export const nightJobCard = (page: Page, lastName: string) =>
  customerJobCard(page, lastName, `0703${String(Date.now()).slice(-6)}`, {
    start_date: kampalaDay(3),
    days: 5,
    shifts: 'Night',
  });
