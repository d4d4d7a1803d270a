import { expect, test, type Page } from '@playwright/test';
import { choose } from '../../support/records.ts';
import { DESKTOP, PHONE, expectAccessible } from '../../support/screens.ts';
import {
  apiGet,
  chooseStatement,
  csvOf,
  entryStatus,
  expectNoSidewaysScroll,
  importAndWait,
  kampala,
  keepingMapping,
  letters,
  makeCustomer,
  makeEntry,
  mappingSelect,
  monthBefore,
  monthLabel,
  openImportDialog,
  paymentCard,
  showList,
  summaryOf,
  ugx,
  type ProviderFigures,
} from '../../support/recon.ts';

// Mobile money reconciliation (issue 25): statements of MTN MoMo and Airtel
// Money imported through Finance > Reconciliation, matched with the ledger,
// confirmed and undone by staff, and a month's summary. Each journey makes its
// own entries and statement lines (unique receipts and transaction IDs) dated
// now, so they are the newest of the month's lists, whatever the demo data
// and the other journeys hold.

test.use({ viewport: DESKTOP });

type AuditRow = { action: string; entityId: string | null; summary: unknown };

const MTN_HEADINGS = ['Id', 'Date', 'From', 'From Name', 'Amount', 'Note/Message', 'Type'];
const AIRTEL_HEADINGS = [
  'Transaction ID',
  'Transaction Date',
  'Sender MSISDN',
  'Sender Name',
  'Amount',
  'Reference',
  'Transaction Type',
];

/** An amount no demo entry or payment has: not a round figure. */
const oddAmount = (base: number) => base + (Date.now() % 997) * 7;

/** MTN writes the payer as a handle: 'FRI:256772123456/MSISDN'. */
const mtnHandle = (e164: string) => `FRI:${e164.replace(/^\+/, '')}/MSISDN`;

const RESULT_WORDS = [
  'Added',
  'Already imported',
  'Rejected',
  'Money out, left out',
  'Matched to a receipt',
  'With suggestions',
];

async function openReconciliation(page: Page, month: string) {
  await page.goto(`/finance/reconciliation?month=${month}`);
  await expect(
    page.getByRole('heading', { name: 'Mobile money reconciliation', level: 2 }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reconciliation', selected: true })).toBeVisible();
}

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
    'same amount, same phone, same day · now UnPaid',
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

  // The ledger says the same: A Paid by the statement, B UnPaid again.
  await page.goto('/finance/list');
  await page.getByLabel('Search Finance').fill(lastname);
  const ledger = page.getByRole('table', { name: 'Income trace' });
  const rowA = ledger.getByRole('row', { name: new RegExp(receiptA) });
  const rowB = ledger.getByRole('row', { name: new RegExp(receiptB) });
  await expect(rowA.getByText('Paid', { exact: true })).toBeVisible();
  await expect(rowB.getByText('UnPaid', { exact: true })).toBeVisible();
});

