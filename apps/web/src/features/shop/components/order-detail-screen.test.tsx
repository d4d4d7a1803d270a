import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShopOrder } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeOrder, renderAt } from '../test-fixtures';

const LAZY = { timeout: 15_000 };

const settings = {
  serviceName: 'Mama Care Uganda',
  servicePhone: '+256 700 111 222',
  serviceEmail: 'orders@mamacare.ug',
};

type Put = { key: string; value: unknown };
/** The version of the order on screen, sent back with each change. */
const ORDER_VERSION = '2026-03-02T07:15:00.000Z';

/** One order that PUT changes as the server would (total = subtotal + shipping). */
function api(put?: (body: Put) => Response | undefined) {
  let current = makeOrder();
  return routeFetch([
    ['GET', /^\/api\/v1\/portal\/orders\/41$/, () => ok(current)],
    ['GET', /^\/api\/v1\/settings$/, () => ok(settings)],
    ['GET', /^\/api\/v1\/portal\/orders$/, () => ok([])],
    [
      'PUT',
      /^\/api\/v1\/portal\/orders\/41$/,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as Put;
        const answer = put?.(body);
        if (answer) return answer;
        current =
          body.key === 'status'
            ? { ...current, status: body.value as ShopOrder['status'] }
            : {
                ...current,
                shippingFee: body.value as number,
                total: current.subTotal + (body.value as number),
              };
        return ok(current);
      },
    ],
  ]);
}

const open = () => renderAt('/shop/orders/41');
const heading = () => screen.findByRole('heading', { name: 'Order SO-2026-000041' }, LAZY);
const section = (name: string) => screen.getByRole('region', { name });

describe('shop order detail', { timeout: 30_000 }, () => {
  it('shows the order, the customer, the amounts and the items', async () => {
    api();
    open();
    await heading();
    const order = section('Order');
    expect(order).toHaveTextContent('02-03-2026');
    expect(order).toHaveTextContent('10:15');
    const customer = section('Customer');
    expect(customer).toHaveTextContent('Amina Nakato');
    expect(within(customer).getByRole('link', { name: '+256 772 123 456' })).toBeVisible();
    expect(customer).toHaveTextContent('Ntinda, Nakawa Division');
    const payment = section('Payment and delivery');
    expect(within(payment).getByText('Subtotal').nextSibling).toHaveTextContent('UGX 133,000');
    expect(within(payment).getByText('Shipping fee').nextSibling).toHaveTextContent('UGX 5,000');
    expect(within(payment).getByText('Amount').nextSibling).toHaveTextContent('UGX 138,000');
    expect(payment).toHaveTextContent('Mobile Money');
    expect(payment).toHaveTextContent('Delivery');

    const items = screen.getByRole('table', { name: 'Items' });
    const kit = within(items).getByRole('row', { name: /MK-001/ });
    expect(kit).toHaveTextContent('Mama kit (value)');
    expect(kit).toHaveTextContent('UGX 95,000');
    // No picture: a placeholder; with one: the picture, named after the product.
    expect(within(kit).getByTitle('No image')).toBeInTheDocument();
    const diapers = within(items).getByRole('row', { name: /DP-004/ });
    expect(
      within(diapers).getByRole('img', { name: 'Newborn diapers (pack of 60)' }),
    ).toHaveAttribute('src', '/images/diapers.webp');
  });

  it('the status dropdown sends {key: status, value} and toasts', async () => {
    const fetch = api();
    const { user } = open();
    await heading();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Received',
      'Completed',
      'Cancelled',
    ]);
    await user.click(screen.getByRole('option', { name: 'Confirmed' }));
    expect(await screen.findByText('Order successfully updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([
      { key: 'status', value: 'Confirmed', user: 'amina@care.ug', updatedAt: ORDER_VERSION },
    ]);
    const combobox = screen.getByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(combobox).toHaveTextContent('Confirmed'));
  });

  it('a refused change says so with the server reason', async () => {
    api(() => failed(409, 'This order was changed by someone else; reload it and try again'));
    const { user } = open();
    await heading();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(
      await screen.findByText(
        'An error occurred, please try again: This order was changed by someone else; reload it and try again',
      ),
    ).toBeInTheDocument();
  });

  it('Update Shipping Fee: Required., Field not filled, Min 3 characters', async () => {
    const fetch = api();
    const { user } = open();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Update Shipping Fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Shipping Fee' });
    const field = within(dialog).getByRole('textbox', { name: /Shipping fee/ });
    expect(field).toHaveValue('5000');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(await screen.findByText('Field not filled')).toBeInTheDocument();

    await user.type(field, '50');
    expect(await within(dialog).findByText('Min 3 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([]);
  });

  it('a valid fee is sent as an integer and the new amount shows', async () => {
    const fetch = api();
    const { user } = open();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Update Shipping Fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Shipping Fee' });
    const field = within(dialog).getByRole('textbox', { name: /Shipping fee/ });
    await user.clear(field);
    await user.type(field, '7,500');
    expect(within(dialog).getByText('New amount: UGX 140,500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Order successfully updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([
      { key: 'shippingFee', value: 7500, user: 'amina@care.ug', updatedAt: ORDER_VERSION },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const payment = section('Payment and delivery');
    expect(within(payment).getByText('Shipping fee').nextSibling).toHaveTextContent('UGX 7,500');
    expect(within(payment).getByText('Amount').nextSibling).toHaveTextContent('UGX 140,500');
  });

  it('Print prints the order with the provider phone and e-mail', async () => {
    let printed = '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('body > .print-area')?.textContent ?? '';
    });
    api();
    const { user } = open();
    await heading();
    const button = screen.getByRole('button', { name: 'Print' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(printed).toContain('Order SO-2026-000041');
    expect(printed).toContain('Mama Care Uganda');
    expect(printed).toContain('+256 700 111 222');
    expect(printed).toContain('orders@mamacare.ug');
    expect(printed).toContain('Amina Nakato');
    expect(printed).toContain('Mama kit (value)');
    expect(printed).toContain('UGX 138,000');
    await waitFor(() => expect(document.querySelector('.print-area')).toBeNull());
  });

  it('an unknown order says "Order not found"', async () => {
    routeFetch([
      ['GET', /^\/api\/v1\/portal\/orders\/99$/, () => failed(404, 'Order not found')],
      ['GET', /^\/api\/v1\/settings$/, () => ok(settings)],
    ]);
    renderAt('/shop/orders/99');
    expect(await screen.findByText('Order not found', {}, LAZY)).toBeInTheDocument();
  });
});
