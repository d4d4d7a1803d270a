import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import { daySection, enterDate } from '../../../test/date-input';
import { makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeFreeNurse, makeScheduleRow } from '../test-fixtures';
import type { BookRequest } from './free-nurses-dialog';
import { ScheduleView } from './schedule-view';

const NOW = new Date('2026-11-26T09:00:00Z');
const card = makeJobCard({
  id: 40,
  care_card_number: 'CC-0040',
  client_name: 'Grace Client',
  shifts: 'Night',
});

function setup(free: ReturnType<typeof makeFreeNurse>[], more = false) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/schedule$/, () => ok({ rows: [makeScheduleRow()], count: 1 })],
    ['GET', /^\/api\/v1\/schedule\/free-nurses$/, () => ok({ rows: free, more })],
    ['GET', /^\/api\/v1\/portal\/jobcard\/search$/, () => ok([card])],
  ]);
  const onBook = vi.fn<(request: BookRequest) => void>();
  const utils = renderApp('/nurses/schedule', {
    session: makeSession(),
    routes: [{ path: '/nurses/schedule', element: <ScheduleView onBook={onBook} /> }],
  });
  return { ...utils, fetch, onBook };
}

const freeAsked = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/schedule/free-nurses')
    .map((url) => Object.fromEntries(url.searchParams));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('Find free nurses', { timeout: 60_000 }, () => {
  it('sends the days, shift, card and station, lists the answer in its order and books one', async () => {
    const { user, fetch, onBook } = setup([
      makeFreeNurse(),
      makeFreeNurse({
        id: 13,
        first_name: 'Ruth',
        last_name: 'Namata',
        rating: null,
        distance_km: null,
        station: null,
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Find free nurses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find free nurses' });
    enterDate('First day', '30-11-2026', within(dialog));
    enterDate('Last day', '03-12-2026', within(dialog));
    await user.click(within(dialog).getByRole('combobox', { name: 'Station' }));
    await user.click(screen.getByRole('option', { name: 'Kikubo' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Job card (optional)' }), 'CC-40');
    await user.click(await screen.findByRole('option', { name: /CC-0040 · Grace Client/ }));
    // The card's shift is taken, as the job dialog takes it.
    expect(within(dialog).getByRole('combobox', { name: 'Shift' })).toHaveTextContent('Night');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));

    const list = await within(dialog).findByRole('list', { name: 'Free nurses' });
    expect(freeAsked(fetch)).toEqual([
      {
        start_date: '2026-11-30',
        end_date: '2026-12-03',
        shift: 'Night',
        jobId: '40',
        station: 'Kikubo',
      },
    ]);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Esther Akello',
      'Ruth Namata',
    ]);
    expect(items[0]).toHaveTextContent('3.2 km');
    expect(items[0]).toHaveTextContent('Kikubo · licence to 31 Mar 2027');
    expect(within(items[0]!).getByRole('img', { name: 'Rated 4.5 of 5' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('No rating');
    expect(items[1]).toHaveTextContent('—');
    expect(items[1]).toHaveTextContent('No station');
    expect(dialog).toHaveTextContent('2 free nurses');

    await user.click(within(items[1]!).getByRole('button', { name: 'Book Ruth Namata' }));
    expect(onBook).toHaveBeenCalledWith(
      expect.objectContaining({
        nurse: expect.objectContaining({ id: 13 }),
        jobId: 40,
        care_card_number: 'CC-0040',
        client_name: 'Grace Client',
        start_date: '2026-11-30',
        duration: 4,
        shift: 'Night',
      }),
    );
  });

  it('says when nobody is free', async () => {
    const { user, fetch } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Find free nurses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find free nurses' });
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(
      await within(dialog).findByText('No nurse is free for these days and shift'),
    ).toBeInTheDocument();
    // The days start on today (Kampala); the whole day when no shift is chosen.
    expect(freeAsked(fetch)).toEqual([
      { start_date: '2026-11-26', end_date: '2026-11-26', shift: 'Day and night' },
    ]);
  });

  it('says when more nurses are free than it shows', async () => {
    const { user } = setup([makeFreeNurse()], true);
    await user.click(await screen.findByRole('button', { name: 'Find free nurses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find free nurses' });
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await within(dialog).findByRole('list', { name: 'Free nurses' });
    expect(dialog).toHaveTextContent('The best 1 free nurses; more are free');
  });

  it('refuses a last day before the first without asking', async () => {
    const { user, fetch } = setup([makeFreeNurse()]);
    await user.click(await screen.findByRole('button', { name: 'Find free nurses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find free nurses' });
    enterDate('Last day', '20-11-2026', within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The last day is before the first',
    );
    expect(freeAsked(fetch)).toEqual([]);
    enterDate('Last day', '27-11-2026', within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const list = await within(dialog).findByRole('list', { name: 'Free nurses' });
    expect(within(list).getByRole('button', { name: 'Book Esther Akello' })).toBeDisabled();
    expect(dialog).toHaveTextContent('choose a job card above to book one');
    await waitFor(() => expect(freeAsked(fetch)).toHaveLength(1));
  });

  it('says a last day that does not exist is none, and asks nothing with it (issue 38)', async () => {
    const { user, fetch } = setup([makeFreeNurse()]);
    await user.click(await screen.findByRole('button', { name: 'Find free nurses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find free nurses' });
    await user.click(daySection('Last day', within(dialog)));
    await user.keyboard('31112026');
    const message = 'There is no 31 November 2026: November has 30 days';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Correct the days above');
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(freeAsked(fetch)).toEqual([]);
  });
});
