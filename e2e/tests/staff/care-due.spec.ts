import { expect, test } from '@playwright/test';
import { uniqueMobile } from '../../support/phones.ts';
import { apiPost } from '../../support/records.ts';
import { DESKTOP } from '../../support/screens.ts';

// Issue 42: the Care due worklist. A mother whose 26-week contact is due
// today is listed under her station, with her phone to call; at phone width
// her row is a card with its actions; Book visit opens the job card form
// filled in for her; Record done (elsewhere, so where) takes her row off the
// list and her timeline shows the step done.

test.use({ viewport: DESKTOP });

const DAY_MS = 86_400_000;
/** Today in Kampala (UTC+3 all year), YYYY-MM-DD. */
const ugandaToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

test('a due contact is listed by station, booked, recorded as done elsewhere, and leaves the list', async ({
  page,
}) => {
  const unique = `Care${Date.now().toString(36)}`;
  const name = `Grace ${unique}`;
  const phone = uniqueMobile();
  const created = await apiPost<{ customer: { id: number } }>(page, '/customer', {
    firstname: 'Grace',
    lastname: unique,
    phonenumber: phone,
    gender: 'Female',
    address: 'Kisaasi, Kawempe Division, Kampala, Uganda',
    contry: 'Uganda, East Africa',
    station: 'Nassana',
    order: { order: 'Mama kit value', requested_by: 'Herself' },
  });
  const id = created.customer.id;
  // 26 weeks ago: the 26-week contact (Antenatal contact 3) falls today
  await apiPost(page, `/customer/${id}/pregnancies`, {
    lmp: addDays(ugandaToday(), -26 * 7),
    gravida: 1,
    parity: 0,
  });

  const list = '/customers/care-due?station=Nassana&kind=antenatal&state=due';
  await page.goto(list);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Antenatal contact 3 (26 weeks)');
  await expect(row).toContainText('Due');
  await expect(row.getByRole('link', { name: /^\+256/ })).toHaveAttribute('href', /^tel:\+256/);
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/customers/list/${id}`);

  // At phone width her row is a card with both actions.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('button', { name: /^Book visit for / })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Record done for / })).toBeVisible();
  await page.setViewportSize(DESKTOP);

  // Book visit: the job card form, filled in for her visit at home.
  await row.getByRole('button', { name: /^Book visit for / }).click();
  const form = page.getByRole('dialog', { name: 'Add Job Card' });
  await expect(form.getByRole('textbox', { name: 'Facility' })).toHaveValue('Home');
  await expect(form.getByRole('combobox', { name: /^Address/ })).toHaveValue(/^Kisaasi/);
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();

  // Record done elsewhere: where is asked for, then the row leaves the list.
  await row.getByRole('button', { name: /^Record done for / }).click();
  const dialog = page.getByRole('dialog', { name: 'Record done' });
  await dialog.getByRole('radio', { name: /^Elsewhere/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Say where it was done: the clinic or health centre'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Facility' }).fill('Kisaasi Health Centre III');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recorded as done')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // Her timeline shows the contact done, where.
  await page.goto(`/customers/list/${id}`);
  const timeline = page.getByRole('region', { name: 'Care timeline' });
  const step = timeline.getByRole('listitem').filter({ hasText: 'Antenatal contact 3 (26 weeks)' });
  await expect(step).toContainText('Done');
  await expect(step).toContainText('Kisaasi Health Centre III');

  // Recorded by mistake: removed from her timeline (after asking), it is to do
  // again there and back on the worklist.
  await step.getByRole('button', { name: 'Remove record: Antenatal contact 3 (26 weeks)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this record?' });
  await confirm.getByRole('button', { name: 'Remove record' }).click();
  await expect(page.getByText('The record was removed')).toBeVisible();
  await expect(step).toContainText('Due');
  await expect(step.getByRole('button', { name: /^Record done/ })).toBeVisible();
  await page.goto(list);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
