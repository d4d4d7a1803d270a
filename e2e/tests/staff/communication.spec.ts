import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { authHeaders, choose } from '../../support/records.ts';

type Customer = {
  id: number;
  firstname: string;
  lastname: string;
  phonenumber: string;
  can_push: boolean;
};

async function dataOf<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Seeded customers: about 40% have a device token (push token). */
async function seededCustomers(page: Page) {
  const headers = await authHeaders(page);
  const customers = await dataOf<Customer[]>(
    await page.request.get('/api/v1/customer', { headers, params: { offset: 0, limit: 100 } }),
  );
  const withToken = customers.find((c) => c.can_push);
  const withoutToken = customers.find((c) => !c.can_push);
  if (!withToken || !withoutToken) throw new Error('the demo seed has no customer of each kind');
  return { headers, withToken, withoutToken };
}

test('a notification to all users is at the top of the history, sent', async ({ page }) => {
  const title = `E2e all ${Date.now().toString(36)}`;
  await page.goto('/communication');
  const form = page.getByRole('region', { name: 'New push notification' });
  const send = form.getByRole('button', { name: 'Send notification' });
  await expect(send).toBeDisabled();
  await choose(page, form, 'Category', 'Info');
  await choose(page, form, 'Opens in the app', 'Main home screen');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).fill('Clinic opens at 8am on Saturday.');
  await expect(form.getByText(`${title.length}/100`)).toBeVisible();
  await send.click();
  const confirm = page.getByRole('dialog', { name: 'Send to all users?' });
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Notification message sent successfully')).toBeVisible();

  const history = page.getByRole('table', { name: 'Sent notifications' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText(title);
  await expect(newest).toContainText('All users');
  await expect(newest).toContainText('global');
  await expect(newest).toContainText('Outbox');
  await expect(newest.getByText('Delivered to outbox', { exact: true })).toBeVisible();
  // what went out, in full: its category and the screen it opens
  await expect(newest).toContainText('Info');
  await expect(newest).toContainText('Main home screen');
});

test('a notification to one customer found by the search', async ({ page }) => {
  await page.goto('/communication');
  const { withToken, withoutToken } = await seededCustomers(page);
  const form = page.getByRole('region', { name: 'New push notification' });
  const send = form.getByRole('button', { name: 'Send notification' });
  await choose(page, form, 'Category', 'Update');
  await choose(page, form, 'Opens in the app', 'User posts');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Your nurse is on the way');
  await form.getByRole('textbox', { name: 'Message' }).fill('She arrives at 9am.');
  await form.getByRole('radio', { name: 'Single user' }).check();
  const recipient = form.getByRole('combobox', { name: 'Recipient' });

  // A customer without a device token is refused.
  await recipient.fill(withoutToken.phonenumber.slice(-9));
  await page
    .getByRole('option', { name: new RegExp(withoutToken.lastname) })
    .first()
    .click();
  await expect(form.getByText('You cannot send this user a direct message')).toBeVisible();
  await expect(send).toBeDisabled();

  const name = `${withToken.firstname} ${withToken.lastname}`;
  await recipient.fill(withToken.phonenumber.slice(-9));
  const option = page.getByRole('option', { name: new RegExp(withToken.lastname) }).first();
  await expect(option).toContainText('Has a device token');
  await option.click();
  await expect(send).toBeEnabled();
  await send.click();
  await page
    .getByRole('dialog', { name: /^Send to / })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(page.getByText('Notification message sent successfully')).toBeVisible();
  const newest = page.getByRole('table', { name: 'Sent notifications' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Your nurse is on the way');
  await expect(newest).toContainText('Single user');
  await expect(newest).toContainText(name);
});

test('a new health tip, pushed: its count goes to 1', async ({ page }) => {
  const title = `E2e tip ${Date.now().toString(36)}`;
  await page.goto('/communication?tab=tips');
  const form = page.getByRole('form', { name: 'New health tip' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Subtitle' }).fill('Boil it or use treated water.');
  await form.getByRole('textbox', { name: 'Details' }).fill('Keep drinking water covered.');
  await choose(page, form, 'Category', 'Pregnancy');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Health tip saved successfully')).toBeVisible();

  const row = page.getByRole('table', { name: 'Health tips' }).getByRole('row', { name: title });
  const count = row.getByRole('cell').nth(2);
  await expect(count).toHaveText('0');
  await row.getByRole('button', { name: /^Push/ }).click();
  await page
    .getByRole('dialog', { name: 'Push this tip to all users?' })
    .getByRole('button', { name: 'Push' })
    .click();
  await expect(page.getByText('Notification sent successfully')).toBeVisible();
  await expect(count).toHaveText('1');

  // Selecting it switches the form to update mode.
  await row.getByRole('cell').first().click();
  const update = page.getByRole('form', { name: 'Update health tip' });
  await expect(update.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await update.getByRole('textbox', { name: 'Subtitle' }).fill('Boil it for a full minute.');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Update successful')).toBeVisible();
});

test('a notification to one nurse whose app registered a device token', async ({ page }) => {
  await page.goto('/communication');
  const headers = await authHeaders(page);
  const [nurse] = await dataOf<
    { id: number; first_name: string; last_name: string; phone_number: string }[]
  >(await page.request.get('/api/v1/careteam', { headers, params: { status: 'true', limit: 1 } }));
  if (!nurse) throw new Error('the demo seed has no approved nurse');
  // What the nurse app does when the nurse turns notifications on.
  const registered = await page.request.put(`/api/v1/careteam/${nurse.id}/device-token`, {
    headers,
    data: { fcm_token: `e2e-device-${Date.now()}` },
  });
  expect(await dataOf(registered)).toEqual({ reachable: true });

  const form = page.getByRole('region', { name: 'New push notification' });
  await choose(page, form, 'Category', 'Info');
  await choose(page, form, 'Opens in the app', 'Main home screen');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Shift change');
  await form.getByRole('textbox', { name: 'Message' }).fill('Your Monday shift starts at 7am.');
  await form.getByRole('radio', { name: 'Single user' }).check();
  await form.getByRole('combobox', { name: 'Recipient' }).fill(nurse.phone_number.slice(-9));
  const name = `${nurse.first_name} ${nurse.last_name}`;
  const option = page.getByRole('option', { name: new RegExp(name) }).first();
  await expect(option).toContainText('Nurse');
  await expect(option).toContainText('Has a device token');
  await option.click();
  await form.getByRole('button', { name: 'Send notification' }).click();
  await page
    .getByRole('dialog', { name: `Send to ${name}?` })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(page.getByText('Notification message sent successfully')).toBeVisible();
  const newest = page.getByRole('table', { name: 'Sent notifications' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Shift change');
  await expect(newest).toContainText(`${name} (nurse)`);
});

test('the message dialog on a profile pushes to a customer with a device token, offers SMS to one without', async ({
  page,
}) => {
  await page.goto('/communication');
  const { headers, withToken, withoutToken } = await seededCustomers(page);

  await page.goto(`/customers/list/${withToken.id}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: /^Message / });
  const text = dialog.getByRole('textbox', { name: 'Message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message too short')).toBeVisible();
  await text.fill('Your nurse arrives at 9am tomorrow.');
  await expect(dialog.getByText('35/250')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(`/customers/list/${withoutToken.id}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  const refused = page.getByRole('dialog', { name: /^Message / });
  await expect(
    refused.getByText('Cannot send message to user without firebase token'),
  ).toBeVisible();
  // Push is refused without a token, but SMS is offered instead of a dead end (issue 24).
  await expect(refused.getByRole('checkbox', { name: 'Push (app)' })).toBeDisabled();
  await expect(refused.getByRole('checkbox', { name: /^SMS to / })).toBeChecked();

  // The API refuses it too, whatever a client sends.
  const direct = await page.request.post(`/api/v1/customer/${withoutToken.id}/message`, {
    headers,
    data: { message: 'Hello', to: 'a-token-the-client-made-up' },
  });
  expect(direct.status()).toBe(400);
  expect(await direct.json()).toMatchObject({
    status: 'failed',
    error: 'Cannot send message to user without firebase token',
  });

  // Both sends that went out are in the history, newest first.
  await page.goto('/communication');
  const newest = page.getByRole('table', { name: 'Sent notifications' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Your nurse arrives at 9am tomorrow.');
  await expect(newest).toContainText(`${withToken.firstname} ${withToken.lastname} (customer)`);
});
