import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeScheduleJob, makeScheduleRow } from '../test-fixtures';
import { monthEvents } from './month-view';
import { ScheduleView } from './schedule-view';

const NOW = new Date('2026-11-26T09:00:00Z');
const LAZY = { timeout: 20_000 };

const jane = makeScheduleRow({ id: 1, first_name: 'Jane', last_name: 'Doe' }, [
  makeScheduleJob({
    id: 11,
    care_card_number: 'CC-0011',
    start_date: '2026-11-10',
    end_date: '2026-11-13',
    shift: 'Night',
    status: 'pending',
  }),
]);

function setup(path: string) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/schedule$/, () => ok({ rows: [jane], count: 1 })],
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('monthEvents', () => {
  it('makes one whole-day event per job, titled name · card · shift, over its days', () => {
    const [event] = monthEvents([jane], () => '#fff');
    expect(event).toMatchObject({
      title: 'Jane Doe · CC-0011 · Night',
      allDay: true,
      nurseId: 1,
      background: '#EF6C00',
      color: '#fff',
    });
    expect(event!.start).toEqual(new Date(2026, 10, 10));
    expect(event!.end).toEqual(new Date(2026, 10, 13));
    expect(event!.label).toBe(
      'Jane Doe: CC-0011, night shift, pending, from 10-11-2026, last day of care 12-11',
    );
  });
});

describe('the month view', { timeout: 60_000 }, () => {
  it('loads on demand, asks for a station or a name, then shows the month of jobs', async () => {
    const { fetch, user, router } = setup('/nurses/schedule');
    await screen.findByRole('grid', { name: 'Week schedule' });
    expect(document.querySelector('.rbc-calendar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(
      await screen.findByText(/Choose a station or search a nurse’s name/, undefined, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=month');
    const before = asked(fetch).length;

    await user.click(screen.getByRole('combobox', { name: 'Station' }));
    await user.click(screen.getByRole('option', { name: 'Mutungo' }));
    const month = await screen.findByRole('region', { name: 'Month schedule' }, LAZY);
    // Monday 26 Oct to Sunday 6 Dec: the weeks the grid shows, only nurses with a job.
    await waitFor(() => expect(asked(fetch).length).toBe(before + 1));
    expect(asked(fetch).at(-1)).toEqual({
      from: '2026-10-26',
      to: '2026-12-06',
      station: 'Mutungo',
      busy: 'busy',
      offset: '0',
      limit: '100',
    });
    const event = await within(month).findByTitle(/^Jane Doe: CC-0011/);
    expect(event).toHaveTextContent('Jane Doe · CC-0011 · Night');
    expect(month.querySelector('.rbc-header')).toHaveTextContent('Mon');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(asked(fetch).at(-1)).toMatchObject({ from: '2026-11-30', to: '2027-01-03' }),
    );

    await user.click(screen.getByRole('button', { name: 'This month' }));
    await user.click(await within(month).findByTitle(/^Jane Doe: CC-0011/));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nurses/list/1');
  });
});
