import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeScheduleJob, makeScheduleRow } from '../test-fixtures';
import { rowsInView } from './week-grid';
import { ROW_HEIGHT } from './week-row';
import { ScheduleView } from './schedule-view';

// Thursday 26 Nov 2026, 12:00 in Kampala: the week is Mon 23 to Sun 29 Nov.
const NOW = new Date('2026-11-26T09:00:00Z');
const TOTAL = 1000;

const rows = Array.from({ length: TOTAL }, (_, i) =>
  makeScheduleRow({
    id: i + 1,
    first_name: 'Nurse',
    last_name: `N${i + 1}`,
    care_number: `CN-${String(i + 1).padStart(6, '0')}`,
  }),
);
rows[0] = makeScheduleRow({ id: 1, first_name: 'Jane', last_name: 'Doe' }, [
  // Mon and Tue, day shift.
  makeScheduleJob({
    id: 11,
    care_card_number: 'CC-0011',
    start_date: '2026-11-23',
    end_date: '2026-11-25',
  }),
  // Tue night, from the evening to Wed morning.
  makeScheduleJob({
    id: 12,
    care_card_number: 'CC-0012',
    start_date: '2026-11-24',
    end_date: '2026-11-25',
    shift: 'Night',
    status: 'pending',
  }),
  // From the week before to Friday: day and night.
  makeScheduleJob({
    id: 13,
    care_card_number: 'CC-0013',
    start_date: '2026-11-18',
    end_date: '2026-11-28',
    shift: 'Day and night',
    status: 'completed',
  }),
]);
rows[1] = makeScheduleRow({
  id: 2,
  first_name: 'Amos',
  last_name: 'Expired',
  licence_state: 'expired',
  licence_expiry: '2026-11-01',
});
rows[2] = makeScheduleRow({
  id: 3,
  first_name: 'Mary',
  last_name: 'Missing',
  licence_state: 'missing',
  licence_expiry: null,
});

function setup(path = '/nurses/schedule') {
  const fetch = routeFetch([
    [
      'GET',
      /^\/api\/v1\/schedule$/,
      (url) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        const station = url.searchParams.get('station');
        const all = station ? rows.filter((r) => r.nurse.id % 2 === 0) : rows;
        return ok({ rows: all.slice(offset, offset + limit), count: all.length });
      },
    ],
  ]);
  const utils = renderApp(path, {
    session: makeSession(),
    routes: [
      { path: '/nurses/schedule', element: <ScheduleView onBook={() => undefined} /> },
      { path: '/nurses/list/:id', element: <p>Profile page</p> },
    ],
  });
  return { ...utils, fetch };
}

const asked = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/schedule')
    .map((url) => Object.fromEntries(url.searchParams));

/** The day cell of a nurse's row (its column is the day's header). */
function cell(name: string, day: string): HTMLElement {
  const row = screen
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('link', { name }) !== null);
  const found = row?.querySelector<HTMLElement>(`[role="gridcell"][data-day="${day}"]`);
  if (!found) throw new Error(`no cell of ${name} on ${day}`);
  return found;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('rowsInView', () => {
  it('is the rows under the header in view plus the overscan', () => {
    expect(rowsInView(0, 600, 1000)).toEqual({ start: 0, end: Math.ceil(600 / ROW_HEIGHT) + 8 });
    expect(rowsInView(44 + ROW_HEIGHT * 500, 600, 1000).start).toBe(492);
    expect(rowsInView(44 + ROW_HEIGHT * 998, 600, 1000).end).toBe(1000);
  });
});