test('an Airtel statement imported twice, then an overlapping one: no payment is stored twice', async ({
  page,
}) => {
  test.slow();
  const now = Date.now();
  const stamp = now.toString(36).toUpperCase();
  const when = kampala(now - 120_000);
  const day = when.day.split('-').reverse().join('/');
  const at = `${day} ${when.time.slice(0, 5)}`;
  const ids = ['1', '2', '3'].map((d) => `MP${stamp}.${d}.E2E`);
  const amounts = [oddAmount(13_001), oddAmount(26_003), oddAmount(39_005)];
  const row = (i: number) => [
    ids[i]!,
    at,
    `2567500${String(now).slice(-5)}`,
    'OKELLO E2E',
    String(amounts[i]),
    'school fees',
    'Credit',
  ];
  const first = csvOf([AIRTEL_HEADINGS, row(0), row(1)]);
  const overlapping = csvOf([AIRTEL_HEADINGS, row(0), row(1), row(2)]);

  await openReconciliation(page, when.month);
  await keepingMapping(page, 'Airtel', async () => {
    const imports: [string, string, Record<string, number>][] = [
      [`airtel-${stamp}.csv`, first, { Added: 2, 'Already imported': 0 }],
      [`airtel-${stamp}-again.csv`, first, { Added: 0, 'Already imported': 2 }],
      [`airtel-${stamp}-overlap.csv`, overlapping, { Added: 1, 'Already imported': 2 }],
    ];
    for (const [name, csv, expected] of imports) {
      const dialog = await openImportDialog(page);
      await choose(page, dialog, 'Provider', 'Airtel Money');
      await chooseStatement(dialog, name, csv);
      await expect(mappingSelect(dialog, 'Transaction ID')).toHaveText('Transaction ID');
      await expect(mappingSelect(dialog, 'Date and time')).toHaveText('Transaction Date');
      await expect(mappingSelect(dialog, "Payer's phone number")).toHaveText('Sender MSISDN');
      const counts = await importAndWait(dialog);
      expect(counts).toMatchObject({ ...expected, Rejected: 0, 'Money out, left out': 0 });
      const added = expected.Added!;
      await expect(
        dialog.getByText(`${name}: ${added} new ${added === 1 ? 'payment' : 'payments'} imported.`),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  // Airtel's unmatched payments: each of the three once (no entry has their amounts).
  await choose(page, page.getByRole('main'), 'Provider', 'Airtel Money', { exact: true });
  await expect(page).toHaveURL(/[?&]provider=Airtel\b/);
  await showList(page, 'Unmatched');
  for (const [i, id] of ids.entries()) {
    const card = paymentCard(page, id);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(ugx(amounts[i]!));
    await expect(card).toContainText('Airtel Money');
    await expect(card.getByRole('button', { name: `Match ${id} to a receipt` })).toBeVisible();
  }
});

/** A figure of the summary table as shown: 'UGX 1,000 3 payments' (the difference: the amount). */
const shown = (row: ProviderFigures, key: 'received' | 'matched' | 'unmatched' | 'difference') =>
  key === 'difference'
    ? ugx(row.difference)
    : `${ugx(row[key].amount)} ${row[key].count} ${row[key].count === 1 ? 'payment' : 'payments'}`;

const FIGURES = [
  ['Received', 'received'],
  ['Matched', 'matched'],
  ['Unmatched', 'unmatched'],
  ['Difference', 'difference'],
] as const;

/** The summary table and chart of the month shown hold the API's summary of it. */
async function expectSummaryOf(page: Page, month: string) {
  const summary = await summaryOf(page, month);
  const section = page.getByRole('region', { name: `Summary of ${monthLabel(month)}` });
  const table = section.getByRole('table', { name: 'Reconciliation summary' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Figure',
    'MTN MoMo',
    'Airtel Money',
    'Total',
  ]);
  const [mtn, airtel] = summary.providers;
  expect(summary.providers.map((p) => p.provider)).toEqual(['MTN', 'Airtel']);
  for (const [label, key] of FIGURES) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    const cells = (await row.getByRole('cell').allInnerTexts()).map((c) =>
      c.replace(/\s+/g, ' ').trim(),
    );
    expect(cells, `${label} of ${month}`).toEqual([
      shown(mtn!, key),
      shown(airtel!, key),
      shown(summary.total, key),
    ]);
  }
  // The figures add up: received is matched and unmatched; the difference is received less matched.
  for (const p of [mtn!, airtel!, summary.total]) {
    expect(p.received.amount).toBe(p.matched.amount + p.unmatched.amount);
    expect(p.received.count).toBe(p.matched.count + p.unmatched.count);
    expect(p.difference).toBe(p.received.amount - p.matched.amount);
  }
  expect(summary.total.received.amount).toBe(mtn!.received.amount + airtel!.received.amount);
  // The chart: a bar for each provider's figure, named with its amount.
  const chart = section.getByRole('group', { name: /^Bar chart: received, matched/ });
  for (const p of [mtn!, airtel!]) {
    const name = p.provider === 'MTN' ? 'MTN MoMo' : 'Airtel Money';
    await expect(
      chart.getByRole('img', { name: `${name} received: ${ugx(p.received.amount)}` }),
    ).toBeAttached();
    await expect(
      chart.getByRole('img', { name: `${name} difference: ${ugx(p.difference)}` }),
    ).toBeAttached();
  }
  await expect(section).toContainText(
    `Marked Paid by mobile money with no payment behind them: ${ugx(summary.unbacked.amount)} (${summary.unbacked.count} ${summary.unbacked.count === 1 ? 'entry' : 'entries'})`,
  );
  return summary;
}

test("the month's summary: received, matched, unmatched and difference as the API counts them", async ({
  page,
}) => {
  test.slow();
  const month = kampala(Date.now()).month;
  await openReconciliation(page, month);
  let thisMonth: ProviderFigures | undefined;
  // This month's figures move while other journeys import: read both again until they agree.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: 'Reconciliation summary' })).toBeVisible({
      timeout: 10_000,
    });
    thisMonth = (await expectSummaryOf(page, month)).total;
  }).toPass({ timeout: 60_000, intervals: [1000, 2000, 5000] });

  // The month before, chosen in the Month select and kept in the URL.
  const before = monthBefore(month);
  await choose(page, page.getByRole('main'), 'Month', monthLabel(before), { exact: true });
  await expect(page).toHaveURL(new RegExp(`[?&]month=${before}\\b`));
  await expect(
    page.getByRole('heading', { name: `Summary of ${monthLabel(before)}` }),
  ).toBeVisible();
  let monthBefore_: ProviderFigures | undefined;
  await expect(async () => {
    monthBefore_ = (await expectSummaryOf(page, before)).total;
  }).toPass({ timeout: 30_000 });
  // The demo's statement lines of the last 30 days, in these two months: some matched, some not.
  const both = [thisMonth!, monthBefore_!];
  expect(both.reduce((n, t) => n + t.matched.count, 0)).toBeGreaterThan(0);
  expect(both.reduce((n, t) => n + t.unmatched.count, 0)).toBeGreaterThan(0);
});

