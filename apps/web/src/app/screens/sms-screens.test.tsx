import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeSmsSettings,
  makeTemplate,
  makeReach,
} from '../../features/communication/sms-test-fixtures';
import { makeNurse } from '../../features/nurses/test-fixtures';
import { adminSession } from '../../features/staff/test-fixtures';
import { makeCustomer, ok, routeFetch } from '../../test/fixtures';
import { makeSession, renderApp } from '../../test/render';

// Issue 24's SMS pieces where app/screens composes them into other areas' screens (ADR 031).

/** The screens load lazily: the first render of a file waits for the chunk. */
const LAZY = { timeout: 15_000 };

function api() {
  return routeFetch([
    ['GET', /^\/api\/v1\/customer\/7$/, () => ok(makeCustomer())],
    ['GET', /^\/api\/v1\/careteam\/12$/, () => ok(makeNurse())],
    [
      'GET',
      /^\/api\/v1\/sms\/reach$/,
      (url) =>
        ok(
          url.searchParams.has('nurseId')
            ? makeReach({
                sms: {
                  available: false,
                  optedOut: true,
                  optedOutAt: '2025-02-10T06:00:00.000Z',
                  optedOutBy: 'STOP reply',
                },
              })
            : makeReach(),
        ),
    ],
    ['GET', /^\/api\/v1\/sms\/templates$/, () => ok([makeTemplate()])],
    ['GET', /^\/api\/v1\/sms\/settings$/, () => ok(makeSmsSettings())],
  ]);
}

const reachAsked = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/sms/reach'))
    .map((url) => Object.fromEntries(url.searchParams));

describe('SMS on the profiles and in Admin', { timeout: 30_000 }, () => {
  it("the customer profile has an SMS line with its 'no SMS' button", async () => {
    const fetch = api();
    renderApp('/customers/list/7', { session: makeSession() });
    const line = await screen.findByRole('region', { name: 'SMS' }, LAZY);
    expect(await within(line).findByText('SMS allowed')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Mark no SMS' })).toBeInTheDocument();
    expect(reachAsked(fetch)).toContainEqual({ customerId: '7' });
  });

  it("the nurse profile's Profile tab has the nurse's SMS line", async () => {
    const fetch = api();
    renderApp('/nurses/list/12', { session: makeSession() });
    const panel = await screen.findByRole('tabpanel', { name: 'Profile' }, LAZY);
    const line = await within(panel).findByRole('region', { name: 'SMS' });
    expect(
      await within(line).findByText('No SMS (since 10-02-2025, by STOP reply)'),
    ).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Allow SMS' })).toBeInTheDocument();
    expect(reachAsked(fetch)).toEqual([{ nurseId: '12' }]);
  });

  it('Admin has an SMS tab, kept in ?tab=, with the automatic messages and the gateway', async () => {
    api();
    const { user, router } = renderApp('/admin', { session: adminSession() });
    const tabs = await screen.findByRole('tablist', { name: 'Admin' }, LAZY);
    await user.click(within(tabs).getByRole('tab', { name: 'SMS' }));
    expect(router.state.location.search).toBe('?tab=sms');
    expect(await screen.findByRole('heading', { name: 'Automatic SMS' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Booking confirmed (to the customer)' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'SMS gateway' })).toBeInTheDocument();
  });
});
