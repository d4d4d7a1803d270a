import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShopOrder } from '@app/contract';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { makeOrder, renderAt } from '../test-fixtures';

// Issue 36: any status can still be chosen (SPEC 4), but a move back or out
// of Completed or Cancelled, and a fee change on such an order, asks for a
// confirmation and a reason, sent beside the SPEC's key and value.

const LAZY = { timeout: 15_000 };
const VERSION = '2026-03-02T07:15:00.000Z';
const REASON_REQUIRED = 'Give a reason for this change';

type Put = { key: string; value: unknown; reason?: string };

/** One order that PUT changes as the server would, its history included. */
function api(initial: Partial<ShopOrder>) {
  let current = makeOrder(initial);
  return routeFetch([
    ['GET', /^\/api\/v1\/portal\/orders\/41$/, () => ok(current)],
    ['GET', /^\/api\/v1\/settings$/, () => ok({ serviceName: 'Mama Care Uganda' })],
    ['GET', /^\/api\/v1\/portal\/orders$/, () => ok([])],
    [
      'PUT',
      /^\/api\/v1\/portal\/orders\/41$/,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as Put;
        const at = '2026-03-05T09:30:00.000Z';
        current =
          body.key === 'status'
            ? {
                ...current,
                status: body.value as ShopOrder['status'],
                history: [
                  ...current.history,
                  {
                    from: current.status,
                    to: String(body.value),
                    by: 'amina@care.ug',
                    at,
                    ...(body.reason ? { reason: body.reason } : {}),
                  },
                ],
              }
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

const heading = () => screen.findByRole('heading', { name: 'Order SO-2026-000041' }, LAZY);

async function choose(user: ReturnType<typeof renderAt>['user'], status: string) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: status }));
}

describe('shop order detail: changes that ask why', { timeout: 30_000 }, () => {
  it('a move back asks for a confirmation and a reason, and sends the reason', async () => {
    const fetch = api({ status: 'Completed' });
    const { user } = renderAt('/shop/orders/41');
    await heading();
    await choose(user, 'Pending');

    const dialog = await screen.findByRole('dialog', {
      name: 'Move order SO-2026-000041 from Completed to Pending?',
    });
    // No reason: asked again, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Move to Pending' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Move to Pending' }));
    expect(within(dialog).getByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([]);

    const field = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.clear(field);
    await user.type(field, 'The kit came back; it goes out again');
    await user.click(within(dialog).getByRole('button', { name: 'Move to Pending' }));

    expect(await screen.findByText('Order successfully updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([
      {
        key: 'status',
        value: 'Pending',
        user: 'amina@care.ug',
        updatedAt: VERSION,
        reason: 'The kit came back; it goes out again',
      },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The history shows who, from -> to, and why.
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() =>
      expect(history).toHaveTextContent(
        'Completed → Pending by amina@care.ug' + 'Reason: The kit came back; it goes out again',
      ),
    );
  });

  it('Cancel leaves the order as it is and sends nothing', async () => {
    const fetch = api({ status: 'Received' });
    const { user } = renderAt('/shop/orders/41');
    await heading();
    await choose(user, 'Confirmed');
    const dialog = await screen.findByRole('dialog', {
      name: 'Move order SO-2026-000041 from Received to Confirmed?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Received');
  });

  it('a move out of Cancelled asks too, even forwards', async () => {
    api({ status: 'Cancelled' });
    const { user } = renderAt('/shop/orders/41');
    await heading();
    await choose(user, 'Completed');
    expect(
      await screen.findByRole('dialog', {
        name: 'Move order SO-2026-000041 from Cancelled to Completed?',
      }),
    ).toHaveTextContent('This order is Cancelled');
  });

  it('a move forward from Pending asks nothing', async () => {
    const fetch = api({ status: 'Pending' });
    const { user } = renderAt('/shop/orders/41');
    await heading();
    await choose(user, 'Received');
    expect(await screen.findByText('Order successfully updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([
      { key: 'status', value: 'Received', user: 'amina@care.ug', updatedAt: VERSION },
    ]);
  });

  it('a fee change on a Completed order asks for a reason and sends it', async () => {
    const fetch = api({ status: 'Completed' });
    const { user } = renderAt('/shop/orders/41');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Update Shipping Fee' }));
    const feeDialog = await screen.findByRole('dialog', { name: 'Update Shipping Fee' });
    const fee = within(feeDialog).getByRole('textbox', { name: /Shipping fee/ });
    await user.clear(fee);
    await user.type(fee, '9,000');
    await user.click(within(feeDialog).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Change the shipping fee of a Completed order?',
    });
    expect(dialog).toHaveTextContent('from UGX 5,000 to UGX 9,000');
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Courier charged for the upcountry leg',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change the fee' }));

    expect(await screen.findByText('Order successfully updated')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([
      {
        key: 'shippingFee',
        value: 9000,
        user: 'amina@care.ug',
        updatedAt: VERSION,
        reason: 'Courier charged for the upcountry leg',
      },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(feeDialog).not.toBeInTheDocument());
  });

  it('refuses a fee over the cap of every amount', async () => {
    const fetch = api({ status: 'Pending' });
    const { user } = renderAt('/shop/orders/41');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Update Shipping Fee' }));
    const feeDialog = await screen.findByRole('dialog', { name: 'Update Shipping Fee' });
    const fee = within(feeDialog).getByRole('textbox', { name: /Shipping fee/ });
    await user.clear(fee);
    await user.type(fee, '99,999,999,999,999');
    await user.click(within(feeDialog).getByRole('button', { name: 'Save' }));
    expect(await within(feeDialog).findByText('At most UGX 10,000,000,000')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /orders\/41$/)).toEqual([]);
  });

  it('shows the history with who, when, from -> to and why', async () => {
    api({
      status: 'Pending',
      history: [
        { from: null, to: 'Pending', by: 'shop@care.ug', at: '2026-03-02T07:15:00.000Z' },
        { from: 'Pending', to: 'Completed', by: 'desk@care.ug', at: '2026-03-03T08:00:00.000Z' },
        {
          from: 'Completed',
          to: 'Pending',
          by: 'amina@care.ug',
          at: '2026-03-04T06:45:00.000Z',
          reason: 'Completed by mistake',
        },
      ],
    });
    renderAt('/shop/orders/41');
    await heading();
    const items = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '04-03-2026 09:45: Completed → Pending by amina@care.ugReason: Completed by mistake',
      '03-03-2026 11:00: Pending → Completed by desk@care.ug',
      '02-03-2026 10:15: Pending by shop@care.ug',
    ]);
  });
});
