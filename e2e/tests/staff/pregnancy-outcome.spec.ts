import { expect, test, type Page } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { uniqueMobile } from '../../support/phones.ts';
import { apiPost, authHeaders } from '../../support/records.ts';
import { PHONE, expectNoPageScroll } from '../../support/screens.ts';
import { expectNoSidewaysScroll } from '../../support/recon.ts';

// Issue 42: a pregnancy's outcome recorded on her profile: twins born
// yesterday, their weights typed in the dialog; the babies show, she is a
// parent, and the care timeline lays out the postnatal contacts due. And on
// a phone (390 px) neither the sections nor the dialog scroll sideways.

const DAY_MS = 86_400_000;
/** Today in Kampala (UTC+3 all year), YYYY-MM-DD. */
const ugandaToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** DD-MM-YYYY, as the screens write a day. */
const shown = (day: string) => day.split('-').reverse().join('-');

/** A woman customer with an ongoing pregnancy 39 weeks along, both made through the API. */
async function expectingMother(page: Page, unique: string) {
  const created = await apiPost<{
    customer: { id: number; phonenumber: string; updatedAt: string };
  }>(page, '/customer', {
    firstname: 'Grace',
    lastname: unique,
    phonenumber: uniqueMobile(),
    gender: 'Female',
    address: 'Ntinda, Nakawa Division, Kampala, Uganda',
    contry: 'Uganda, East Africa',
    order: { order: 'Mama kit value', requested_by: 'Herself' },
  });
  const id = created.customer.id;
  // marked expecting, as the desk does on her profile: the birth makes her a parent
  const put = await page.request.put(`/api/v1/customer/${id}`, {
    headers: await authHeaders(page),
    data: {
      firstname: 'Grace',
      lastname: unique,
      phonenumber: created.customer.phonenumber,
      gender: 'Female',
      address: 'Ntinda, Nakawa Division, Kampala, Uganda',
      user_type: 'expecting',
      updatedAt: created.customer.updatedAt,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  await apiPost(page, `/customer/${id}/pregnancies`, {
    lmp: addDays(ugandaToday(), -(39 * 7)),
    gravida: 1,
    parity: 0,
    facility: 'Kawempe National Referral Hospital',
  });
  return id;
}

async function chooseSex(page: Page, baby: number, sex: 'Female' | 'Male') {
  const dialog = page.getByRole('dialog', { name: 'Record outcome' });
  await dialog.getByRole('combobox', { name: new RegExp(`^Baby ${baby}: sex`) }).click();
  await page.getByRole('option', { name: sex, exact: true }).click();
}

test('twins recorded in the dialog: the babies, a parent, the postnatal contacts due', async ({
  page,
}) => {
  const id = await expectingMother(page, `Twins${Date.now().toString(36)}`);
  const born = addDays(ugandaToday(), -1);

  await page.goto(`/customers/list/${id}`);
  const section = page.getByRole('region', { name: 'Pregnancy' });
  await expect(section.getByText('39+0 weeks', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Expecting', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Record outcome' }).click();
  const form = page.getByRole('dialog', { name: 'Record outcome' });
  await expect(form.getByRole('radio', { name: 'Live birth' })).toBeChecked();
  await typeDate(form, /^Date of birth/, shown(born));
  await chooseSex(page, 1, 'Female');
  await form
    .getByRole('group', { name: 'Baby 1' })
    .getByRole('textbox', { name: /Birth weight/ })
    .fill('2400');
  await form
    .getByRole('group', { name: 'Baby 1' })
    .getByRole('textbox', { name: /Name/ })
    .fill('Babirye');
  await form.getByRole('button', { name: 'Add a baby (twins)' }).click();
  await chooseSex(page, 2, 'Male');
  await form
    .getByRole('group', { name: 'Baby 2' })
    .getByRole('textbox', { name: /Birth weight/ })
    .fill('2650');
  await form
    .getByRole('group', { name: 'Baby 2' })
    .getByRole('textbox', { name: /Name/ })
    .fill('Waswa');
  await form.getByRole('button', { name: 'Save outcome' }).click();
  await expect(page.getByText('Outcome recorded')).toBeVisible();
  await expect(form).toBeHidden();

  // the pregnancy ended, the babies listed with their age and weight
  await expect(section.getByText(`Delivered on ${shown(born)}`, { exact: false })).toBeVisible();
  await expect(section.getByText('No ongoing pregnancy recorded.')).toBeVisible();
  const babies = section.getByRole('region', { name: 'Babies' });
  await expect(babies.getByRole('listitem')).toHaveText([
    `Babirye · Female · born ${shown(born)} · 1 day · 2,400 g`,
    `Waswa · Male · born ${shown(born)} · 1 day · 2,650 g`,
  ]);
  // she is a parent now, no longer expecting: the header reads it again
  const type = (label: string) =>
    page.getByText(label, { exact: true }).filter({ visible: true }).first();
  await expect(type('Parent')).toBeVisible();
  await expect(type('Expecting')).toBeHidden();

  // the care timeline: the postnatal contact within 24 hours is due, each twin's birth vaccines too
  const timeline = page.getByRole('region', { name: 'Care timeline' });
  const postnatal = timeline.getByRole('region', { name: 'Postnatal contacts' });
  await expect(
    postnatal.getByRole('listitem').filter({ hasText: 'Postnatal contact within 24 hours' }),
  ).toContainText('Due');
  await expect(
    postnatal.getByRole('listitem').filter({ hasText: 'Postnatal contact on day 3' }),
  ).toContainText('Upcoming');
  for (const name of ['Babirye', 'Waswa']) {
    const doses = timeline.getByRole('region', { name: `Immunisations: ${name}` });
    await expect(doses.getByRole('listitem').filter({ hasText: 'Birth vaccines' })).toContainText(
      'Due',
    );
  }
});

test('on a phone (390 px) the pregnancy, the dialog and the timeline need no sideways scroll', async ({
  page,
}) => {
  const id = await expectingMother(page, `Phone${Date.now().toString(36)}`);
  await page.setViewportSize(PHONE);
  await page.goto(`/customers/list/${id}`);
  const section = page.getByRole('region', { name: 'Pregnancy' });
  await expect(section.getByText('39+0 weeks', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Expecting', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Care timeline' })).toBeVisible();
  await expectNoPageScroll(page, 'the pregnancy and the care timeline at 390 px');

  await section.getByRole('button', { name: 'Record outcome' }).click();
  const form = page.getByRole('dialog', { name: 'Record outcome' });
  await form.getByRole('button', { name: 'Add a baby (twins)' }).click();
  await expect(form.getByRole('group', { name: 'Baby 2' })).toBeVisible();
  await expectNoSidewaysScroll(page, form, 'the outcome dialog with twins at 390 px');
});