test('on a phone, the reconciliation screen and the import dialog need no sideways scroll', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const now = Date.now();
  const month = kampala(now).month;
  await openReconciliation(page, month);
  const summary = page.getByRole('region', { name: `Summary of ${monthLabel(month)}` });
  // On a phone the summary is a block a provider, not the table.
  await expect(summary.getByRole('region', { name: 'Summary: Total' })).toBeVisible();
  await expect(summary.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Matched payments' })).toBeVisible();
  await expectNoSidewaysScroll(page, null, 'reconciliation at 390 px');
  await expectAccessible(page, 'reconciliation at 390 px');

  // The dialog fills the screen; a wide statement scrolls inside its preview's box.
  const dialog = await openImportDialog(page);
  const wide = csvOf([
    [...MTN_HEADINGS, 'Balance', 'Currency', 'Channel', 'Status'],
    [
      `9${String(now).slice(-9)}1`,
      `${kampala(now).day} 09:15:00`,
      mtnHandle('+256772123456'),
      'A PAYER WITH A VERY LONG NAME INDEED',
      '150000',
      'A long message about the care of mama and baby for the whole week',
      'Payment received',
      '1,250,000',
      'UGX',
      'USSD',
      'Successful',
    ],
  ]);
  await chooseStatement(dialog, `wide-${now}.csv`, wide);
  await expect(mappingSelect(dialog, 'Transaction ID')).toHaveText('Id');
  await expectNoSidewaysScroll(page, dialog, 'the import dialog at 390 px');
  await expectAccessible(page, 'the import dialog at 390 px');
  // Cancel: nothing was stored.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
