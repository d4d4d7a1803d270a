import { expect, test } from '@playwright/test';
import { typeDate } from '../../support/dates.ts';
import { authHeaders } from '../../support/records.ts';

// Issue 21.10, 16 and 17: the service details set in Admin are printed (never
// a placeholder), dates are typed as they are shown (DD-MM-YYYY), and a phone
// number already on file is pointed out before saving.

test('service details edited in Admin appear on a printed order', async ({ page }) => {
  test.slow();
  const n = Date.now().toString(36);
  const details = {
    name: `Mama Care ${n}`,
    phone: '+256 414 987 654',
    email: `desk.${n}@mamacare.ug`,
  };
  await page.goto('/admin?tab=service');
  const form = page.getByRole('form', { name: 'Service details' });
  await form.getByRole('textbox', { name: 'Service name' }).fill(details.name);
  await form.getByRole('textbox', { name: 'Phone' }).fill(details.phone);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(details.email);
  await form.getByRole('button', { name: 'Save service details' }).click();
  await expect(page.getByText('Service details saved')).toBeVisible();

  // An order from the shop app, opened and printed.
  const response = await page.request.post('/api/v1/portal/orders', {
    headers: await authHeaders(page),
    data: {
      customerName: `Print E2e${n}`,
      contact: '0772 123 456',
      address: 'Ntinda, Nakawa Division, Kampala',
      paymentMethod: 'Mobile Money',
      deliveryMethod: 'Delivery',
      shippingFee: 5000,
      products: [{ product_id: 'MK-001', name: 'Mama kit (value)', quantity: 1, price: 95000 }],
    },
  });
  expect(response.status()).toBe(201);
  const { data: order } = (await response.json()) as { data: { id: number } };
  await page.goto(`/shop/orders/${order.id}`);
  await page.evaluate(() => {
    window.print = () => {
      const area = document.querySelector('body > .print-area');
      (window as Window & { printed?: string }).printed = area?.textContent ?? '';
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  const handle = await page.waitForFunction(
    () => (window as Window & { printed?: string }).printed,
  );
  const printed = (await handle.jsonValue()) as string;
  expect(printed).toContain(details.name);
  expect(printed).toContain(details.phone);
  expect(printed).toContain(details.email);
  expect(printed).not.toMatch(/700 000 000|care@example\.ug/);
});

test('a date typed as DD-MM-YYYY in the income filter filters the ledger', async ({ page }) => {
  await page.goto('/finance/list');
  const ledger = page.getByRole('table', { name: 'Income trace' });
  const first = ledger.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  // the first entry's day, as the ledger shows it
  const shown = /\b(\d{2})-(\d{2})-(\d{4})\b/.exec(await first.innerText());
  expect(shown).not.toBeNull();
  const [day, dd, mm, yyyy] = shown!;
  const filters = page.getByRole('group', { name: 'Filters' });
  await typeDate(filters, 'From', day);
  await typeDate(filters, 'To', day);
  await expect(page).toHaveURL(new RegExp(`from=${yyyy}-${mm}-${dd}.*to=${yyyy}-${mm}-${dd}`));
  await expect(filters.getByRole('group', { name: 'From' })).toContainText(day);
  // The page filtered by From alone, then the last page dimmed, stay until the
  // filtered one comes (CI of 30 Nov read 7 rows of the From-only page, then
  // found 6): read the rows until every one is of that day.
  const days = () =>
    ledger
      .getByRole('row')
      .allInnerTexts()
      .then((rows) => rows.slice(1).map((row) => (row.includes(day) ? day : row)));
  await expect.poll(async () => [...new Set(await days())], { timeout: 20_000 }).toEqual([day]);
  await expect(ledger).toHaveAttribute('aria-busy', 'false');
});

test('adding a customer with a phone number on file names that customer', async ({ page }) => {
  await page.goto('/customers/list');
  const listed = await page.request.get('/api/v1/customer?limit=40', {
    headers: await authHeaders(page),
  });
  const customers = (
    (await listed.json()) as {
      data: { id: number; firstname: string; lastname: string; phonenumber: string }[];
    }
  ).data;
  // a demo customer, not one of the other journeys' (they share 0772 123 456)
  const someone = customers.find((c) => c.phonenumber !== '+256772123456');
  expect(someone).toBeDefined();
  const name = `${someone!.firstname} ${someone!.lastname}`;
  await page.getByRole('button', { name: 'Add customer' }).click();
  const form = page.getByRole('dialog', { name: 'Add Customer' });
  // typed the local way: 07XX XXX XXX
  const local = `0${someone!.phonenumber.slice(4)}`;
  await form.getByRole('textbox', { name: 'Phone number' }).fill(local);
  const warning = form.getByText(`A customer with this phone exists: ${name}`);
  await expect(warning).toBeVisible();
  await expect(form.getByRole('link', { name: /open (her|his|their) profile\?/ })).toHaveAttribute(
    'href',
    `/customers/list/${someone!.id}`,
  );
  // a warning only: saving stays possible
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
});
