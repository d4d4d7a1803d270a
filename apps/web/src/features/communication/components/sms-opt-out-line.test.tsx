import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reach } from '@app/contract';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { SmsPerson } from '../api/sms-keys';
import { makeReach } from '../sms-test-fixtures';
import { SmsOptOutLine } from './sms-opt-out-line';

function renderLine(start: Reach, person: SmsPerson = { customerId: 7 }) {
  let reach = start;
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/sms\/reach$/, () => ok(reach)],
    [
      'PUT',
      /^\/api\/v1\/sms\/opt-out$/,
      (_url, init) => {
        const { optedOut } = JSON.parse(String(init.body)) as { optedOut: boolean };
        reach = makeReach({
          sms: {
            available: !optedOut,
            optedOut,
            optedOutAt: optedOut ? '2025-03-04T09:00:00.000Z' : null,
            optedOutBy: optedOut ? 'staff' : null,
          },
        });
        return ok(reach);
      },
    ],
  ]);
  const utils = renderWithProviders(<SmsOptOutLine person={person} name="Amina Nakato" />);
  return { ...utils, fetch, line: screen.getByRole('region', { name: 'SMS' }) };
}

describe('SmsOptOutLine', { timeout: 30_000 }, () => {
  it('marks "no SMS" only after confirming, then offers to allow SMS again', async () => {
    const { user, fetch, line } = renderLine(makeReach());
    expect(await within(line).findByText('SMS allowed')).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: 'Mark no SMS' }));
    let confirm = await screen.findByRole('dialog', { name: 'No SMS to Amina Nakato?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(bodiesSent(fetch, 'PUT', /opt-out$/)).toEqual([]);

    await user.click(within(line).getByRole('button', { name: 'Mark no SMS' }));
    confirm = await screen.findByRole('dialog', { name: 'No SMS to Amina Nakato?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark no SMS' }));
    expect(await screen.findByText('Marked: no SMS')).toBeInTheDocument();
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(
      await within(line).findByText('No SMS (since 04-03-2025, by staff)'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /opt-out$/)).toEqual([{ customerId: 7, optedOut: true }]);

    // Allowing SMS again needs no question.
    await user.click(within(line).getByRole('button', { name: 'Allow SMS' }));
    expect(await screen.findByText('SMS allowed again')).toBeInTheDocument();
    expect(await within(line).findByText('SMS allowed')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /opt-out$/)).toEqual([
      { customerId: 7, optedOut: true },
      { customerId: 7, optedOut: false },
    ]);
  });

  it("shows a nurse's STOP reply with its date, and asks the reach by nurse id", async () => {
    const { fetch, line } = renderLine(
      makeReach({
        sms: {
          available: false,
          optedOut: true,
          optedOutAt: '2025-02-10T06:00:00.000Z',
          optedOutBy: 'STOP reply',
        },
      }),
      { nurseId: 12 },
    );
    expect(
      await within(line).findByText('No SMS (since 10-02-2025, by STOP reply)'),
    ).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Allow SMS' })).toBeEnabled();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ nurseId: '12' });
  });

  it('says so when SMS is allowed but no number can take one', async () => {
    const { line } = renderLine(makeReach({ sms: { available: false, phone: null } }));
    expect(await within(line).findByText('SMS allowed')).toBeInTheDocument();
    expect(within(line).getByText('No mobile number on record')).toBeInTheDocument();
  });
});
