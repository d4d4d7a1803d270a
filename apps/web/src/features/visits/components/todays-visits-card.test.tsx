import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ok, routeFetch, EMPTY_DASHBOARD } from '../../../test/fixtures';
import { makeSession, renderApp, renderWithProviders } from '../../../test/render';
import { TODAY_REFRESH_MS, todayVisitsQueryOptions } from '../api/get-today-visits';
import { MOST_AT_FIRST, SHOWN_AT_FIRST, TodaysVisitsCard } from './todays-visits-card';
import { makeBoard, makeVisit } from './visits-fixtures';

// Issue 37, Today's visits on Home: each visit with its state and who to
// call, late and missed first; the board asks again by itself, so a
// check-in shows as "checked in" within 2 s without a reload.

const TODAY = /^\/api\/v1\/visits\/today$/;

const late = makeVisit({
  state: 'late',
  nurse: { id: 41, name: 'Grace Akello', phone: '+256701200001' },
  alerts: { late: '2026-12-02T05:31:00.000Z', missed: null },
  remindedAt: '2026-12-02T04:00:00.000Z',
});
const missed = makeVisit({
  state: 'missed',
  shift: 'Night',
  expectedStart: '2026-12-01T17:00:00.000Z',
  expectedEnd: '2026-12-02T05:00:00.000Z',
  nurse: { id: 42, name: 'Ruth Namata', phone: '+256701200002' },
});
const checkedIn = makeVisit({
  state: 'checked_in',
  nurse: { id: 43, name: 'Joan Auma', phone: '+256701200003' },
  checkIn: { at: '2026-12-02T05:12:00.000Z', channel: 'sms', distanceM: null },
});
const checkedOut = makeVisit({
  state: 'checked_out',
  nurse: { id: 44, name: 'Sarah Nakato', phone: null },
  checkIn: { at: '2026-12-02T04:58:00.000Z', channel: 'link', distanceM: 35 },
  checkOut: { at: '2026-12-02T16:02:00.000Z', channel: 'ussd', distanceM: null },
});
const notDue = makeVisit({ nurse: { id: 45, name: 'Mary Apio', phone: '+256701200005' } });

const rows = () => within(screen.getByRole('list', { name: 'Visits' })).getAllByRole('listitem');

