import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NurseJob, OpenDay } from '@app/contract';
import { ONGOING_DAYS, ONGOING_LINES } from '../features/visits/components/job-days-fixtures';
import { makeJobCard, makeNurseJob, ok, routeFetch } from '../test/fixtures';
import { makeSession, renderApp } from '../test/render';

// Issue 37: the job card (jobcards) shows each nurse job's days of care with
// their proof (visits), handed in by the app (feature-slots.tsx), wherever
// the job card opens: here from Visit exceptions.

const LAZY = { timeout: 15_000 };

const OPEN_DAY: OpenDay = {
  nurseJobId: 502,
  day: '2026-11-21',
  proof: 'open',
  checkIn: null,
  checkOut: null,
  decision: null,
  nurseId: 13,
  nurseName: 'Ruth Namata',
  nursePhone: '+256701234567',
  jobCardId: 31,
  careCardNumber: 'CC-2025-000031',
  clientName: 'Amina Nakato',
  shift: 'Night',
  rate: 40_000,
};

const JOBS: NurseJob[] = [
  makeNurseJob({
    id: 501,
    jobId: 31,
    nurse_name: 'Mary Achieng',
    start_date: '2026-12-02',
    duration: 5,
    status: 'ongoing',
  }),
  makeNurseJob({
    id: 502,
    jobId: 31,
    nurse_name: 'Ruth Namata',
    start_date: '2026-11-20',
    duration: 2,
    status: 'completed',
  }),
];

function api() {
  return routeFetch([
    ['GET', /^\/api\/v1\/visits\/days$/, () => ok([OPEN_DAY])],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(makeJobCard({ id: 31 }))],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/nurses$/, () => ok(JOBS)],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/timeline$/, () => ok([])],
    ['GET', /^\/api\/v1\/visits\/jobs\/501\/days$/, () => ok(ONGOING_DAYS)],
  ]);
}

async function openJobCard() {
  const utils = renderApp('/visits/days', { session: makeSession('ADMIN') });
  const list = await screen.findByRole('list', { name: 'Days needing a decision' }, LAZY);
  await utils.user.click(within(list).getByRole('button', { name: 'CC-2025-000031' }));
  const dialog = await screen.findByRole('dialog', { name: /^Job card CC-/ }, LAZY);
  return { ...utils, dialog };
}

const daysAsked = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.filter(([input]) => String(input).includes('/visits/jobs/')).length;

describe("the job card shows each nurse job's days and proof", { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T09:00:00.000Z'));
  });

  it('under each job in the table, asked for when opened', async () => {
    const fetch = api();
    const { dialog, user } = await openJobCard();
    const table = await within(dialog).findByRole('table');
    const mary = await within(table).findByRole('button', { name: 'Days and proof: Mary Achieng' });
    expect(
      within(table).getByRole('button', { name: 'Days and proof: Ruth Namata' }),
    ).toBeInTheDocument();
    // The row under Mary's job holds her days.
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Mary Achieng');
    expect(rows[2]).toContainElement(mary);
    expect(daysAsked(fetch)).toBe(0);

    await user.click(mary);
    const days = await within(dialog).findByRole('list', {
      name: 'Days and proof of Mary Achieng',
    });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(ONGOING_LINES);
    await waitFor(() => expect(daysAsked(fetch)).toBe(1));
  });

  it('under each job on a phone (390 px)', async () => {
    window.innerWidth = 390;
    api();
    const { dialog, user } = await openJobCard();
    const nurses = await within(dialog).findByRole('list', { name: 'Nurses' });
    const [first] = within(nurses).getAllByRole('listitem');
    const mary = await within(first!).findByRole('button', {
      name: 'Days and proof: Mary Achieng',
    });
    await user.click(mary);
    const days = await within(first!).findByRole('list', {
      name: 'Days and proof of Mary Achieng',
    });
    expect(within(days).getAllByRole('listitem')).toHaveLength(5);
  });
});
