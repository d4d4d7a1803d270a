import { expect, test, type Locator, type Page } from '@playwright/test';
import { kampalaDay, ugx } from '../../support/payroll.ts';
import { uniqueMobile } from '../../support/phones.ts';
import { expectNoSidewaysScroll } from '../../support/recon.ts';
import { apiPost, customerJobCard } from '../../support/records.ts';
import { DESKTOP, PHONE, checkScreen } from '../../support/screens.ts';

// Issue 43: a prompt on her phone to pay a job card. Without provider keys
// the local stand-in takes it, and staff answer it "as the customer" here:
// accepted, the books follow (the card's receipt, a Paid ledger entry under
// the transaction id); declined, the reason shows and it can be sent again.
// Each journey makes its own customer (a new MTN number) and job card.

test.use({ viewport: DESKTOP });

/** A first screen on a busy 2-core machine may take a while (lazy chunk, then the data). */
const FIRST_LOAD = { timeout: 60_000 };
const WAITING = 'Waiting for her to confirm with her PIN…';

type Card = { id: number; care_card_number: string; UserId: number };

/** A customer of her own on a new MTN number, with a job card invoiced `invoice` UGX. */
async function invoicedCard(page: Page, prefix: string, invoice: number) {
  const phone = uniqueMobile();
  const last = `${prefix}${Date.now().toString(36).slice(-5)}`;
  const card = (await customerJobCard(page, last, phone, {
    start_date: kampalaDay(1),
    days: 5,
    invoice_number: `INV-${last.toUpperCase()}`,
    invoice_amount: invoice,
  })) as Card;
  return { card, phone, e164: `+256${phone.slice(1)}` };
}

/** The value of a labelled detail (a <dt> and its <dd>) inside `scope`. */
const detail = (scope: Locator, label: string) =>
  scope
    .locator('dl')
    .filter({ has: scope.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** The job card's dialog, opened from her profile's Customer Jobs. */
async function openJobCard(page: Page, card: Card) {
  await page.goto(`/customers/list/${card.UserId}`);
  await page
    .getByRole('table', { name: 'Customer Jobs' })
    .getByRole('row', { name: /Postnatal care/ })
    .click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`^Job card ${card.care_card_number}`),
  });
  await expect(dialog).toBeVisible(FIRST_LOAD);
  return dialog;
}

/** Request payment on the open job card: its dialog, once it knows what is owed. */
async function requestPayment(page: Page, jobCard: Locator, card: Card) {
  await jobCard.getByRole('button', { name: 'Request payment' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Request payment: Job card ${card.care_card_number}`,
  });
  await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toBeVisible(FIRST_LOAD);
  return dialog;
}

/** Total, Paid and Owed as the request dialog shows them. */
async function expectOwed(dialog: Locator, total: number, paid: number, owed: number) {
  await expect(detail(dialog, 'Total')).toHaveText(ugx(total));
  await expect(detail(dialog, 'Paid')).toHaveText(ugx(paid));
  await expect(detail(dialog, 'Owed')).toHaveText(ugx(owed));
}

test('a part of the invoice requested, accepted as the customer: receipt, ledger and what is owed follow', async ({
  page,
}) => {
  test.slow();
  const invoice = 300_000;
  const half = invoice / 2;
  const { card, phone, e164 } = await invoicedCard(page, 'Pay', invoice);

  // The request starts from what is owed, from her number, its network named.
  let jobCard = await openJobCard(page, card);
  await expect(detail(jobCard, 'Invoice amount')).toHaveText(ugx(invoice));
  let ask = await requestPayment(page, jobCard, card);
  await expectOwed(ask, invoice, 0, invoice);
  const amount = ask.getByRole('textbox', { name: /^Amount/ });
  await expect(amount).toHaveValue(ugx(invoice).slice(4));
  const from = ask.getByRole('textbox', { name: /^Phone/ });
  await expect(from).toHaveValue(e164);
  await expect(from).toHaveAccessibleDescription('MTN MoMo');

  // Half of it, with a note she sees: then it waits on her phone.
  await amount.fill(String(half));
  await expect(amount).toHaveValue(ugx(half).slice(4));
  await ask.getByRole('textbox', { name: /^Note/ }).fill('First half of the postnatal care');
  await ask.getByRole('button', { name: 'Send prompt' }).click();
  await expect(ask.getByText(WAITING)).toBeVisible();
  await expect(ask.getByRole('status')).toContainText(`${ugx(half)} from`);
  await expect(ask.getByText('Pending', { exact: true }).first()).toBeVisible();
  await ask.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(ask).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(jobCard).toBeHidden();

  // Finance > Payments: found by her number, answered there as she would.
  await page.goto('/finance/list');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/finance\/payments/);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(phone);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${phone}`));
  const list = page.getByRole('table', { name: 'Payment requests' });
  const row = list.getByRole('row', { name: new RegExp(card.care_card_number) });
  await expect(row).toContainText(ugx(half), FIRST_LOAD);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Local stand-in');
  await expect(list.getByRole('row')).toHaveCount(2);
  await row.click();
  const details = page.getByRole('dialog', {
    name: new RegExp(`^Payment request: Job card ${card.care_card_number}`),
  });
  await expect(detail(details, 'Note she sees')).toHaveText('First half of the postnatal care');
  await details.getByRole('button', { name: 'Accept as the customer' }).click();
  await expect(page.getByText('Accepted as the customer: the payment is applied')).toBeVisible();
  await expect(details.getByText('Successful', { exact: true }).first()).toBeVisible();
  const txn = detail(details, 'Transaction id');
  await expect(txn).toHaveText(/^SI\d+$/);
  const receipt = (await txn.innerText()).trim();
  await expect(
    details.getByRole('alert').filter({ hasText: `Paid: receipt ${receipt}` }),
  ).toBeVisible();
  const timeline = details.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Requested');
  await expect(timeline).toContainText('Stand-in: accepted as the customer');
  await expect(timeline).toContainText(`Paid ${ugx(half)}: receipt ${receipt}`);
  await expect(detail(details, 'Ledger entry')).toHaveText(/^#\d+$/);
  await expect(details.getByRole('button', { name: 'Accept as the customer' })).toHaveCount(0);
  // a paid request's details, nothing left to press in them: still reachable by keyboard (axe)
  await checkScreen(page, 'a paid payment request');
  // The actions row's Close (the title's × is named Close too).
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(details).toBeHidden();
  await expect(row).toContainText('Successful');

  // Finance > Ledger: a Paid entry, its receipt number the transaction id.
  await page.getByRole('tab', { name: 'Ledger' }).click();
  await page.getByLabel('Search Finance').fill(receipt);
  const ledger = page.getByRole('table', { name: 'Income trace' });
  const entry = ledger.getByRole('row', { name: new RegExp(receipt) });
  await expect(entry).toBeVisible(FIRST_LOAD);
  await expect(ledger.getByRole('row')).toHaveCount(2);
  await expect(entry).toContainText(ugx(half));
  await expect(entry.getByText('Paid', { exact: true })).toBeVisible();

  // The job card: its receipt filled, and a new request asks only for the rest.
  jobCard = await openJobCard(page, card);
  await expect(detail(jobCard, 'Receipt amount')).toHaveText(ugx(half));
  await expect(detail(jobCard, 'Receipt number')).toHaveText(receipt);
  ask = await requestPayment(page, jobCard, card);
  await expectOwed(ask, invoice, half, invoice - half);
  await expect(ask.getByRole('textbox', { name: /^Amount/ })).toHaveValue(ugx(half).slice(4));
});

