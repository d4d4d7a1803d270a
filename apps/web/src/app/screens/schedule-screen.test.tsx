import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/date-picker';
import { makeNurse, makeNurseListItem } from '../../features/nurses/test-fixtures';
import { makeFreeNurse, makeScheduleRow } from '../../features/schedule/test-fixtures';
import { dateValue } from '../../test/date-input';
import { EMPTY_DASHBOARD, makeJobCard, ok, routeFetch } from '../../test/fixtures';
import { makeSession, renderApp } from '../../test/render';

// Issue 27: Nurses > Schedule, and its free-nurse panel booking through the
// nurses area's job dialog (two areas composed in app/screens, ADR 031).

const NOW = new Date('2026-11-26T09:00:00Z');
const LAZY = { timeout: 20_000 };
const card = makeJobCard({
  id: 40,
  care_card_number: 'CC-0040',
  client_name: 'Grace Client',
  start_date: '2026-11-26',
  end_date: '2026-11-26',
});

function api() {
  return routeFetch([
    ['GET', /^\/api\/v1\/dashboard\/summary$/, () => ok(EMPTY_DASHBOARD)],
    ['GET', /^\/api\/v1\/schedule$/, () => ok({ rows: [makeScheduleRow()], count: 1 })],
    [
      'GET',
      /^\/api\/v1\/schedule\/free-nurses$/,
      () =>
        ok({
          rows: [makeFreeNurse({ id: 13, first_name: 'Ruth', last_name: 'Namata' })],
          more: false,
        }),
    ],
    [
      'GET',
      /^\/api\/v1\/schedule\/check$/,
      () => ok({ allowed: true, reason: null, warning: null }),
    ],
    ['GET', /^\/api\/v1\/portal\/jobcard\/search$/, () => ok([card])],
    [
      'GET',
      /^\/api\/v1\/careteam\/13$/,
      () => ok(makeNurse({ id: 13, first_name: 'Ruth', last_name: 'Namata', verified: true })),
    ],
    [
      'GET',
      /^\/api\/v1\/careteam$/,
      () =>
        ok([
          makeNurseListItem({ id: 13, first_name: 'Ruth', last_name: 'Namata', verified: true }),
        ]),
    ],
  ]);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('Nurses > Schedule', { timeout: 60_000 }, () => {
  it('is a tab beside the profiles, each its own URL', async () => {
    api();
    const { user, router } = renderApp('/nurses/list', { session: makeSession() });
    const tabs = await screen.findByRole('tablist', { name: 'Nurse views' }, LAZY);
    expect(within(tabs).getByRole('tab', { name: 'Profiles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('link', { name: /Ruth Namata/ }, LAZY)).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Schedule' }));
    expect(await screen.findByRole('grid', { name: 'Week schedule' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nurses/schedule');
    expect(within(tabs).getByRole('tab', { name: 'Schedule' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // A nurse's profile is under Profiles.
    await user.click(await screen.findByRole('link', { name: 'Jane Doe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nurses/list/1'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Profiles' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    // The tab bar stayed while the profile's code loaded.
    expect(tabs).toBeInTheDocument();
  });

  it('Book opens the nurse job dialog for that nurse with the card, day and shift searched', async () => {
    const fetch = api();
    const { user } = renderApp('/nurses/schedule', { session: makeSession() });
    await user.click(await screen.findByRole('button', { name: 'Find free nurses' }, LAZY));
    const panel = await screen.findByRole('dialog', { name: 'Find free nurses' });
    await user.type(within(panel).getByRole('combobox', { name: 'Job card (optional)' }), 'CC-40');
    await user.click(await screen.findByRole('option', { name: /CC-0040 · Grace Client/ }));
    await user.click(within(panel).getByRole('combobox', { name: 'Shift' }));
    await user.click(screen.getByRole('option', { name: 'Night' }));
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    await user.click(await within(panel).findByRole('button', { name: 'Book Ruth Namata' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Job' }, LAZY);
    expect(dialog).toHaveTextContent('Ruth Namata');
    expect(within(dialog).getByRole('combobox', { name: /Job card/ })).toHaveValue(
      'CC-0040 · Grace Client',
    );
    expect(dateValue(/Start date/, within(dialog))).toBe('26-11-2026');
    expect(within(dialog).getByRole('textbox', { name: /Duration/ })).toHaveValue('1');
    expect(within(dialog).getByRole('combobox', { name: /Shift/ })).toHaveTextContent('Night');
    expect(fetch.mock.calls.some(([input]) => String(input).endsWith('/api/v1/careteam/13'))).toBe(
      true,
    );
  });
});
