import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADERS, PAYMENT_MESSAGES, type Payment, type PaymentOwed } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { WAITING_TEXT } from '../payment-labels';
import { makeOwed, makePayment, paidPayment } from '../test-fixtures';
import { RequestPaymentDialog } from './request-payment-dialog';

type Setup = {
  owed?: PaymentOwed;
  /** The POST's answers, one per request sent (the last repeats). */
  answers?: Array<() => Response>;
  /** GET /payment/9 (the poll). */
  poll?: () => Payment;
};

function setup({ owed = makeOwed(), answers = [], poll }: Setup = {}) {
  let sent = 0;
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/payments\/owed$/, () => ok(owed)],
    [
      'POST',
      /^\/api\/v1\/payments$/,
      () => answers[Math.min(sent++, answers.length - 1)]?.() ?? ok(makePayment(), 201),
    ],
    ['GET', /^\/api\/v1\/payment\/9$/, () => ok(poll?.() ?? makePayment())],
  ]);
  const utils = renderWithProviders(
    <RequestPaymentDialog open target="jobcard" targetId={31} onClose={() => undefined} />,
  );
  return { ...utils, fetch };
}

const dialog = () => screen.getByRole('dialog');
const textbox = (name: RegExp) => within(dialog()).getByRole('textbox', { name });
const sendButton = () => within(dialog()).getByRole('button', { name: 'Send prompt' });
const posts = (fetch: ReturnType<typeof setup>['fetch']) =>
  fetch.mock.calls.filter(
    ([input, init]) => init?.method === 'POST' && /\/payments$/.test(String(input)),
  );
const keyOf = (call: ReturnType<typeof posts>[number]) =>
  new Headers(call[1]?.headers).get(HEADERS.idempotencyKey);

async function opened() {
  return screen.findByRole('textbox', { name: /^Amount/ });
}

