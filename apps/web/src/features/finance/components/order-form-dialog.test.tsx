import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import { MONEY_HINT, formatIsoDate, type Customer, type Income } from '@app/contract';
import { bodiesSent, failed, makeCustomer, ok, routeFetch } from '../../../test/fixtures';
import { dateValue, enterDate } from '../../../test/date-input';
import { renderWithProviders } from '../../../test/render';
import { makeIncome } from '../test-fixtures';
import { OrderFormDialog } from './order-form-dialog';

const DUPLICATE = 'Receipt number RCT-9001 is already recorded';

type Setup = { customer?: Customer; order?: Income; answer?: () => Response };

function setup({ customer, order, answer }: Setup = {}) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/portal\/search$/, () => ok([makeCustomer()])],
    ['GET', /^\/api\/v1\/customer\/7$/, () => ok(makeCustomer())],
    ['POST', /^\/api\/v1\/income_trace$/, () => answer?.() ?? ok(makeIncome(), 201)],
    ['PUT', /^\/api\/v1\/income_trace\/501$/, () => answer?.() ?? ok(makeIncome())],
  ]);
  const onClose = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open again</button>
        <OrderFormDialog
          open={open}
          customer={customer}
          order={order}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      </>
    );
  }
  const utils = renderWithProviders(<Harness />);
  return { ...utils, fetch, onClose };
}

const dialog = () => screen.getByRole('dialog');
const textbox = (name: RegExp) => within(dialog()).getByRole('textbox', { name });

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillOrder(user: UserEvent) {
  await choose(user, /^Product/, 'Postnatal care');
  await choose(user, /^Lead source/, 'Referral');
  await choose(user, /^Station/, 'Mutungo');
  await choose(user, /^Payment method/, 'Mobile Money');
  await choose(user, /^Payment status/, 'Pending');
  await user.click(textbox(/^Amount/));
  await user.paste('1250000');
  await user.click(textbox(/^Receipt number/));
  await user.paste('RCT-9001');
}

async function pickCustomer(user: UserEvent) {
  await user.type(within(dialog()).getByRole('combobox', { name: /^Customer/ }), 'Amina');
  await user.click(await screen.findByRole('option', { name: /Amina Nakato · \+256 772 123 456/ }));
}

