import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { apiPost } from '../../support/records.ts';
import { DESKTOP, PHONE, checkScreen } from '../../support/screens.ts';
import { apiGet, makeCustomer, objectedParents, uniqueName } from '../../support/privacy.ts';

// Personal data (issue 26, Uganda's Data Protection and Privacy Act 2019):
// consent recorded, an objection to marketing honoured by the group SMS, a
// person's data exported and erased by an ADMIN, the reads of health data in
// the access log, and the retention policy. Each journey makes its own people.

test.use({ viewport: DESKTOP });

const profileOf = (page: Page) => page.getByRole('region', { name: 'Contact card' });

async function openActions(page: Page, item: string) {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('consent is shown with who took it, and one click objects to marketing: the group SMS leaves her out', async ({
  page,
}) => {
  const her = await makeCustomer(page, uniqueName('Consent'));
  const before = await objectedParents(page);
  const me = await apiGet<{ name: string }>(page, '/auth/me');

  await page.goto(`/customers/list/${her.id}`);
  const card = profileOf(page);
  await expect(card.getByRole('heading', { name: `Nakato ${her.lastname}` })).toBeVisible();
  await expect(
    card.getByText(new RegExp(`^By phone · recorded by ${me.name} on \\d{2}-\\d{2}-\\d{4}$`)),
  ).toBeVisible();

  const marketing = card.getByRole('region', { name: 'Marketing' });
  await marketing.getByRole('button', { name: 'Object to marketing' }).click();
  await expect(page.getByText('Marketing messages stopped')).toBeVisible();
  await expect(marketing.getByText(/^Objected since \d{2}-\d{2}-\d{4}/)).toBeVisible();
  expect(await objectedParents(page)).toBe(before + 1);

  await marketing.getByRole('button', { name: 'Allow marketing again' }).click();
  await expect(page.getByText('Marketing messages allowed again')).toBeVisible();
  await expect(marketing.getByRole('button', { name: 'Object to marketing' })).toBeVisible();
  expect(await objectedParents(page)).toBe(before);
});

test('an ADMIN exports her data, sees her reads in the access log, then erases her', async ({
  page,
}) => {
  test.slow();
  const her = await makeCustomer(page, uniqueName('Erase'));
  const name = `Nakato ${her.lastname}`;

  // Opening her profile reads her job cards: an access entry about her.
  await page.goto(`/customers/list/${her.id}`);
  await expect(profileOf(page).getByRole('heading', { name })).toBeVisible();
  await openActions(page, 'Access log');
  await expect(page).toHaveURL(/\/admin\?.*subjectId=/);
  const log = page.getByRole('table', { name: 'Access log' });
  const entry = log.getByRole('row', { name: /Customer’s job cards|Customer's job cards/ }).first();
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(name);

  // Export: one zip with her profile in JSON and a readable PDF.
  await page.goto(`/customers/list/${her.id}`);
  const downloading = page.waitForEvent('download');
  await openActions(page, 'Export personal data');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^personal-data-customer-${her.id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const files = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['personal-data.json', 'personal-data.pdf']),
  );
  const json = JSON.parse(strFromU8(files['personal-data.json']!)) as Record<string, unknown>;
  expect(JSON.stringify(json)).toContain(her.lastname);
  expect(strFromU8(files['personal-data.pdf']!.slice(0, 5))).toBe('%PDF-');
  await expect(
    page.getByText(`Personal data saved as ${download.suggestedFilename()}`),
  ).toBeVisible();

  // Erase: the button waits for her name typed as shown.
  await openActions(page, 'Erase personal data');
  const dialog = page.getByRole('dialog', { name: /Erase personal data/ });
  await expect(dialog.getByRole('list', { name: 'What will be erased' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'What is kept' })).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Erase personal data' });
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Nakato');
  await expect(erase).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Full name' })
    .fill(`  nakato  ${her.lastname.toUpperCase()}`);
  await erase.click();
  await expect(page.getByText(`${name}’s personal data erased`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Personal data erased on \d{2}-\d{2}-\d{4}/)).toBeVisible();
  await expect(profileOf(page).getByRole('heading', { name: 'Erased person' })).toBeVisible();

  // Through the API: the placeholders, and her name found nowhere in the customers.
  const shown = await apiGet<{ firstname: string; phonenumber: string; erased_at: string | null }>(
    page,
    `/customer/${her.id}`,
  );
  expect(shown.firstname).toBe('Erased');
  expect(shown.phonenumber).not.toBe(her.phonenumber);
  expect(shown.erased_at).not.toBeNull();
  const found = await apiGet<unknown>(page, '/portal/search', {
    type: 'customer',
    searchTerm: her.lastname,
  });
  expect(JSON.stringify(found)).not.toContain(her.lastname);
});

test('an unpaid invoice blocks the erasure, and the dialog says which and why', async ({
  page,
}) => {
  const her = await makeCustomer(page, uniqueName('Owing'));
  const receipt = `RC-${Date.now().toString(36).toUpperCase()}`;
  await apiPost(page, '/income_trace', {
    txn_date: new Date().toISOString().slice(0, 10),
    product: 'POSTNATAL CARE',
    lead_source: 'Referral',
    station: 'Mutungo',
    payment_method: 'Mobile Money',
    status: 'UnPaid',
    amount: 180_000,
    doc_id: receipt,
    summary: 'An invoice of the privacy journey',
    user_id: her.id,
  });
  await page.goto(`/customers/list/${her.id}`);
  await openActions(page, 'Erase personal data');
  const dialog = page.getByRole('dialog', { name: /Erase personal data/ });
  await expect(dialog.getByText('Cannot erase yet')).toBeVisible();
  const blockers = dialog.getByRole('list', { name: 'What blocks the erasure' });
  await expect(blockers).toContainText(`Invoice ${receipt}`);
  await expect(blockers).toContainText('UGX 180,000 not yet paid');
  await expect(dialog.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    profileOf(page).getByRole('heading', { name: `Nakato ${her.lastname}` }),
  ).toBeVisible();
});

test('Admin > Privacy: the retention policy saved, and a run started by hand is shown', async ({
  page,
}) => {
  await page.goto('/admin?tab=privacy');
  const policy = page.getByRole('form', { name: 'Retention policy' });
  const days = policy.getByRole('spinbutton', { name: 'Deleted people erased after' });
  await days.fill('0');
  await policy.getByRole('button', { name: 'Save retention policy' }).click();
  await expect(policy.getByText('At least 1 day')).toBeVisible();
  await days.fill('120');
  await policy.getByRole('button', { name: 'Save retention policy' }).click();
  await expect(page.getByText('Retention policy saved')).toBeVisible();
  const saved = await apiGet<{ policy: { softDeletedDays: number } }>(page, '/privacy/retention');
  expect(saved.policy.softDeletedDays).toBe(120);

  await page.getByRole('button', { name: 'Run now' }).click();
  const ask = page.getByRole('dialog');
  await ask.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('Run by an admin')).toBeVisible();
  const after = await apiGet<{ lastRun: { trigger: string; finishedAt: string | null } }>(
    page,
    '/privacy/retention',
  );
  expect(after.lastRun).toMatchObject({ trigger: 'admin' });

  // back to the default for the other journeys
  await days.fill('90');
  await policy.getByRole('button', { name: 'Save retention policy' }).click();
  await expect(page.getByText('Retention policy saved').first()).toBeVisible();
});

test('at 390 px the Privacy tab and the erase dialog need no sideways scroll', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/admin?tab=privacy');
  await expect(page.getByRole('table', { name: 'Access log' })).toBeVisible();
  await checkScreen(page, 'Admin > Privacy at 390 px');

  const her = await makeCustomer(page, uniqueName('Phone'));
  await page.goto(`/customers/list/${her.id}`);
  await openActions(page, 'Erase personal data');
  const dialog = page.getByRole('dialog', { name: /Erase personal data/ });
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeVisible();
  await checkScreen(page, 'the erase dialog at 390 px');
});