describe('RequestPaymentDialog', { timeout: 60_000 }, () => {
  it('starts from what is owed: what for, total, paid, owed, her number and its network', async () => {
    const { fetch } = setup();
    await opened();
    expect(
      screen.getByRole('dialog', { name: 'Request payment: Job card CC-2025-000031' }),
    ).toBeInTheDocument();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ target: 'jobcard', targetId: '31' });
    const terms = within(dialog())
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'For: Job card CC-2025-000031',
      'Customer: Amina Nakato',
      'Total: UGX 500,000',
      'Paid: UGX 150,000',
      'Owed: UGX 350,000',
    ]);
    expect(textbox(/^Amount/)).toHaveValue('350,000');
    expect(textbox(/^Phone/)).toHaveValue('+256772123456');
    expect(textbox(/^Phone/)).toHaveAccessibleDescription('MTN MoMo');
    expect(textbox(/^Note/)).toHaveValue('');
  });

  it('an empty number is her own on file', async () => {
    const { user } = setup();
    await opened();
    await user.clear(textbox(/^Phone/));
    expect(textbox(/^Phone/)).toHaveAccessibleDescription('Her number +256 772 123 456: MTN MoMo');
  });

  it('asks for a number when she has none on file', async () => {
    const { user, fetch } = setup({ owed: makeOwed({ phone: null }) });
    await opened();
    expect(textbox(/^Phone/)).toHaveAccessibleDescription(PAYMENT_MESSAGES.noPhone);
    await user.click(sendButton());
    await waitFor(() => expect(textbox(/^Phone/)).toHaveAttribute('aria-invalid', 'true'));
    expect(posts(fetch)).toHaveLength(0);
  });

  it('refuses an amount above what is owed, before sending', async () => {
    const { user, fetch } = setup();
    await opened();
    await user.clear(textbox(/^Amount/));
    await user.type(textbox(/^Amount/), '400000');
    expect(textbox(/^Amount/)).toHaveValue('400,000');
    await user.click(sendButton());
    await waitFor(() =>
      expect(textbox(/^Amount/)).toHaveAccessibleDescription(
        PAYMENT_MESSAGES.aboveOwed('UGX 350,000'),
      ),
    );
    expect(posts(fetch)).toHaveLength(0);
  });

  it('names the network of the number typed: Airtel, MTN, or neither', async () => {
    const { user, fetch } = setup();
    await opened();
    const phone = textbox(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '0701 234 567');
    expect(phone).toHaveAccessibleDescription('Airtel Money');
    await user.clear(phone);
    await user.type(phone, '0781234567');
    expect(phone).toHaveAccessibleDescription('MTN MoMo');
    await user.clear(phone);
    await user.type(phone, '0712345678');
    expect(phone).toHaveAccessibleDescription(PAYMENT_MESSAGES.network);
    await user.click(sendButton());
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(PAYMENT_MESSAGES.network);
    expect(posts(fetch)).toHaveLength(0);
  });

  it('a double click sends one prompt with one idempotency key, then waits for her PIN', async () => {
    const { user, fetch } = setup();
    await opened();
    await user.clear(textbox(/^Amount/));
    await user.type(textbox(/^Amount/), '200000');
    await user.type(textbox(/^Note/), 'First week');
    await user.dblClick(sendButton());
    expect(await within(dialog()).findByText(WAITING_TEXT)).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(1);
    expect(keyOf(posts(fetch)[0]!)).toMatch(/\S{8}/);
    expect(bodiesSent(fetch, 'POST', /\/payments$/)).toEqual([
      {
        target: 'jobcard',
        targetId: 31,
        amount: 200000,
        phone: '+256772123456',
        note: 'First week',
      },
    ]);
    expect(within(dialog()).getByRole('list', { name: 'Timeline' })).toHaveTextContent(
      'Prompt shown on her phone',
    );
  });

  it('follows a waiting prompt until she pays: Paid: receipt <transaction id>', async () => {
    const { user } = setup({ poll: () => paidPayment() });
    await opened();
    await user.click(sendButton());
    expect(await within(dialog()).findByText(WAITING_TEXT)).toBeInTheDocument();
    expect(
      await screen.findByText('Paid: receipt MP261120.0700.A12345', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByText(WAITING_TEXT)).not.toBeInTheDocument();
  });

  it('a refused request shows why, and Send again sends a new prompt with a new key', async () => {
    const refused = makePayment({
      state: 'Failed',
      reason: PAYMENT_MESSAGES.providerRefused('MTN MoMo', 'the payer is not registered'),
    });
    const { user, fetch } = setup({
      answers: [() => ok(refused, 201), () => ok(makePayment({ id: 10 }), 201)],
    });
    await opened();
    await user.click(sendButton());
    expect(await within(dialog()).findByText(refused.reason!)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Send again' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Send prompt' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(2));
    const [first, second] = posts(fetch).map(keyOf);
    expect(first).not.toBe(second);
  });

  it('shows a refusal and sends nothing', async () => {
    setup({ owed: makeOwed({ owed: 0, paid: 500000, refusal: PAYMENT_MESSAGES.nothingOwed }) });
    await opened();
    expect(within(dialog()).getByText(PAYMENT_MESSAGES.nothingOwed)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('shows the prompt already waiting on her phone instead of the form', async () => {
    setup({ owed: makeOwed({ pending: makePayment({ amount: 200000 }) }) });
    expect(
      await screen.findByText('A prompt for UGX 200,000 is already waiting on her phone'),
    ).toBeInTheDocument();
    expect(within(dialog()).getAllByText('Pending')[0]).toBeInTheDocument();
    expect(within(dialog()).queryByRole('textbox', { name: /^Amount/ })).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Send prompt' })).not.toBeInTheDocument();
  });

  it("a 400's field messages show on their fields", async () => {
    const { user } = setup({
      answers: [
        () => failed(400, 'Some fields are not valid', { phone: PAYMENT_MESSAGES.network }),
      ],
    });
    await opened();
    await user.click(sendButton());
    await waitFor(() =>
      expect(textbox(/^Phone/)).toHaveAccessibleDescription(PAYMENT_MESSAGES.network),
    );
    expect(textbox(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a prompt already waiting (409) is said, and the form stays', async () => {
    const { user } = setup({ answers: [() => failed(409, PAYMENT_MESSAGES.pending)] });
    await opened();
    await user.click(sendButton());
    expect(await screen.findByText(PAYMENT_MESSAGES.pending)).toBeInTheDocument();
  });
});
