import { expect, test } from '@playwright/test';
import { authHeaders } from '../../support/records.ts';
import { DESKTOP, PHONE } from '../../support/screens.ts';
import {
  customersApart,
  dataOf,
  historyFor,
  pageScrollWidth,
  shot,
  smsHistory,
} from '../../support/sms.ts';
import { OUTBOX, fullName, tag } from '../../support/sms-journey.ts';

// SMS beside push (issue 24), with the local outbox gateway the server uses
// without AT_USERNAME: a customer who said "no SMS", the templates of
// Admin > SMS, and the SMS screens on a phone. Each journey makes or picks its
// own people, so none depends on another's messages. Sending is in
// sms.spec.ts.

test.use({ viewport: DESKTOP });

test('a customer marked "no SMS" gets none, and the screens say why', async ({ page }) => {
  test.slow();
  await page.goto('/communication?tab=sms');
  const customer = (await customersApart(page)).withToken[0]!;
  const name = fullName(customer);
  try {
    await page.goto(`/customers/list/${customer.id}`);
    const line = page.getByRole('region', { name: 'SMS', exact: true });
    await expect(line).toContainText('SMS allowed');
    await line.getByRole('button', { name: 'Mark no SMS' }).click();
    await page
      .getByRole('dialog', { name: `No SMS to ${name}?` })
      .getByRole('button', { name: 'Mark no SMS' })
      .click();
    await expect(page.getByText('Marked: no SMS')).toBeVisible();
    await expect(line).toContainText(/No SMS \(since \d\d-\d\d-\d{4}, by staff\)/);

    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: `Message ${name}` });
    await expect(dialog.getByText('No SMS: They asked for no SMS')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'SMS' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    // Push still reaches her.
    await expect(dialog.getByRole('checkbox', { name: 'Push (app)' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The composer says why too, and offers no send.
    await page.goto('/communication?tab=sms');
    const form = page.getByRole('region', { name: 'New SMS' });
    await form.getByRole('combobox', { name: 'Recipient' }).fill(customer.phonenumber.slice(-9));
    await page
      .getByRole('option', { name: new RegExp(customer.lastname) })
      .first()
      .click();
    await expect(form.getByText(`${name} cannot get an SMS: They asked for no SMS`)).toBeVisible();
    await form.getByRole('textbox', { name: 'Message' }).fill('Your nurse arrives at 9am.');
    await expect(form.getByRole('button', { name: 'Send SMS' })).toBeDisabled();
    // The API sends her none either, whatever a client asks.
    const refused = await page.request.post('/api/v1/sms/messages', {
      headers: await authHeaders(page),
      data: { message: 'Hello', audience: { kind: 'customer', id: customer.id } },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('They asked for no SMS');

    await page.goto(`/customers/list/${customer.id}`);
    await line.getByRole('button', { name: 'Allow SMS' }).click();
    await expect(page.getByText('SMS allowed again')).toBeVisible();
    await expect(line).toContainText('SMS allowed');
  } finally {
    // Whatever happened above, she is left as the seed made her.
    await dataOf(
      await page.request.put('/api/v1/sms/opt-out', {
        headers: await authHeaders(page),
        data: { customerId: customer.id, optedOut: false },
      }),
    );
  }
});

test('Admin > SMS: an unknown placeholder is flagged and not saved; a valid edit is', async ({
  page,
}) => {
  test.slow();
  const event = 'visit_tomorrow';
  const label = 'Visit starting tomorrow, sent at 08:00 (to the customer)';
  await page.goto('/admin?tab=sms');
  const headers = await authHeaders(page);
  const templates = await dataOf<{ event: string; text: string; enabled: boolean }[]>(
    await page.request.get('/api/v1/sms/templates', { headers }),
  );
  const original = templates.find((t) => t.event === event)!;
  const card = page.getByRole('region', { name: label });
  const text = card.getByRole('textbox', { name: 'Text' });
  const save = card.getByRole('button', { name: `Save ${label}` });
  await expect(text).toHaveValue(original.text);
  await expect(page.getByRole('region', { name: 'SMS gateway' })).toContainText('Local outbox');
  try {
    const wrong = `${original.text} Call {nurseFone} if you need us.`;
    await text.fill(wrong);
    await expect(card.getByText('Unknown placeholder: {nurseFone}')).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await shot(page, 'admin-sms-1280');
    // The API applies the same rule to whatever a client sends.
    const refused = await page.request.put(`/api/v1/sms/templates/${event}`, {
      headers,
      data: { event, text: wrong, enabled: original.enabled },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.status()).toBeLessThan(500);
    expect(await refused.text()).toContain('Unknown placeholder: {nurseFone}');
    await page.reload();
    await expect(text).toHaveValue(original.text);

    const edited = `${original.text} Call {servicePhone} if you need us.`;
    await text.fill(edited);
    await expect(card.getByText(/Unknown placeholder/)).toBeHidden();
    await save.click();
    await expect(page.getByText('Template saved')).toBeVisible();
    await expect(card).toContainText(/Saved \d\d-\d\d-\d{4}/);
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(text).toHaveValue(edited);

    await text.fill(original.text);
    const restored = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/sms/templates/${event}`),
    );
    await save.click();
    expect((await restored).status()).toBe(200);
    await page.reload();
    await expect(text).toHaveValue(original.text);
  } finally {
    // The text the other journeys and the 08:00 run expect, whatever happened above.
    await dataOf(
      await page.request.put(`/api/v1/sms/templates/${event}`, { headers, data: original }),
    );
  }
});

test('at 390 px the SMS tab, its history, the dialog and Admin > SMS need no sideways scroll', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await page.goto('/communication?tab=sms');
  const customer = (await customersApart(page)).withoutToken[1]!;
  const text = `E2e ${tag()}: your visit is at 10am.`;
  const form = page.getByRole('region', { name: 'New SMS' });
  await form.getByRole('combobox', { name: 'Recipient' }).fill(customer.phonenumber.slice(-9));
  await page
    .getByRole('option', { name: new RegExp(customer.lastname) })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Message' }).fill(text);
  await expect(form.getByText(`${text.length} characters · 1 SMS · GSM-7`)).toBeVisible();
  await expect(form.getByRole('status', { name: 'Send summary' })).toContainText(
    `Goes to ${fullName(customer)} · 1 SMS each`,
  );
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'sms-tab-390');
  const send = form.getByRole('button', { name: 'Send SMS' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport();
  await send.click();
  await expect(page.getByText('SMS queued', { exact: true })).toBeVisible();

  const row = smsHistory(page).getByRole('row').filter({ hasText: text });
  await expect(row).toContainText(fullName(customer));
  // The newest page of everyone's messages, ours among them, fits too.
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  // Then only hers: the history is newest first, 10 a page, so a group send of
  // another journey running meanwhile (sms.spec.ts: some 50 expecting mothers)
  // would push this row to a later page before the outbox's status shows.
  await historyFor(page, fullName(customer));
  await expect(row.getByText(OUTBOX)).toBeVisible({ timeout: 30_000 });
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page.getByRole('region', { name: 'Sent messages', exact: true }), 'sms-history-390');

  await page.goto(`/customers/list/${customer.id}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: `Message ${fullName(customer)}` });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'message-dialog-390');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: /Discard/ })
    .getByRole('button', { name: /Discard/ })
    .click();

  await page.goto('/admin?tab=sms');
  await expect(page.getByRole('region', { name: 'SMS gateway' })).toContainText('Local outbox');
  await expect(page.getByRole('region', { name: 'New assignment (to the nurse)' })).toBeVisible();
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'admin-sms-390');
});