describe('OrderFormDialog', { timeout: 60_000 }, () => {
  it('an empty submit shows the required messages, toasts and sends nothing', async () => {
    const { user, fetch } = setup();
    expect(screen.getByRole('dialog', { name: 'Add Order' })).toBeInTheDocument();
    expect(dateValue(/^Order date/)).toBe(formatIsoDate(new Date()).split('-').reverse().join('-'));
    enterDate(/^Order date/, '');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    // order date, product, lead source, station, payment method, payment status, amount, receipt
    expect(within(dialog()).getAllByText('Field is required')).toHaveLength(8);
    expect(within(dialog()).getByText('Select a customer')).toBeInTheDocument();
    expect(textbox(/^Receipt number/)).toHaveAccessibleDescription('Field is required');
    expect(within(dialog()).getByRole('combobox', { name: /^Payment status/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(textbox(/^Narration/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the enumerations of SPEC 9', async () => {
    const { user } = setup();
    await user.click(within(dialog()).getByRole('combobox', { name: /^Payment status/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Paid',
      'Unpaid',
      'Pending',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(dialog()).getByRole('combobox', { name: /^Station/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Kikubo',
      'Mutungo',
      'Head Office',
      'Nassana',
      'Courier station',
      'E-commerce marketplace',
    ]);
  });

  it('reads the amount in whole UGX: separators as typed, a fraction explained', async () => {
    const { user } = setup();
    await user.type(textbox(/^Amount/), '1250000');
    expect(textbox(/^Amount/)).toHaveValue('1,250,000');
    await user.clear(textbox(/^Amount/));
    await user.type(textbox(/^Amount/), '1500.50');
    await user.tab();
    await waitFor(() => expect(textbox(/^Amount/)).toHaveAccessibleDescription(MONEY_HINT));
  });

  it('creates: picks the customer by search, posts the payload with an idempotency key', async () => {
    const { user, fetch, onClose } = setup();
    await pickCustomer(user);
    await fillOrder(user);
    await user.type(textbox(/^Narration/), 'Paid in two instalments');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Order successfully created')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodiesSent(fetch, 'POST', /income_trace$/)).toEqual([
      {
        user_id: 7,
        txn_date: formatIsoDate(new Date()),
        product: 'POSTNATAL CARE',
        lead_source: 'Referral',
        station: 'Mutungo',
        payment_method: 'Mobile Money',
        status: 'Pending',
        amount: 1250000,
        doc_id: 'RCT-9001',
        summary: 'Paid in two instalments',
      },
    ]);
    const searched = fetch.mock.calls.map(([url]) => String(url));
    expect(searched).toContain('/api/v1/portal/search?type=customer&searchTerm=Amina');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[1]?.headers).toHaveProperty('idempotency-key', expect.any(String));
  });

  it('opened from a customer, the customer is fixed', async () => {
    const { user, fetch } = setup({ customer: makeCustomer() });
    expect(await within(dialog()).findByText('Amina Nakato · +256 772 123 456')).toBeVisible();
    expect(within(dialog()).queryByRole('combobox', { name: /^Customer/ })).toBeNull();
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order successfully created')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /income_trace$/)[0]).toMatchObject({ user_id: 7 });
  });

  it('shows the server message of a duplicate receipt, and retries with the same key', async () => {
    const { user, fetch } = setup({ answer: () => failed(409, DUPLICATE) });
    await pickCustomer(user);
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(`An error occurred, please try again: ${DUPLICATE}`),
    ).toBeInTheDocument();
    expect(textbox(/^Receipt number/)).toHaveAccessibleDescription(DUPLICATE);
    expect(dialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSent(fetch, 'POST', /income_trace$/)).toHaveLength(2));
    const keys = fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
  });

  it('edits with PUT and the version last seen', async () => {
    const order = makeIncome({ summary: 'Repeat client' });
    const { user, fetch } = setup({ order });
    expect(screen.getByRole('dialog', { name: 'Edit Order RCT-000501' })).toBeInTheDocument();
    expect(textbox(/^Amount/)).toHaveValue('250,000');
    expect(textbox(/^Receipt number/)).toHaveValue('RCT-000501');
    expect(within(dialog()).getByRole('combobox', { name: /^Customer/ })).toHaveValue(
      'Amina Nakato · +256 772 123 456',
    );
    // The ledger cuts the address to one line; the entry shows it whole.
    expect(within(dialog()).getByText(`Address: ${order.User.address}`)).toBeInTheDocument();
    await choose(user, /^Payment status/, 'Paid');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Order successfully updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /income_trace\/501$/)).toEqual([
      {
        user_id: 7,
        txn_date: '2025-03-02',
        product: 'PREPARED MAMA',
        lead_source: 'Referral',
        station: 'Kikubo',
        payment_method: 'Mobile Money',
        status: 'Paid',
        amount: 250000,
        doc_id: 'RCT-000501',
        summary: 'Repeat client',
        updatedAt: '2025-03-02T08:00:00.000Z',
      },
    ]);
    expect(bodiesSent(fetch, 'POST', /income_trace$/)).toHaveLength(0);
  });

  it('a stale edit says what the server said and keeps the form', async () => {
    const stale = 'This record was changed by someone else; reload it and try again';
    const { user } = setup({ order: makeIncome(), answer: () => failed(409, stale) });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText(`An error occurred, please try again: ${stale}`),
    ).toBeInTheDocument();
    expect(textbox(/^Receipt number/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(dialog()).toBeInTheDocument();
  });
});
