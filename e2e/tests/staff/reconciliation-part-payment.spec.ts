import { expect, test } from '@playwright/test';
import { authHeaders } from '../../support/records.ts';
import { DESKTOP } from '../../support/screens.ts';
import {
  apiGet,
  csvOf,
  entryStatus,
  kampala,
  letters,
  makeCustomer,
  makeEntry,
  paymentCard,
  showList,
  summaryOf,
  ugx,
} from '../../support/recon.ts';
import {
  MTN_HEADINGS,
  MTN_MAPPING,
  oddAmount,
  openReconciliation,
} from '../../support/recon-screen.ts';

// Issue 36: a payment settles an entry only for its amount. A statement line
// of UGX 500 naming a large receipt is only suggested, saying how short it
// is; confirmed as a part payment (asked first), the entry stays UnPaid and
// shows what is still owed, and the month's summary counts the shortfall.

test.use({ viewport: DESKTOP });

test('a short payment naming a receipt: suggested, confirmed as a part payment, the rest still owed', async ({
  page,
}) => {
  test.slow();
  const now = Date.now();
  const stamp = letters(now.toString(36));
  const receipt = `RCS-${stamp}`;
  const amount = oddAmount(1_308_000);
  const when = kampala(now - 60_000);
  const txn = `8${String(now).slice(-9)}5`;

  await openReconciliation(page, when.month);
  const customer = await makeCustomer(page, `Short${stamp}`.replace(/[^A-Za-z]/g, ''));
  const entry = await makeEntry(page, {
    customerId: customer.id,
    receipt,
    amount,
    day: when.day,
  });
  const shortfallBefore = (await summaryOf(page, when.month)).shortfall.amount;
  // Uploaded through the API (the import dialog has its own journeys): answered 202, imported on the queue.
  const upload = await page.request.post('/api/v1/reconciliation/imports', {
    headers: await authHeaders(page),
    data: {
      provider: 'MTN',
      fileName: `short-${stamp}.csv`,
      content: csvOf([
        MTN_HEADINGS,
        [txn, `${when.day} ${when.time}`, '', '', '500', `pay ${receipt}`, 'Payment received'],
      ]),
      mapping: MTN_MAPPING,
    },
  });
  expect(upload.status(), await upload.text()).toBe(202);
  const queued = ((await upload.json()) as { data: { id: number } }).data;
  await expect
    .poll(
      async () =>
        (await apiGet<{ state: string }>(page, `/reconciliation/imports/${queued.id}`)).state,
      { timeout: 45_000 },
    )
    .toBe('Done');
  await page.reload();

  // Suggested, not matched: the reason says by how much it is short.
  await showList(page, 'Suggested');
  const card = paymentCard(page, txn);
  await expect(card).toBeVisible();
  const gap = amount - 500;
  await expect(card).toContainText(
    `names receipt ${receipt}; UGX 500 of ${ugx(amount)} owed, short by ${ugx(gap)}`,
  );
  expect(await entryStatus(page, entry.id)).toBe('UnPaid');

  // Confirm asks first; Cancel leaves it as it was.
  await card.getByRole('button', { name: `Confirm receipt ${receipt}` }).click();
  const ask = page.getByRole('dialog', { name: 'Match a part payment?' });
  await expect(ask).toContainText(`${ugx(gap)} will still be owed`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Confirm receipt ${receipt}` }).click();
  await ask.getByRole('button', { name: 'Match part payment' }).click();
  await expect(
    page.getByText('Part payment matched; the entry shows what is still owed'),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  // Matched, and the entry still owes the rest: UnPaid.
  await showList(page, 'Matched');
  const matched = paymentCard(page, txn);
  await expect(matched).toContainText(
    `Part payment: UGX 500 of ${ugx(amount)} paid, ${ugx(gap)} still owed`,
  );
  expect(await entryStatus(page, entry.id)).toBe('UnPaid');
  await expect
    .poll(async () => (await summaryOf(page, when.month)).shortfall.amount)
    .toBe(shortfallBefore + gap);
  await expect(page.getByText(/Paid in part, still owed/)).toBeVisible();
});
