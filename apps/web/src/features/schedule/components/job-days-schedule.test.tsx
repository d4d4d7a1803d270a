import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import { dateValue, enterDate } from '../../../test/date-input';
import { makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeFreeNurse, makeScheduleJob, makeScheduleRow } from '../test-fixtures';
import type { BookRequest } from './free-nurses-dialog';
import { ScheduleView } from './schedule-view';

// Issue 37, "dates agree": the free-nurse search for a card of 2 to 6
// December asks for those five days and books them, saying the last day of
// care as the nurse job dialog does; the schedule's jobs say theirs too.

const NOW = new Date('2026-11-26T09:00:00Z');
const card = makeJobCard({
  id: 40,
  care_card_number: 'CC-0040',
  client_name: 'Grace Client',
  start_date: '2026-12-02',
  end_date: '2026-12-06',
});
// Tue 24 and Wed 25 November: end_date the 26th
const job = makeScheduleJob({
  care_card_number: 'CC-0012',
  client_name: 'Ruth Client',
  start_date: '2026-11-24',
  end_date: '2026-11-26',
});

function setup() {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/schedule$/, () => ok({ rows: [makeScheduleRow({}, [job])], count: 1 })],
    [
      'GET',
      /^\/api\/v1\/schedule\/free-nurses$/,
      () => ok({ rows: [makeFreeNurse()], more: false }),
    ],
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

async function openSearch(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Find free nurses' }));
  return screen.findByRole('dialog', { name: 'Find free nurses' });
}

async function pickCard(user: ReturnType<typeof setup>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: 'Job card (optional)' }), 'CC-40');
  await user.click(await screen.findByRole('option', { name: /CC-0040 · Grace Client/ }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("the free-nurse search and the card's days of care", { timeout: 60_000 }, () => {
  it("searches and books exactly the card's days, naming the last day of care", async () => {
    const { user, fetch, onBook } = setup();
    const dialog = await openSearch(user);
    await pickCard(user, dialog);
    expect(dateValue('First day', within(dialog))).toBe('02-12-2026');
    expect(dateValue('Last day', within(dialog))).toBe('06-12-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));

    const list = await within(dialog).findByRole('list', { name: 'Free nurses' });
    expect(freeAsked(fetch)).toEqual([
      expect.objectContaining({ start_date: '2026-12-02', end_date: '2026-12-06', jobId: '40' }),
    ]);
    expect(dialog).toHaveTextContent('Books 5 days from 02-12-2026, last day of care 06-12');
    await user.click(within(list).getByRole('button', { name: 'Book Esther Akello' }));
    expect(onBook).toHaveBeenCalledWith(
      expect.objectContaining({ jobId: 40, start_date: '2026-12-02', duration: 5 }),
    );
  });

  it('keeps days chosen by hand, and books those, saying their last day', async () => {
    const { user, onBook } = setup();
    const dialog = await openSearch(user);
    enterDate('First day', '03-12-2026', within(dialog));
    enterDate('Last day', '04-12-2026', within(dialog));
    await pickCard(user, dialog);
    expect(dateValue('First day', within(dialog))).toBe('03-12-2026');
    expect(dateValue('Last day', within(dialog))).toBe('04-12-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const list = await within(dialog).findByRole('list', { name: 'Free nurses' });
    expect(dialog).toHaveTextContent('Books 2 days from 03-12-2026, last day of care 04-12');
    await user.click(within(list).getByRole('button', { name: 'Book Esther Akello' }));
    expect(onBook).toHaveBeenCalledWith(
      expect.objectContaining({ start_date: '2026-12-03', duration: 2 }),
    );
  });
});

describe("the week's jobs and their last day of care", { timeout: 60_000 }, () => {
  it('labels and titles a job with its last day of care, not its end date', async () => {
    setup();
    const [block] = await screen.findAllByRole('link', { name: /^CC-0012/ });
    expect(block).toHaveAccessibleName(
      'CC-0012, day shift, ongoing, from 24-11-2026, last day of care 25-11',
    );
    expect(block).toHaveAttribute('title', 'CC-0012 · Ruth Client · last day of care 25-11');
  });
});
