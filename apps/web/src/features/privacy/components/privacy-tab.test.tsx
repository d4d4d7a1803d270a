import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/date-picker';
import { MSG, PRIVACY_MESSAGES } from '@app/contract';
import { enterDate } from '../../../test/date-input';
import { bodiesSent, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import {
  STAFF_ID,
  makeAccessEntry,
  makeRetention,
  makeRetentionRun,
  makeStaffMember,
} from '../test-fixtures';

const LAZY = { timeout: 15_000 };

const ledgerExport = makeAccessEntry({
  id: 502,
  at: '2026-11-19T15:00:00.000Z',
  actorId: STAFF_ID,
  actorEmail: 'sarah@care.ug',
  action: 'export',
  record: 'ledger_csv',
  recordId: null,
  subjectKind: null,
  subjectId: null,
  subjectName: null,
  detail: '1,204 entries, station Kampala',
});

function api() {
  let retention = makeRetention();
  return routeFetch([
    ['GET', /^\/api\/v1\/staff$/, () => ok([makeStaffMember()])],
    [
      'GET',
      /^\/api\/v1\/privacy\/access-log$/,
      () => ok({ rows: [makeAccessEntry(), ledgerExport], count: 45 }),
    ],
    [
      'GET',
      /^\/api\/v1\/portal\/search$/,
      (url) =>
        ok(
          url.searchParams.get('type') === 'nurse'
            ? [
                {
                  id: 12,
                  first_name: 'Esther',
                  last_name: 'Namubiru',
                  care_number: 'CN-000012',
                  phone_number: '+256772555111',
                },
              ]
            : [],
        ),
    ],
    ['GET', /^\/api\/v1\/privacy\/retention$/, () => ok(retention)],
    [
      'PUT',
      /^\/api\/v1\/privacy\/retention$/,
      (_url, init) => {
        retention = { ...retention, policy: JSON.parse(String(init.body)) as never };
        return ok(retention);
      },
    ],
    [
      'POST',
      /^\/api\/v1\/privacy\/retention\/run$/,
      () => {
        const run = makeRetentionRun({
          id: 4,
          trigger: 'admin',
          startedAt: '2026-11-26T08:00:00.000Z',
          finishedAt: '2026-11-26T08:00:02.000Z',
          erasedCustomers: 1,
          blocked: 0,
          deletedAccessEntries: 3,
          deletedCodes: 2,
          deletedSessions: 1,
        });
        retention = { ...retention, lastRun: run };
        return ok(run);
      },
    ],
  ]);
}

/** Opens /admin at a URL with a query. */
async function openAt(url: string) {
  const utils = renderApp('/admin', { session: makeSession('ADMIN') });
  await screen.findByRole('tablist', { name: 'Admin' }, LAZY);
  await act(() => utils.router.navigate(url));
  return utils;
}

const calls = (fetch: ReturnType<typeof api>, path: string) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith(path));

