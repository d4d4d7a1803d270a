import { expect, test } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { uniqueMobile } from '../../support/phones.ts';
import { apiPost } from '../../support/records.ts';

// Issue 42: a woman's pregnancy registered on her profile by its LMP (the
// EDD and the gestational age follow), then edited.

const DAY_MS = 86_400_000;
/** Today in Kampala (UTC+3 all year), YYYY-MM-DD. */
const ugandaToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** DD-MM-YYYY, as the screens write a day. */
const shown = (day: string) => day.split('-').reverse().join('-');

test('a pregnancy registered by LMP shows its EDD and gestational age, then is edited', async ({
  page,
}) => {
  const unique = `Preg${Date.now().toString(36)}`;
  const created = await apiPost<{ customer: { id: number } }>(page, '/customer', {
    firstname: 'Sarah',
    lastname: unique,
    phonenumber: uniqueMobile(),
    gender: 'Female',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    contry: 'Uganda, East Africa',
    order: { order: 'Mama kit value', requested_by: 'Herself' },
  });
  const lmp = addDays(ugandaToday(), -(20 * 7 + 3));
  const edd = addDays(lmp, 280);

  await page.goto(`/customers/list/${created.customer.id}`);
  const section = page.getByRole('region', { name: 'Pregnancy' });
  await expect(section.getByText('No ongoing pregnancy recorded.')).toBeVisible();

  // Register by the LMP: the EDD fills in, the gestational age shows as she types.
  await section.getByRole('button', { name: 'Register pregnancy' }).click();
  const form = page.getByRole('dialog', { name: 'Register pregnancy' });
  await typeDate(form, /^Last menstrual period/, shown(lmp));
  await expect(
    form.getByRole('group', { name: /^Expected delivery date/ }).locator('input'),
  ).toHaveValue(shown(edd));
  await expect(form.getByText('20+3 weeks today')).toBeVisible();
  await form.getByRole('textbox', { name: 'Gravida' }).fill('2');
  await form.getByRole('textbox', { name: 'Parity' }).fill('1');
  await form.getByRole('checkbox', { name: 'Previous C-section' }).check();
  await form.getByRole('textbox', { name: 'Where she plans to deliver' }).fill('Nsambya Hospital');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Pregnancy registered')).toBeVisible();
  await expect(form).toBeHidden();

  await expect(section.getByText('20+3 weeks', { exact: true })).toBeVisible();
  await expect(section.getByText(shown(edd), { exact: true })).toBeVisible();
  await expect(section.getByText(shown(lmp), { exact: true })).toBeVisible();
  await expect(section.getByText('G2 P1')).toBeVisible();
  await expect(section.getByText('Previous C-section')).toBeVisible();
  await expect(section.getByText('Nsambya Hospital')).toBeVisible();

  // Edit: an ultrasound's EDD a week later moves the LMP and the age with it.
  await section.getByRole('button', { name: 'Edit pregnancy' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit pregnancy' });
  const later = addDays(edd, 7);
  await typeDate(edit, /^Expected delivery date/, shown(later));
  await expect(
    edit.getByRole('group', { name: /^Last menstrual period/ }).locator('input'),
  ).toHaveValue(shown(addDays(lmp, 7)));
  await edit.getByRole('textbox', { name: 'Where she plans to deliver' }).fill('Mengo Hospital');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Pregnancy updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(section.getByText('19+3 weeks', { exact: true })).toBeVisible();
  await expect(section.getByText(shown(later), { exact: true })).toBeVisible();
  await expect(section.getByText('Mengo Hospital')).toBeVisible();
});
