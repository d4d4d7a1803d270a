import { expect, test } from '@playwright/test';
import { choose } from '../../support/records.ts';
import { DESKTOP } from '../../support/screens.ts';
import {
  apiGet,
  chooseStatement,
  csvOf,
  entryStatus,
  importAndWait,
  kampala,
  keepingMapping,
  letters,
  makeCustomer,
  makeEntry,
  mappingSelect,
  openImportDialog,
  paymentCard,
  showList,
  ugx,
} from '../../support/recon.ts';
import {
  MTN_HEADINGS,
  RESULT_WORDS,
  mtnHandle,
  oddAmount,
  openReconciliation,
} from '../../support/recon-screen.ts';

// Mobile money reconciliation (issue 25): statements of MTN MoMo and Airtel
// Money imported through Finance > Reconciliation, matched with the ledger,
// confirmed and undone by staff, and a month's summary. Each journey makes its
// own entries and statement lines (unique receipts and transaction IDs) dated
// now, so they are the newest of the month's lists, whatever the demo data
// and the other journeys hold. The Airtel statements imported twice
// and overlapping are in reconciliation-airtel.spec.ts.

test.use({ viewport: DESKTOP });

type AuditRow = { action: string; entityId: string | null; summary: unknown };

test('an MTN statement imported: an exact match marks its entry Paid, a suggestion confirmed, then undone', async ({
  page,
}) => {
  test.slow();
  const now = Date.now();
  const stamp = letters(now.toString(36));
  const lastname = `Recon${stamp}`.replace(/[^A-Za-z]/g, '');
  const receiptA = `RCN-${stamp}-A`;
  const receiptB = `RCN-${stamp}-B`;
  const receiptC = `RCN-${stamp}-C`;
  const amountA = oddAmount(311_000);
  const amountB = oddAmount(427_000);
  const amountC = oddAmount(538_000);
  const when = kampala(now - 60_000);
  const base = `7${String(now).slice(-9)}`;
  const [txnA, txnB, txnOut, txnBad] = ['1', '2', '3', '4'].map((d) => `${base}${d}`) as [
    string,
    string,
    string,
    string,
  ];

  await openReconciliation(page, when.month);
  const customer = await makeCustomer(page, lastname);
  const entryA = await makeEntry(page, {
    customerId: customer.id,
    receipt: receiptA,
    amount: amountA,
    day: when.day,
  });
  const entryB = await makeEntry(page, {
    customerId: customer.id,
    receipt: receiptB,
    amount: amountB,
    day: when.day,
  });
  await makeEntry(page, {
    customerId: customer.id,
    receipt: receiptC,
    amount: amountC,
    day: when.day,
    status: 'Paid',
  });
  const payer = `GRACE ${lastname.toUpperCase()}`;
  const at = `${when.day} ${when.time}`;
  const fileName = `momo-${stamp}.csv`;
  const csv = csvOf([
    MTN_HEADINGS,
    // Names the receipt in the message: an exact match.
    [
      txnA,
      at,
      mtnHandle(customer.phonenumber),
      payer,
      String(amountA),
      `Care for mama ${receiptA}`,
      'Payment received',
    ],
    // No receipt: the same amount, from her phone, the same day: a suggestion.
    [
      txnB,
      at,
      mtnHandle(customer.phonenumber),
      payer,
      String(amountB),
      'for mama',
      'Payment received',
    ],
    // Money we sent: left out.
    [txnOut, at, mtnHandle('+256772000001'), 'NURSE PAY', '50000', 'Salary', 'Transfer sent'],
    // Not an amount: rejected, with its row number (the heading is row 1).
    [txnBad, at, mtnHandle(customer.phonenumber), payer, 'abc', 'for mama', 'Payment received'],
  ]);

  await keepingMapping(page, 'MTN', async () => {
    const dialog = await openImportDialog(page);
    await choose(page, dialog, 'Provider', 'MTN MoMo');
    const preview = await chooseStatement(dialog, fileName, csv);

    // The preview: every row as written (the heading row and four), nothing stored yet.
    await expect(dialog.getByText('4 rows in the file.')).toBeVisible();
    await expect(preview.getByRole('row')).toHaveCount(5);
    await expect(preview.getByRole('columnheader')).toHaveText(MTN_HEADINGS);
    await expect(preview.getByRole('row').nth(1)).toContainText(`Care for mama ${receiptA}`);
    await expect(preview.getByRole('row').nth(4)).toContainText('abc');
    // The columns, filled in (guessed from these headings, or as remembered from an import of them).
    const columns: [string, string][] = [
      ['Transaction ID', 'Id'],
      ['Date and time', 'Date'],
      ['Amount (UGX)', 'Amount'],
      ["Payer's phone number", 'From'],
      ["Payer's name", 'From Name'],
      ['Reference / message (receipt number)', 'Note/Message'],
      ['Type (money in or out)', 'Type'],
    ];
    for (const [label, heading] of columns)
      await expect(mappingSelect(dialog, label)).toHaveText(heading);

    // Import: the progress bar to Done, and what became of each row.
    const counts = await importAndWait(dialog);
    expect(Object.keys(counts)).toEqual(RESULT_WORDS);
    expect(counts).toEqual({
      Added: 2,
      'Already imported': 0,
      Rejected: 1,
      'Money out, left out': 1,
      'Failed or reversed, left out': 0,
      'Matched to a receipt': 1,
      'With suggestions': 1,
    });
    await expect(dialog.getByText(`${fileName}: 2 new payments imported.`)).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Rejected rows' })).toHaveText(
      'Row 5: Amount must be whole UGX (no fraction, not negative)',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  // Matched: the payment that named its receipt, and that entry is Paid.
  await showList(page, 'Matched');
  const exact = paymentCard(page, txnA);
  await expect(exact).toBeVisible();
  await expect(exact).toContainText(ugx(amountA));
  await expect(exact).toContainText(`Receipt ${receiptA} · Grace ${lastname} · ${ugx(amountA)}`);
  await expect(exact).toContainText('Matched by its receipt number');
  await expect(paymentCard(page, txnB)).toHaveCount(0);
  await expect(paymentCard(page, txnOut)).toHaveCount(0);
  expect(await entryStatus(page, entryA.id)).toBe('Paid');
  expect(await entryStatus(page, entryB.id)).toBe('UnPaid');

  // Suggested: the payment without a receipt, her entry offered first; confirmed.
  await showList(page, 'Suggested');
  const suggested = paymentCard(page, txnB);
  await expect(suggested).toBeVisible();
  await expect(suggested).toContainText('for mama');
  const candidates = suggested.getByRole('list', { name: `Suggested entries for ${txnB}` });
  await expect(candidates.getByRole('listitem').first()).toContainText(
    `Receipt ${receiptB} · Grace ${lastname} · ${ugx(amountB)}`,
  );
  await expect(candidates.getByRole('listitem').first()).toContainText(
    'same amount, same phone, same day · now Unpaid',
  );
  await suggested.getByRole('button', { name: `Confirm receipt ${receiptB}` }).click();
  await expect(page.getByText('Payment matched; the entry is marked Paid')).toBeVisible();
  await expect(suggested).toHaveCount(0);
  await expect.poll(() => entryStatus(page, entryB.id)).toBe('Paid');

  // Matched now, confirmed by staff; Undo (asked first) gives the entry its UnPaid back.
  await showList(page, 'Matched');
  const confirmed = paymentCard(page, txnB);
  await expect(confirmed).toContainText(`Receipt ${receiptB}`);
  await expect(confirmed).toContainText(/Confirmed by \S/);
  await confirmed.getByRole('button', { name: `Undo the match of ${txnB}` }).click();
  const ask = page.getByRole('dialog', { name: 'Undo this match?' });
  await expect(ask).toContainText(`Receipt ${receiptB} gets its earlier status back`);
  await ask.getByRole('button', { name: 'Undo match' }).click();
  await expect(
    page.getByText('Match undone; the entry has its previous status back'),
  ).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(confirmed).toHaveCount(0);
  await expect(paymentCard(page, txnA)).toBeVisible();
  await expect.poll(() => entryStatus(page, entryB.id)).toBe('UnPaid');

  // Both moves of B's status are in the audit log, each naming the payment's line.
  const audit = await apiGet<{ rows: AuditRow[] }>(page, '/audit', {
    entity: 'income_trace',
    limit: '100',
  });
  const moves = audit.rows
    .filter((a) => a.entityId === String(entryB.id) && a.action === 'status')
    .map((a) => a.summary as { before: { status: string }; after: { status: string } })
    .map((m) => `${m.before.status} -> ${m.after.status}`)
    .reverse();
  expect(moves).toEqual(['UnPaid -> Paid', 'Paid -> UnPaid']);

  // Back among the suggestions, her entry offered again.
  await showList(page, 'Suggested');
  await expect(
    paymentCard(page, txnB).getByRole('button', { name: `Confirm receipt ${receiptB}` }),
  ).toBeVisible();

  // Paid without payment: her receipt C, marked Paid by mobile money, that no statement shows
  // (A, Paid with its payment, is not there).
  await showList(page, 'Paid without payment');
  const unbacked = page.getByRole('region', { name: 'Paid without payment' });
  const cardC = unbacked.getByRole('article', { name: `Receipt ${receiptC}` });
  await expect(cardC).toContainText(ugx(amountC));
  await expect(cardC).toContainText(`Grace ${lastname}`);
  await expect(cardC).toContainText('Mobile Money');
  await expect(unbacked.getByRole('article', { name: `Receipt ${receiptA}` })).toHaveCount(0);

  // The ledger says the same: A Paid by the statement, B Unpaid again.
  await page.goto('/finance/list');
  await page.getByLabel('Search Finance').fill(lastname);
  const ledger = page.getByRole('table', { name: 'Income trace' });
  const rowA = ledger.getByRole('row', { name: new RegExp(receiptA) });
  const rowB = ledger.getByRole('row', { name: new RegExp(receiptB) });
  await expect(rowA.getByText('Paid', { exact: true })).toBeVisible();
  await expect(rowB.getByText('Unpaid', { exact: true })).toBeVisible();
});