describe('Admin > Privacy: access log', { timeout: 30_000 }, () => {
  it('lists reads and exports, 20 a page, in Uganda time, the person linked', async () => {
    const fetch = api();
    await openAt('/admin?tab=privacy');
    const table = await screen.findByRole('table', { name: 'Access log' });
    const read = await within(table).findByRole('row', { name: /Job card 31/ });
    expect(read).toHaveTextContent('20-11-2026 12:05');
    expect(read).toHaveTextContent('amina@care.ug');
    expect(read).toHaveTextContent('Read');
    expect(read).toHaveTextContent('10.0.0.8');
    expect(within(read).getByRole('link', { name: 'Amina Nakato' })).toHaveAttribute(
      'href',
      '/customers/list/7',
    );
    const bulk = within(table).getByRole('row', { name: /Ledger CSV/ });
    expect(bulk).toHaveTextContent('Export');
    expect(bulk).toHaveTextContent('sarah@care.ug');
    expect(bulk).toHaveTextContent('1,204 entries, station Kampala');
    expect(within(bulk).queryByRole('link')).toBeNull();
    expect(screen.getByText('1–20 of 45 · page 1 of 3')).toBeInTheDocument();
    expect(calls(fetch, '/api/v1/privacy/access-log')[0]).toBe(
      '/api/v1/privacy/access-log?offset=0&limit=20',
    );
  });

  it('filters by staff member, record, dates and person: the query and the URL', async () => {
    const fetch = api();
    const { user, router } = await openAt('/admin?tab=privacy');
    await screen.findByRole('table', { name: 'Access log' });

    await user.click(screen.getByRole('combobox', { name: 'Staff member' }));
    await user.click(await screen.findByRole('option', { name: 'Sarah Achieng (sarah@care.ug)' }));
    await user.click(screen.getByRole('combobox', { name: 'Record' }));
    await user.click(await screen.findByRole('option', { name: 'Ledger CSV' }));
    enterDate('From', '01-11-2026');
    await waitFor(() =>
      expect(calls(fetch, '/api/v1/privacy/access-log').at(-1)).toBe(
        `/api/v1/privacy/access-log?actorId=${STAFF_ID}&record=ledger_csv&from=2026-11-01&offset=0&limit=20`,
      ),
    );

    // A nurse, found by typing her name.
    await user.click(screen.getByRole('combobox', { name: 'People' }));
    await user.click(await screen.findByRole('option', { name: 'Nurses' }));
    await user.type(screen.getByRole('combobox', { name: 'Person' }), 'Esth');
    await user.click(await screen.findByRole('option', { name: /Esther Namubiru/ }));
    expect(calls(fetch, '/api/v1/portal/search').at(-1)).toBe(
      '/api/v1/portal/search?type=nurse&searchTerm=Esth',
    );
    await waitFor(() =>
      expect(calls(fetch, '/api/v1/privacy/access-log').at(-1)).toBe(
        `/api/v1/privacy/access-log?subjectKind=nurse&subjectId=12&actorId=${STAFF_ID}&record=ledger_csv&from=2026-11-01&offset=0&limit=20`,
      ),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tab: 'privacy',
      actorId: STAFF_ID,
      record: 'ledger_csv',
      from: '2026-11-01',
      subjectKind: 'nurse',
      subjectId: '12',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=privacy'));
  });

  it("a profile's link opens the log filtered to the person, named", async () => {
    const fetch = api();
    await openAt('/admin?tab=privacy&subjectKind=customer&subjectId=7');
    await screen.findByRole('table', { name: 'Access log' });
    expect(calls(fetch, '/api/v1/privacy/access-log')[0]).toBe(
      '/api/v1/privacy/access-log?subjectKind=customer&subjectId=7&offset=0&limit=20',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Person' })).toHaveValue('Amina Nakato'),
    );
    expect(screen.getByRole('combobox', { name: 'People' })).toHaveTextContent('Customers');
  });
});

describe('Admin > Privacy: retention', { timeout: 30_000 }, () => {
  it('shows the policy, the last and next run; refuses a bad value; saves', async () => {
    const fetch = api();
    const { user } = await openAt('/admin?tab=privacy');
    const card = await screen.findByRole('region', { name: 'Retention' });
    const accessDays = await within(card).findByRole('spinbutton', {
      name: 'Access entries kept for',
    });
    expect(accessDays).toHaveValue(730);
    expect(
      within(card).getByRole('spinbutton', { name: 'Deleted people erased after' }),
    ).toHaveValue(90);
    const runs = within(card).getByRole('region', { name: 'Runs' });
    expect(runs).toHaveTextContent('26-11-2026 02:30 · Scheduled');
    expect(runs).toHaveTextContent('27-11-2026 02:30');
    expect(runs).toHaveTextContent(
      '2 customers and 0 nurses erased, 1 blocked, 40 access entries, 12 sign-in codes, 5 sessions removed',
    );

    await user.clear(accessDays);
    await user.type(accessDays, '100');
    await user.click(within(card).getByRole('button', { name: 'Save retention policy' }));
    expect(await within(card).findByText('At least 365 days')).toBeInTheDocument();
    expect(await screen.findByText(MSG.formInvalid)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /\/privacy\/retention$/)).toEqual([]);

    await user.clear(accessDays);
    await user.type(accessDays, '1095');
    await user.click(within(card).getByRole('button', { name: 'Save retention policy' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.retentionSaved)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /\/privacy\/retention$/)).toEqual([
      { softDeletedDays: 90, accessLogDays: 1095, authDays: 1 },
    ]);
  });

  it('Run now asks first, then runs and tells the counts', async () => {
    const fetch = api();
    const { user } = await openAt('/admin?tab=privacy');
    const card = await screen.findByRole('region', { name: 'Retention' });
    await user.click(await within(card).findByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run retention now?' });
    expect(bodiesSent(fetch, 'POST', /\/retention\/run$/)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText(
        'Retention run done: 1 customer and 0 nurses erased, 0 blocked, 3 access entries, 2 sign-in codes, 1 session removed',
      ),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /\/retention\/run$/)).toHaveLength(1);
    await waitFor(() =>
      expect(within(card).getByRole('region', { name: 'Runs' })).toHaveTextContent(
        '26-11-2026 11:00 · Run by an admin',
      ),
    );
  });
});