describe("Today's visits", { timeout: 30_000 }, () => {
  it('shows each visit with its state chip, who to call and the checks, in the API’s order', async () => {
    routeFetch([
      ['GET', TODAY, () => ok(makeBoard([late, missed, notDue, checkedIn, checkedOut]))],
    ]);
    const open = vi.fn();
    const { user } = renderWithProviders(
      <MemoryRouter>
        <TodaysVisitsCard onOpenCard={open} />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('region', { name: "Today's visits" });
    expect(
      await within(card).findByText(
        '1 Late · 1 Missed · 1 Not yet due · 1 Checked in · 1 Checked out',
      ),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('02-12-2026 · Day shift from 08:00, night shift from 20:00');
    // the refused checks and days without proof, a click away
    expect(within(card).getByRole('link', { name: 'Visit exceptions' })).toHaveAttribute(
      'href',
      '/visits/days',
    );

    const items = rows();
    expect(items.map((li) => li.dataset.state)).toEqual([
      'late',
      'missed',
      'not_due',
      'checked_in',
      'checked_out',
    ]);
    const chip = (li: HTMLElement) => li.querySelector('[data-state]')!;
    expect(chip(items[0]!)).toHaveTextContent('Late');
    expect(chip(items[0]!)).toHaveClass('MuiChip-colorWarning');
    expect(chip(items[1]!)).toHaveClass('MuiChip-colorError');
    expect(chip(items[3]!)).toHaveClass('MuiChip-colorInfo');
    expect(chip(items[4]!)).toHaveClass('MuiChip-colorSuccess');

    // who to call: the nurse and the customer, tap to call
    expect(
      within(items[0]!).getByRole('link', { name: 'Call Grace Akello on +256 701 200 001' }),
    ).toHaveAttribute('href', 'tel:+256701200001');
    expect(
      within(items[0]!).getByRole('link', { name: 'Call Amina Nakato on +256 772 123 456' }),
    ).toHaveAttribute('href', 'tel:+256772123456');
    expect(items[0]).toHaveTextContent('Alerted 08:31');
    // the nurse's reminder went an hour before the shift; none yet for the visit not due
    expect(items[0]).toHaveTextContent('Reminder SMS 07:00');
    expect(items[2]).not.toHaveTextContent('Reminder SMS');
    expect(items[0]).toHaveTextContent('Day shift08:00–20:00');
    expect(items[0]).toHaveTextContent('No check-in');
    expect(items[1]).toHaveTextContent('Night shift20:00–08:00');
    expect(items[2]).toHaveTextContent('Late from 08:30');
    expect(items[3]).toHaveTextContent('In 08:12 · SMS');
    expect(items[4]).toHaveTextContent('In 07:58 · link · 35 m away');
    expect(items[4]).toHaveTextContent('Out 19:02 · USSD');
    expect(items[4]).toHaveTextContent('No phone');

    await user.click(
      within(items[0]!).getByRole('button', { name: `Open job card ${late.careCardNumber}` }),
    );
    expect(open).toHaveBeenCalledWith(late.jobId);
  });

  it('asks again by itself every 1.5 s, so a check-in shows within 2 s', async () => {
    expect(TODAY_REFRESH_MS).toBeLessThanOrEqual(1500);
    expect(todayVisitsQueryOptions().refetchInterval).toBe(TODAY_REFRESH_MS);
    expect(todayVisitsQueryOptions().refetchIntervalInBackground).toBe(false);

    let board = makeBoard([notDue]);
    routeFetch([['GET', TODAY, () => ok(board)]]);
    renderWithProviders(
      <MemoryRouter>
        <TodaysVisitsCard />
      </MemoryRouter>,
    );
    await screen.findByText('1 Not yet due');
    board = makeBoard([
      {
        ...notDue,
        state: 'checked_in',
        checkIn: { at: '2026-12-02T05:01:00.000Z', channel: 'sms', distanceM: null },
      },
    ]);
    // no click, no reload: the next ask (1.5 s) brings it; 3 s leaves room for a busy machine
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Checked in'), { timeout: 3000 });
    expect(rows()[0]).toHaveTextContent('In 08:01 · SMS');
  });

  it('shows late and missed visits first, up to a dozen, and the rest on "Show all"', async () => {
    const many = (state: 'late' | 'not_due', k: number) =>
      Array.from({ length: k }, () => makeVisit({ state }));
    let board = makeBoard([...many('late', 2), ...many('not_due', 12)]);
    routeFetch([['GET', TODAY, () => ok(board)]]);
    const { user, unmount } = renderWithProviders(
      <MemoryRouter>
        <TodaysVisitsCard />
      </MemoryRouter>,
    );
    await screen.findByText('2 Late · 12 Not yet due');
    expect(rows()).toHaveLength(SHOWN_AT_FIRST);
    await user.click(screen.getByRole('button', { name: 'Show all 14 visits' }));
    expect(rows()).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(rows()).toHaveLength(SHOWN_AT_FIRST);
    unmount();

    board = makeBoard([...many('late', 10), ...many('not_due', 3)]);
    renderWithProviders(
      <MemoryRouter>
        <TodaysVisitsCard />
      </MemoryRouter>,
    );
    await screen.findByText('10 Late · 3 Not yet due');
    expect(rows()).toHaveLength(10);
    expect(rows().every((li) => li.dataset.state === 'late')).toBe(true);
    cleanup();

    // A busy morning: a dozen at first, all of them late; the counts say how many.
    board = makeBoard([...many('late', 30), ...many('not_due', 5)]);
    const next = renderWithProviders(
      <MemoryRouter>
        <TodaysVisitsCard />
      </MemoryRouter>,
    );
    await screen.findByText('30 Late · 5 Not yet due');
    expect(rows()).toHaveLength(MOST_AT_FIRST);
    expect(rows().every((li) => li.dataset.state === 'late')).toBe(true);
    await next.user.click(screen.getByRole('button', { name: 'Show all 35 visits' }));
    expect(rows()).toHaveLength(35);
  });

  it('says when no visit is expected, and when the board cannot be read', async () => {
    let fail = false;
    routeFetch([
      ['GET', TODAY, () => (fail ? new Response(null, { status: 503 }) : ok(makeBoard([])))],
    ]);
    renderWithProviders(
      <MemoryRouter>
        <TodaysVisitsCard />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No visits are expected on this day.')).toBeInTheDocument();
    fail = true;
    expect(
      await screen.findByText(
        /Showing the last answer: Today's visits could not be loaded/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('puts the count of late and missed visits on the title line of Home, and the board under the figures', async () => {
    routeFetch([
      ['GET', /^\/api\/v1\/dashboard\/summary$/, () => ok(EMPTY_DASHBOARD)],
      ['GET', TODAY, () => ok(makeBoard([late, missed, makeVisit({ state: 'late' }), notDue]))],
    ]);
    const { user } = renderApp('/', { session: makeSession() });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('2 visits late, 1 missed today');
    const home = screen.getByRole('region', { name: 'Overview' });
    const board = within(home).getByRole('region', { name: "Today's visits" });
    // On the title's line (which keeps its height for it), before every figure.
    const title = within(home).getByRole('heading', { name: 'Overview' });
    expect(title.parentElement).toContainElement(alert);
    expect(
      alert.compareDocumentPosition(within(home).getByRole('link', { name: /^New bookings 0/ })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      within(home)
        .getByRole('link', { name: /^New bookings 0/ })
        .compareDocumentPosition(board),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await within(board).findAllByRole('listitem')).toHaveLength(4);
    // Pressed, it brings the board (who to call) into view.
    const scroll = vi.fn();
    board.scrollIntoView = scroll;
    await user.click(
      within(alert).getByRole('button', { name: '2 visits late, 1 missed today: who to call' }),
    );
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});
