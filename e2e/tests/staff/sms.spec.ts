import { expect, test } from '@playwright/test';
import { authHeaders, choose } from '../../support/records.ts';
import { completeThroughScreen, createBooking } from '../../support/bookings.ts';
import { DESKTOP } from '../../support/screens.ts';
import {
  UGANDA_MOBILE,
  allCustomers,
  customersApart,
  dataOf,
  historyFor,
  messagesTo,
  pricePerPart,
  sentWith,
  shot,
  shownPhone,
  smsHistory,
  ugx,
} from '../../support/sms.ts';
import { OUTBOX, fullName, tag } from '../../support/sms-journey.ts';

// SMS beside push (issue 24), with the local outbox gateway the server uses
// without AT_USERNAME: every SMS is recorded as sent by 'outbox', which the
// history shows as "Delivered to outbox". Each journey makes or picks its own
// people, so none depends on another's messages. The opt-out, Admin > SMS
// and the phone layout are in sms-consent-admin.spec.ts.

test.use({ viewport: DESKTOP });

test('a two-part SMS to expecting mothers: parts, count and cost first, then queued and sent', async ({
  page,
}) => {
  test.slow();
  await page.goto('/communication?tab=sms');
  const all = await allCustomers(page);
  const group = all.filter((c) => c.user_type === 'expecting');
  const reachable = group.filter((c) => UGANDA_MOBILE.test(c.phonenumber));
  const n = reachable.length;
  const price = await pricePerPart(page);
  const cost = ugx(2 * n * price);
  const me = await dataOf<{ name: string }>(
    await page.request.get('/api/v1/auth/me', { headers: await authHeaders(page) }),
  );
  // Over 160 characters of the SMS alphabet: two parts (issue 24).
  const text =
    `E2e ${tag()}: the Ntinda clinic opens at 8am on Saturday for free check-ups of mothers ` +
    'and babies. Bring your antenatal card and come early, the queue is long by ten. Call us.';

  const form = page.getByRole('region', { name: 'New SMS' });
  await form.getByRole('radio', { name: 'A group' }).check();
  await choose(page, form, 'Group', 'Customers: expecting mothers');
  await form.getByRole('textbox', { name: 'Message' }).fill(text);
  await expect(form.getByText(`${text.length} characters · 2 SMS · GSM-7`)).toBeVisible();
  const summary = form.getByRole('status', { name: 'Send summary' });
  await expect(summary).toContainText(`Goes to ${n} people · 2 SMS each · about ${cost}`);
  const left = group.length - n;
  if (left > 0) await expect(summary).toContainText(`${left} left out`);
  else await expect(summary).not.toContainText('left out');
  await shot(page, 'sms-tab-1280');

  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as { e2eNoReload?: boolean }).e2eNoReload = true));
  await form.getByRole('button', { name: 'Send SMS' }).click();
  const confirm = page.getByRole('dialog', { name: `Send to ${n} people?` });
  await expect(confirm).toContainText(
    `Customers: expecting mothers: ${n} people will get 2 SMS each, about ${cost}.`,
  );
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`${n} SMS queued`)).toBeVisible();

  // The newest page of the history: this send's rows, each sent by the outbox, without a
  // reload. (Other journeys running meanwhile may put their own SMS among them, so the
  // page holds up to 10 of ours; all n are checked through the API below.)
  const ours = smsHistory(page)
    .getByRole('row')
    .filter({ hasText: text.slice(0, 40) });
  await expect(ours.first()).toBeVisible();
  expect(await ours.count()).toBeLessThanOrEqual(Math.min(n, 10));
  await expect(ours.filter({ hasNotText: OUTBOX })).toHaveCount(0, { timeout: 45_000 });
  await expect.poll(async () => (await sentWith(page, text)).length, { timeout: 45_000 }).toBe(n);
  const names = new Set(reachable.map(fullName));
  for (const row of await ours.all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    const to = cells[1]?.split('\n')[0] ?? '';
    expect(names.has(to), `${to} is an expecting mother`).toBe(true);
    expect(cells).toContain('SMS');
    expect(cells).toContain('2');
    expect(cells).toContain(ugx(2 * price));
    expect(cells.at(-1), 'sent by').toBe(me.name);
  }
  expect(await page.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  await shot(page.getByRole('region', { name: 'Sent messages', exact: true }), 'sms-history-1280');
});

test("a booking from Pending to Completed sends the customer's two automatic SMS", async ({
  page,
}) => {
  test.slow();
  const lastName = `E2eSms${tag()}`;
  const phone = `0709${String(Date.now()).slice(-6)}`;
  await page.goto('/bookings');
  const { docId } = await createBooking(page, lastName, { primaryPhoneNumber: phone });
  await completeThroughScreen(page, lastName, docId);

  // The queue writes them a moment after each move; the history shows what is recorded when opened.
  // Both, once each; written by the queue's worker, two written in one
  // instant may list either way round (seen on PostgreSQL), so not by order.
  await expect
    .poll(async () => (await messagesTo(page, lastName)).map((m) => m.event).sort(), {
      timeout: 30_000,
    })
    .toEqual(['booking_confirmed', 'job_completed']);

  await page.goto('/communication?tab=sms');
  const history = await historyFor(page, lastName);
  await expect(history.getByRole('row')).toHaveCount(3);
  const number = shownPhone(`+256${phone.slice(1)}`);
  const confirmed = history.getByRole('row', { name: /Automatic: Booking confirmed/ });
  const completed = history.getByRole('row', { name: /Automatic: Job completed/ });
  for (const row of [confirmed, completed]) {
    await expect(row).toContainText(`Grace ${lastName}`);
    await expect(row).toContainText(number);
    await expect(row.getByText(OUTBOX)).toBeVisible({ timeout: 30_000 });
    // The whole text, filled in: no placeholder is left.
    const more = row.getByRole('button', { name: 'More' });
    if (await more.isVisible()) await more.click();
    await expect(row).not.toContainText('{');
  }
  await expect(confirmed).toContainText('Hello Grace, your Postnatal Care booking with');
  await expect(confirmed).toContainText('is confirmed. It starts on');
  await expect(completed).toContainText(`Hello Grace, your care ${docId} is complete.`);
  await expect(completed).toContainText('Please review your nurse in our app.');
});

test('a customer without a push token is messaged by SMS from the profile', async ({ page }) => {
  test.slow();
  await page.goto('/communication?tab=sms');
  const customer = (await customersApart(page)).withoutToken[0]!;
  const text = `E2e ${tag()}: your nurse arrives at 9am tomorrow.`;

  await page.goto(`/customers/list/${customer.id}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: `Message ${fullName(customer)}` });
  // The spec's refusal still shows for push; SMS is offered instead, and chosen.
  await expect(
    dialog.getByText('Cannot send message to user without firebase token'),
  ).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Push (app)' })).toBeDisabled();
  const sms = dialog.getByRole('checkbox', { name: `SMS to ${shownPhone(customer.phonenumber)}` });
  await expect(sms).toBeEnabled();
  await expect(sms).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await expect(dialog.getByText(`${text.length} characters · 1 SMS · GSM-7`)).toBeVisible();
  await shot(page, 'message-dialog-1280');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('SMS queued', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/communication?tab=sms');
  const row = (await historyFor(page, customer.lastname))
    .getByRole('row')
    .filter({ hasText: text });
  await expect(row).toContainText(fullName(customer));
  await expect(row).toContainText(shownPhone(customer.phonenumber));
  await expect(row.getByText(OUTBOX)).toBeVisible({ timeout: 30_000 });
});
