import { expect, test } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { choose } from '../../support/records.ts';
import { bookNurse, makeLicensedNurse, makeScheduleJobCard } from '../../support/schedule.ts';
import { PHONE, checkScreen, expectAccessible } from '../../support/screens.ts';

// Issue 27: Nurses > Schedule. A week years ahead, where only this journey's
// nurses are licensed (the demo's licences end sooner), so the free-nurse
// answer is theirs whatever else the database holds.
const MONDAY = '2031-03-03';

test('the schedule: a job in the week, the month, free nurses found and one booked', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const unique = `Sch${Date.now().toString(36)}`;
  const licensed = { station: 'Courier station', licenceExpiry: '2035-12-31' };
  const amos = await makeLicensedNurse(page, 'Amos', unique, licensed);
  await makeLicensedNurse(page, 'Ruth', unique, licensed);
  const first = await makeScheduleJobCard(page, `${unique}a`, MONDAY);
  const second = await makeScheduleJobCard(page, `${unique}b`, MONDAY);
  await bookNurse(page, amos.id, {
    jobId: first.id,
    start_date: MONDAY,
    duration: 3,
    shift: 'Night',
  });

  // Nurses > Schedule, by its tab; this week first.
  await page.goto('/nurses/list');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/nurses\/schedule$/);
  const grid = page.getByRole('grid', { name: 'Week schedule' });
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  await checkScreen(page, 'Nurses > Schedule (week)');

  // The booked week, the two nurses by name: Amos's three nights.
  await page.goto(`/nurses/schedule?date=${MONDAY}`);
  await expect(page.getByRole('heading', { name: '3 – 9 Mar 2031' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Nurse name' }).fill(unique);
  const rowOf = (name: string) =>
    grid.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  const amosRow = rowOf(`Amos ${unique}`);
  const nights = amosRow.getByRole('link', {
    name: `${first.care_card_number}, night shift, pending, from 03-03-2031, last day of care 05-03`,
  });
  await expect(nights).toHaveCount(3);
  await expect(nights.first()).toHaveAttribute('data-half', 'bottom');
  await expect(rowOf(`Ruth ${unique}`)).toBeVisible();
  // Ruth's row: her name and no job.
  await expect(rowOf(`Ruth ${unique}`).getByRole('link')).toHaveCount(1);

  // The month: the same nurses' jobs as events.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'March 2031' })).toBeVisible();
  const month = page.getByRole('region', { name: 'Month schedule' });
  await expect(
    month.getByText(`Amos ${unique} · ${first.care_card_number} · Night`).first(),
  ).toBeVisible();
  await expectAccessible(page, 'Nurses > Schedule (month)');
  await page.getByRole('button', { name: 'Week', exact: true }).click();

  // Free nurses for the day shifts of Wednesday and Thursday: Amos works nights only.
  await page.getByRole('button', { name: 'Find free nurses' }).click();
  const panel = page.getByRole('dialog', { name: 'Find free nurses' });
  await typeDate(panel, 'First day', '04-03-2031');
  await typeDate(panel, 'Last day', '05-03-2031');
  await choose(page, panel, 'Station', 'Courier station');
  await panel.getByRole('combobox', { name: 'Job card (optional)' }).fill(second.care_card_number);
  await page.getByRole('option', { name: new RegExp(second.care_card_number) }).click();
  await expect(panel.getByRole('combobox', { name: 'Shift' })).toHaveText('Day');
  await panel.getByRole('button', { name: 'Search' }).click();
  const free = panel.getByRole('list', { name: 'Free nurses' });
  await expect(free.getByRole('listitem', { name: `Amos ${unique}` })).toBeVisible();
  await expect(free.getByRole('listitem', { name: `Ruth ${unique}` })).toBeVisible();
  await expectAccessible(page, 'free nurses');

  // Book Ruth: the job dialog comes filled with the card, days and shift.
  await free.getByRole('button', { name: `Book Ruth ${unique}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Job' });
  await expect(dialog.getByRole('combobox', { name: /Job card/ })).toHaveValue(
    new RegExp(second.care_card_number),
  );
  await expect(dialog.getByRole('textbox', { name: /Duration/ })).toHaveValue('2');
  await dialog.getByRole('textbox', { name: /Daily rate/ }).fill('60000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nurse job successfully created')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Ruth is no longer free then.
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(free.getByRole('listitem', { name: `Ruth ${unique}` })).toBeHidden();
  await panel.getByRole('button', { name: 'Close' }).click();

  // The week shows Ruth's two days, on top.
  const days = rowOf(`Ruth ${unique}`).getByRole('link', {
    name: `${second.care_card_number}, day shift, pending, from 04-03-2031, last day of care 05-03`,
  });
  await expect(days).toHaveCount(2);
  await expect(days.first()).toHaveAttribute('data-half', 'top');

  // A phone: the grid scrolls sideways in its box, the page does not.
  await page.setViewportSize(PHONE);
  await expect(amosRow.getByRole('rowheader')).toBeVisible();
  await checkScreen(page, 'Nurses > Schedule (phone)');
});