test('declined as the customer: the reason shows, and Send again sends a new prompt', async ({
  page,
}) => {
  test.slow();
  const invoice = 200_000;
  const { card } = await invoicedCard(page, 'Decl', invoice);
  const jobCard = await openJobCard(page, card);
  const ask = await requestPayment(page, jobCard, card);
  await ask.getByRole('button', { name: 'Send prompt' }).click();
  await expect(ask.getByText(WAITING)).toBeVisible();

  // The stand-in's buttons are in the request dialog too.
  await ask.getByRole('button', { name: 'Decline as the customer' }).click();
  await expect(page.getByText('Declined as the customer', { exact: true })).toBeVisible();
  await expect(ask.getByText('Failed', { exact: true }).first()).toBeVisible();
  await expect(ask.getByRole('alert').filter({ hasText: 'She declined the prompt' })).toBeVisible();
  await expect(ask.getByText(WAITING)).toHaveCount(0);

  // Send again: the form once more, still for all that is owed.
  await ask.getByRole('button', { name: 'Send again' }).click();
  const amount = ask.getByRole('textbox', { name: /^Amount/ });
  await expect(amount).toHaveValue(ugx(invoice).slice(4));
  await expectOwed(ask, invoice, 0, invoice);
  await ask.getByRole('button', { name: 'Send prompt' }).click();
  await expect(ask.getByText(WAITING)).toBeVisible();
  await ask.getByRole('button', { name: 'Accept as the customer' }).click();
  await expect(ask.getByRole('alert').filter({ hasText: /^Paid: receipt SI\d+$/ })).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await ask.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(ask).toBeHidden();

  // Paid in full: the card's receipt says so, and nothing more can be asked.
  await expect(detail(jobCard, 'Receipt amount')).toHaveText(ugx(invoice));
  const again = await requestPayment(page, jobCard, card);
  await expectOwed(again, invoice, invoice, 0);
  await expect(again.getByText('Nothing is owed on it: it is paid')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Send prompt' })).toBeDisabled();
});

test('at 390x844 the payments are cards, with no sideways scroll, and a card opens its request', async ({
  page,
}) => {
  const { card, phone } = await invoicedCard(page, 'Phone', 120_000);
  await apiPost(page, '/payments', {
    target: 'jobcard',
    targetId: card.id,
    amount: 120_000,
    note: 'Postnatal care',
  });
  await page.setViewportSize(PHONE);
  await page.goto(`/finance/payments?search=${phone}`);
  const list = page.getByRole('list', { name: 'Payment requests' });
  const item = list.getByRole('listitem', { name: `Job card ${card.care_card_number}` });
  await expect(item).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('table', { name: 'Payment requests' })).toHaveCount(0);
  await expect(item).toContainText('Pending');
  await expect(item).toContainText(ugx(120_000));
  await checkScreen(page, 'Payments at 390 px');

  await item.click();
  const details = page.getByRole('dialog', {
    name: new RegExp(`^Payment request: Job card ${card.care_card_number}`),
  });
  await expect(details.getByRole('button', { name: 'Accept as the customer' })).toBeVisible();
  await expectNoSidewaysScroll(page, details, 'the payment request at 390 px');
  await details.getByRole('button', { name: 'Accept as the customer' }).click();
  await expect(detail(details, 'Transaction id')).toHaveText(/^SI\d+$/);
  await expectNoSidewaysScroll(page, details, 'the paid request at 390 px');
});
