import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, type Customer, type ErasurePlan } from '@app/contract';
import { makeNurse } from '../../features/nurses/test-fixtures';
import {
  makeAccessEntry,
  makeErasurePlan,
  makeRetention,
} from '../../features/privacy/test-fixtures';
import { bodiesSent, failed, makeCustomer, ok, routeFetch } from '../../test/fixtures';
import { captureDownloads } from '../../test/downloads';
import { makeSession, renderApp } from '../../test/render';

// Issue 26's personal data actions where app/screens composes them into the
// customer and nurse profiles (ADR 031): export, erase, the access log link.

const LAZY = { timeout: 15_000 };
const ERASED_AT = '2026-11-26T08:00:00.000Z';

const customer = (overrides: Partial<Customer> = {}) =>
  makeCustomer({
    consent_method: 'phone',
    consent_at: '2025-03-01T07:00:00.000Z',
    consent_by: 'Amina Nakato',
    marketing_objected_at: null,
    erased_at: null,
    ...overrides,
  });

type Options = { plans?: ErasurePlan[]; erase?: () => Response };

function api({ plans = [makeErasurePlan()], erase }: Options = {}) {
  let current = customer();
  let planCalls = 0;
  return routeFetch([
    ['GET', /^\/api\/v1\/customer\/7$/, () => ok(current)],
    ['GET', /^\/api\/v1\/careteam\/12$/, () => ok(makeNurse())],
    [
      'GET',
      /^\/api\/v1\/privacy\/(customer\/7|nurse\/12)\/erasure$/,
      () => ok(plans[Math.min(planCalls++, plans.length - 1)]),
    ],
    [
      'POST',
      /^\/api\/v1\/privacy\/customer\/7\/erasure$/,
      () => {
        if (erase) return erase();
        current = customer({ firstname: 'Erased', lastname: 'person', erased_at: ERASED_AT });
        return ok(makeErasurePlan({ erasedAt: ERASED_AT }));
      },
    ],
    [
      'GET',
      /^\/api\/v1\/privacy\/customer\/7\/export$/,
      () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="personal-data-customer-7-2026-11-26.zip"',
          },
        }),
    ],
    ['GET', /^\/api\/v1\/staff$/, () => ok([])],
    ['GET', /^\/api\/v1\/privacy\/access-log$/, () => ok({ rows: [makeAccessEntry()], count: 1 })],
    ['GET', /^\/api\/v1\/privacy\/retention$/, () => ok(makeRetention())],
  ]);
}

const paths = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

async function openCustomerMenu(role: 'ADMIN' | 'STAFF' = 'ADMIN') {
  const utils = renderApp('/customers/list/7', { session: makeSession(role) });
  const card = await screen.findByRole('region', { name: 'Contact card' }, LAZY);
  await utils.user.click(within(card).getByRole('button', { name: 'Actions' }));
  const menu = await screen.findByRole('menu');
  return { ...utils, card, menu };
}

