import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseCsv, type Batch, type PayNurse } from './payroll.ts';

// The Payroll screen as the payroll journeys use it (issue 25): names, the
// batch's card and lines, its exported file.

export const tag = () => Date.now().toString(36);
/** A Ugandan mobile number of the network `prefix` (0772: MTN, 0752: Airtel), new each time. */
export const phoneOf = (prefix: string) => `${prefix}${String(Date.now()).slice(-6)}`;

/** The batch's own card on its screen: number, state, total, who did what. */
export const summaryOf = (page: Page, batch: Pick<Batch, 'number'>) =>
  page.getByRole('region', { name: batch.number, exact: true });
export const lineOf = (page: Page, nurse: PayNurse, card: string) =>
  page.getByRole('list', { name: 'Batch lines' }).getByRole('listitem', {
    name: `${nurse.name}, ${card}`,
  });

/** Clicks one of the batch's export buttons and answers the file's name and records. */
export async function exportFile(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('group', { name: 'Export payment file' })
    .getByRole('button', { name: button })
    .click();
  const download = await downloading;
  const records = parseCsv(readFileSync(await download.path(), 'utf8'));
  return { name: download.suggestedFilename(), records };
}
