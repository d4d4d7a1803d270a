import { expect, test, type Page } from '@playwright/test';
import { authHeaders } from '../../support/records.ts';

/** An order as the shop app sends it (ruling 17): 2 mama kits, UGX 5,000 shipping. */
async function createOrder(page: Page, customerName: string) {
  const response = await page.request.post('/api/v1/portal/orders', {
    headers: await authHeaders(page),
    data: {
      customerName,
      contact: '0772 123 456',
      address: 'Ntinda, Nakawa Division, Kampala',
      paymentMethod: 'Mobile Money',
      deliveryMethod: 'Delivery',
      shippingFee: 5000,
      products: [{ product_id: 'MK-001', name: 'Mama kit (value)', quantity: 2, price: 95000 }],
    },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; orderNumber: string } };
  return data;
}

test('a new order: found under Pending, confirmed, its shipping fee changed, printed', async ({
  page,
}) => {
  test.slow();
  const customer = `Shop E2e${Date.now().toString(36)}`;
  await page.goto('/shop/orders');
  const order = await createOrder(page, customer);

  // Find it with the top-bar search (every status), then under Pending.
  await page.getByLabel('Search Shop').fill(customer);
  const found = page.getByRole('list', { name: `All orders matching ${customer}` });
  await expect(found.getByRole('article', { name: order.orderNumber })).toContainText('Pending');
  await page.getByRole('tab', { name: 'Pending' }).click();
  const pending = page.getByRole('list', { name: `Pending orders matching ${customer}` });
  const card = pending.getByRole('article', { name: order.orderNumber });
  await expect(card).toContainText(customer);
  await expect(card).toContainText('UGX 195,000');
  await expect(card).toContainText('2 items');
  await card.getByRole('link', { name: /View Order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();

  // Confirm it: it leaves Pending for the Confirmed tab.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await expect(page.getByText('Order successfully updated')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Confirmed');
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page).toHaveURL(/\/shop\/orders\?status=confirmed$/);
  const confirmed = page.getByRole('list', { name: `Confirmed orders matching ${customer}` });
  await expect(confirmed.getByRole('article', { name: order.orderNumber })).toBeVisible();
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByRole('tabpanel').getByText('No data available')).toBeVisible();
  await expect(pending.getByRole('article')).toHaveCount(0);

  // Change its shipping fee: the amount follows.
  await page.goto(`/shop/orders/${order.id}`);
  const payment = page.getByRole('region', { name: 'Payment and delivery' });
  await expect(payment).toContainText('UGX 195,000');
  await page.getByRole('button', { name: 'Update Shipping Fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Shipping Fee' });
  const fee = dialog.getByRole('textbox', { name: /Shipping fee/ });
  await fee.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required.')).toBeVisible();
  await fee.fill('12,000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order successfully updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(payment).toContainText('UGX 12,000');
  await expect(payment).toContainText('UGX 202,000');

  // Print, as a printer sees the page: the order and the provider's contacts, alone.
  type Printed = { text: string; areaShown: boolean; appHidden: boolean };
  await page.evaluate(() => {
    window.print = () => {
      const area = document.querySelector('body > .print-area');
      const app = document.getElementById('root');
      (window as Window & { printed?: Printed }).printed = {
        text: area?.textContent ?? '',
        areaShown: !!area && getComputedStyle(area).display !== 'none',
        appHidden: !!app && getComputedStyle(app).display === 'none',
      };
    };
  });
  const settings = (await (
    await page.request.get('/api/v1/settings', {
      headers: await authHeaders(page),
    })
  ).json()) as {
    data: { servicePhone: string | null; serviceEmail: string | null };
  };
  await page.emulateMedia({ media: 'print' });
  await page.getByRole('button', { name: 'Print' }).click();
  const handle = await page.waitForFunction(
    () => (window as Window & { printed?: Printed }).printed,
  );
  const printed = (await handle.jsonValue()) as Printed;
  await page.emulateMedia({ media: 'screen' });
  expect(printed).toMatchObject({ areaShown: true, appHidden: true });
  expect(printed.text).toContain(`Order ${order.orderNumber}`);
  expect(printed.text).toContain(customer);
  // the contacts set (in Admin or the environment), never a placeholder (issue 21.16)
  for (const contact of [settings.data.servicePhone, settings.data.serviceEmail])
    if (contact) expect(printed.text).toContain(contact);
  expect(printed.text).not.toMatch(/700 000 000|care@example\.ug/);
  expect(printed.text).toContain('UGX 202,000');
});

test('a Completed order moved back to Pending asks why; its history keeps the reason', async ({
  page,
}) => {
  const customer = `Shop Back${Date.now().toString(36)}`;
  await page.goto('/shop/orders');
  const order = await createOrder(page, customer);
  const completed = await page.request.put(`/api/v1/portal/orders/${order.id}`, {
    headers: await authHeaders(page),
    data: { key: 'status', value: 'Completed' },
  });
  expect(completed.status()).toBe(200);

  await page.goto(`/shop/orders/${order.id}`);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Move order ${order.orderNumber} from Completed to Pending?`,
  });
  await dialog.getByRole('button', { name: 'Move to Pending' }).click();
  await expect(dialog.getByText('Give a reason for this change')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The kit came back unopened');
  await dialog.getByRole('button', { name: 'Move to Pending' }).click();
  await expect(page.getByText('Order successfully updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Pending');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Completed → Pending by');
  await expect(history.getByRole('listitem').first()).toContainText(
    'Reason: The kit came back unopened',
  );
});