describe('the week view', { timeout: 60_000 }, () => {
  it('shows a row per nurse with each job in its days and half, and the week around today', async () => {
    const { fetch } = setup();
    const grid = await screen.findByRole('grid', { name: 'Week schedule' });
    await within(grid).findByRole('link', { name: 'Jane Doe' });
    expect(screen.getByRole('heading', { name: '23 – 29 Nov 2026' })).toBeInTheDocument();
    expect(asked(fetch)[0]).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      offset: '0',
      limit: '100',
    });

    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-label') ?? h.textContent)).toEqual([
      'Nurse',
      'Mon 23 Nov 2026',
      'Tue 24 Nov 2026',
      'Wed 25 Nov 2026',
      'Thu 26 Nov 2026, today',
      'Fri 27 Nov 2026',
      'Sat 28 Nov 2026',
      'Sun 29 Nov 2026',
    ]);
    expect(headers[4]).toHaveAttribute('aria-current', 'date');

    // Only a window of the 100 rows loaded is in the page.
    const drawn = within(grid).getAllByRole('row');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(30);
    expect(grid).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    expect(within(grid).getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/nurses/list/1',
    );

    const day = within(cell('Jane Doe', '2026-11-23')).getAllByRole('link');
    expect(day.map((b) => b.getAttribute('aria-label'))).toEqual([
      'CC-0011, day shift, ongoing, from 23-11-2026, last day of care 24-11',
      'CC-0013, day and night, completed, from 18-11-2026, last day of care 27-11',
    ]);
    expect(day[0]).toHaveAttribute('data-half', 'top');
    expect(day[0]).toHaveTextContent('CC-0011');
    expect(day[0]).toHaveAttribute('href', '/nurses/list/1');
    expect(day[1]).toHaveAttribute('data-half', 'full');

    const tuesday = within(cell('Jane Doe', '2026-11-24')).getAllByRole('link');
    expect(tuesday.map((b) => b.textContent)).toEqual(['CC-0011', 'CC-0012 ☾', 'CC-0013']);
    const night = within(cell('Jane Doe', '2026-11-24')).getByRole('link', { name: /^CC-0012/ });
    expect(night).toHaveAttribute('data-half', 'bottom');
    expect(night).toHaveAccessibleName(
      'CC-0012, night shift, pending, from 24-11-2026, last day of care 24-11',
    );

    // end_date is the day after the last: Wednesday has only the long job, Saturday none.
    expect(within(cell('Jane Doe', '2026-11-25')).getAllByRole('link')).toHaveLength(1);
    expect(within(cell('Jane Doe', '2026-11-27')).getAllByRole('link')).toHaveLength(1);
    expect(cell('Jane Doe', '2026-11-28')).toBeEmptyDOMElement();
    expect(cell('Jane Doe', '2026-11-28')).toHaveAttribute('aria-colindex', '7');

    // Licence marks.
    expect(
      within(grid).getByRole('img', { name: 'Licence expired on 1 Nov 2026' }),
    ).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'No licence on record' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'PendingOngoingCompleted',
    );
  });

  it('sends the filters and the week as query parameters', async () => {
    const { fetch, user } = setup();
    await screen.findByRole('link', { name: 'Jane Doe' });

    await user.click(screen.getByRole('combobox', { name: 'Station' }));
    await user.click(screen.getByRole('option', { name: 'Kikubo' }));
    await waitFor(() => expect(asked(fetch).at(-1)).toMatchObject({ station: 'Kikubo' }));
    expect(await screen.findByRole('link', { name: 'Amos Expired' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jane Doe' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Availability' }));
    await user.click(screen.getByRole('option', { name: 'Night Time' }));
    await user.click(screen.getByRole('combobox', { name: 'Free or busy' }));
    await user.click(screen.getByRole('option', { name: 'Busy some of it' }));
    await user.type(screen.getByRole('searchbox', { name: 'Nurse name' }), 'Amos');
    await waitFor(() =>
      expect(asked(fetch).at(-1)).toEqual({
        from: '2026-11-23',
        to: '2026-11-29',
        station: 'Kikubo',
        availability: 'Night Time',
        busy: 'busy',
        q: 'Amos',
        offset: '0',
        limit: '100',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: '30 Nov – 6 Dec 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(asked(fetch).at(-1)).toMatchObject({ from: '2026-11-30', to: '2026-12-06' }),
    );
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('heading', { name: '23 – 29 Nov 2026' })).toBeInTheDocument();
  });

  it('asks for the next 100 nurses as the grid nears its end', async () => {
    const { fetch } = setup();
    const grid = await screen.findByRole('grid', { name: 'Week schedule' });
    await within(grid).findByRole('link', { name: 'Jane Doe' });
    const offsets = () => asked(fetch).map((q) => Number(q.offset));
    expect(offsets()).toEqual([0]);

    const scroller = screen.getByTestId('week-grid-scroller');
    for (let loaded = 100; loaded < TOTAL; loaded += 100) {
      scroller.scrollTop = loaded * ROW_HEIGHT - 600;
      fireEvent.scroll(scroller);
      await waitFor(() => expect(offsets()).toContain(loaded), { timeout: 15_000 });
    }
    expect(await screen.findByText('1,000 nurses')).toBeInTheDocument();
    expect(offsets()).toHaveLength(TOTAL / 100);
    scroller.scrollTop = TOTAL * ROW_HEIGHT - 600;
    fireEvent.scroll(scroller);
    expect(within(grid).getByRole('link', { name: 'Nurse N1000' })).toBeInTheDocument();
    expect(within(grid).queryByRole('link', { name: 'Jane Doe' })).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('row').length).toBeLessThan(30);
  });
});