async function openEraseDialog() {
  const utils = await openCustomerMenu();
  await utils.user.click(within(utils.menu).getByRole('menuitem', { name: 'Erase personal data' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Erase personal data of Amina Nakato?',
  });
  return { ...utils, dialog };
}

describe('personal data on the customer profile', { timeout: 30_000 }, () => {
  it('Export personal data downloads the zip the server names', async () => {
    const fetch = api();
    const saved = captureDownloads();
    const { user, menu } = await openCustomerMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Export personal data' }));
    await waitFor(() => expect(saved).toEqual(['personal-data-customer-7-2026-11-26.zip']));
    expect(paths(fetch)).toContain('/api/v1/privacy/customer/7/export');
    expect(
      await screen.findByText('Personal data saved as personal-data-customer-7-2026-11-26.zip'),
    ).toBeInTheDocument();
  });

  it('Erase waits for the name, erases, and the profile then shows it is erased', async () => {
    const fetch = api();
    const { user, dialog } = await openEraseDialog();
    const erased = await within(dialog).findByRole('list', { name: 'What will be erased' });
    expect(within(erased).getByText('3 job cards')).toBeInTheDocument();
    expect(within(erased).getByText('2 bookings')).toBeInTheDocument();
    expect(within(erased).getByText('1 picture (deleted)')).toBeInTheDocument();
    // A table with nothing of hers is not listed.
    expect(within(erased).queryByText(/messages sent/)).toBeNull();
    const kept = within(dialog).getByRole('list', { name: 'What is kept' });
    expect(kept).toHaveTextContent('Ledger amounts, dates, invoice and receipt numbers');
    expect(kept).toHaveTextContent('Nurse pay amounts');

    const button = within(dialog).getByRole('button', { name: 'Erase personal data' });
    expect(dialog).toHaveTextContent('To confirm, type the full name: Amina Nakato');
    const field = within(dialog).getByRole('textbox', { name: 'Full name' });
    expect(button).toBeDisabled();
    await user.type(field, 'Amina Nakat');
    expect(button).toBeDisabled();
    // As the API compares: case and repeated spaces do not matter.
    await user.clear(field);
    await user.type(field, 'amina   NAKATO');
    expect(button).toBeEnabled();
    await user.click(button);

    expect(await screen.findByText(PRIVACY_MESSAGES.erased('Amina Nakato'))).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /\/erasure$/)).toEqual([{ confirmName: 'amina   NAKATO' }]);
    expect(await screen.findByText(/Personal data erased on 26-11-2026/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = screen.getByRole('region', { name: 'Contact card' });
    expect(within(card).getByRole('heading', { name: 'Erased person' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'SMS' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit Profile' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Erase personal data' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Export personal data' })).toBeVisible();
  });

  it('blockers are listed with their reasons, and there is no Erase button', async () => {
    api({
      plans: [
        makeErasurePlan({
          blockers: [
            {
              kind: 'job_card',
              id: 31,
              label: 'Job card 31 (CC-2025-000031)',
              reason: 'the visit is in progress',
            },
            { kind: 'income', id: 9, label: 'Invoice INV-31', reason: 'it is not paid yet' },
          ],
        }),
      ],
    });
    const { dialog } = await openEraseDialog();
    const blockers = await within(dialog).findByRole('list', { name: 'What blocks the erasure' });
    expect(
      within(blockers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Job card 31 (CC-2025-000031): the visit is in progress',
      'Invoice INV-31: it is not paid yet',
    ]);
    expect(within(dialog).getByText('Cannot erase yet')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Erase personal data' })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it("the API's refusals show in the dialog: a name mismatch, a new blocker", async () => {
    const blocker = {
      kind: 'booking' as const,
      id: 4,
      label: 'Booking 4',
      reason: 'it is confirmed for tomorrow',
    };
    let answer = failed(400, PRIVACY_MESSAGES.nameMismatch, {
      confirmName: PRIVACY_MESSAGES.nameMismatch,
    });
    api({
      plans: [makeErasurePlan(), makeErasurePlan({ blockers: [blocker] })],
      erase: () => answer,
    });
    const { user, dialog } = await openEraseDialog();
    const field = await within(dialog).findByRole('textbox', { name: 'Full name' });
    await user.type(field, 'Amina Nakato');
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.nameMismatch)).toBeVisible();

    answer = failed(409, PRIVACY_MESSAGES.blocked([blocker]));
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.blocked([blocker]))).toBeVisible();
    // The plan is asked again and now lists what blocks it.
    expect(
      await within(dialog).findByRole('list', { name: 'What blocks the erasure' }),
    ).toHaveTextContent('Booking 4: it is confirmed for tomorrow');
    expect(within(dialog).queryByRole('button', { name: 'Erase personal data' })).toBeNull();
    expect(screen.queryByText(/Personal data erased on/)).toBeNull();
  });

  it('Access log opens Admin > Privacy filtered to the customer', async () => {
    const fetch = api();
    const { user, menu, router } = await openCustomerMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Access log' }));
    await screen.findByRole('table', { name: 'Access log' }, LAZY);
    expect(router.state.location.pathname).toBe('/admin');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tab: 'privacy',
      subjectKind: 'customer',
      subjectId: '7',
    });
    await waitFor(() =>
      expect(
        fetch.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('access-log')),
      ).toContain('/api/v1/privacy/access-log?subjectKind=customer&subjectId=7&offset=0&limit=20'),
    );
  });

  it('STAFF sees none of it', async () => {
    const fetch = api();
    const { menu } = await openCustomerMenu('STAFF');
    expect(within(menu).getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
    for (const name of ['Export personal data', 'Erase personal data', 'Access log']) {
      expect(within(menu).queryByRole('menuitem', { name })).toBeNull();
    }
    expect(paths(fetch).filter((p) => p.includes('/privacy/'))).toEqual([]);
  });
});

describe('personal data on the nurse profile', { timeout: 30_000 }, () => {
  it('an ADMIN has the Personal data menu: erase asks for the nurse', async () => {
    api({
      plans: [makeErasurePlan({ subjectKind: 'nurse', subjectId: 12, name: 'Esther Namubiru' })],
    });
    const { user } = renderApp('/nurses/list/12', { session: makeSession('ADMIN') });
    const header = await screen.findByRole('region', { name: 'Nurse summary' }, LAZY);
    await user.click(within(header).getByRole('button', { name: 'Personal data' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Export personal data' })).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Access log' })).toBeVisible();
    await user.click(within(menu).getByRole('menuitem', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase personal data of Esther Namubiru?',
    });
    expect(await within(dialog).findByRole('textbox', { name: 'Full name' })).toBeVisible();
    expect(dialog).toHaveTextContent('To confirm, type the full name: Esther Namubiru');
  });

  it('an erased nurse shows the banner and cannot be edited', async () => {
    routeFetch([
      [
        'GET',
        /^\/api\/v1\/careteam\/12$/,
        () => ok(makeNurse({ first_name: 'Erased', last_name: 'person', erased_at: ERASED_AT })),
      ],
    ]);
    renderApp('/nurses/list/12', { session: makeSession('ADMIN') });
    expect(await screen.findByText(/Personal data erased on 26-11-2026/, {}, LAZY)).toBeVisible();
    const header = screen.getByRole('region', { name: 'Nurse summary' });
    expect(within(header).queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('STAFF has no Personal data menu', async () => {
    const fetch = api();
    renderApp('/nurses/list/12', { session: makeSession('STAFF') });
    const header = await screen.findByRole('region', { name: 'Nurse summary' }, LAZY);
    expect(within(header).getByRole('button', { name: 'Edit profile' })).toBeVisible();
    expect(within(header).queryByRole('button', { name: 'Personal data' })).toBeNull();
    expect(paths(fetch).filter((p) => p.includes('/privacy/'))).toEqual([]);
  });
});
