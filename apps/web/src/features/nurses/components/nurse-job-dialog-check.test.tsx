import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import type { BookingCheck, NurseJob } from '@app/contract';
import { bodiesSent, failed, makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { dateValue, enterDate } from '../../../test/date-input';
import { renderWithProviders } from '../../../test/render';
import { makeNurse, makeNurseJob } from '../test-fixtures';
import { NurseJobDialog } from './nurse-job-dialog';
import type { NurseJobPrefill } from './nurse-job-form';

const EXPIRED = "Esther Namubiru's practising licence expired on 03-12-2025";
const NO_LICENCE = 'Esther Namubiru has no practising licence on record';
const CLASH =
  'Esther Namubiru is already booked on the night shift from 01-03-2026, last day of care 03-03, on CC-0012; this job (CC-2025-000031, night shift, from 02-03-2026, last day of care 06-03) overlaps it';

type Options = {
  check?: (url: URL) => BookingCheck;
  card?: Parameters<typeof makeJobCard>[0];
  job?: NurseJob;
  prefill?: NurseJobPrefill;
  save?: () => Response;
};

function setup({ check, card, job, prefill, save }: Options = {}) {
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/portal\/jobcard\/search$/, () => ok([makeJobCard(card)])],
    [
      'GET',
      /^\/api\/v1\/schedule\/check$/,
      (url) => ok(check ? check(url) : { allowed: true, reason: null, warning: null }),
    ],
    ['POST', /^\/api\/v1\/portal\/jobcard\/nurse\/12$/, () => save?.() ?? ok(makeNurseJob(), 201)],
  ]);
  const onClose = vi.fn();
  const utils = renderWithProviders(
    <NurseJobDialog
      open
      nurse={makeNurse({ verified: true })}
      job={job}
      prefill={prefill}
      onClose={onClose}
    />,
  );
  return { ...utils, fetch, onClose };
}

const checks = (fetch: ReturnType<typeof routeFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/schedule/check')
    .map((url) => Object.fromEntries(url.searchParams));

const shiftSelect = () => screen.getByRole('combobox', { name: /^Shift/ });

async function pickCard(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByRole('combobox', { name: /^Job card/ }), 'CC-2025');
  await user.click(await screen.findByRole('option', { name: /CC-2025-000031 · Amina Nakato/ }));
}

describe('NurseJobDialog: shift and booking check (issue 27)', { timeout: 30_000 }, () => {
  it("takes the shift from the picked card's shifts, unless one was chosen by hand", async () => {
    const { user } = setup({ card: { shifts: 'Night' } });
    expect(shiftSelect()).toHaveTextContent('Day and night');
    await pickCard(user);
    expect(shiftSelect()).toHaveTextContent('Night');
    expect(screen.getByText('19:00 to 07:00 the next morning')).toBeInTheDocument();

    await user.click(shiftSelect());
    await user.click(await screen.findByRole('option', { name: 'Day' }));
    await user.clear(screen.getByRole('combobox', { name: /^Job card/ }));
    await pickCard(user);
    expect(shiftSelect()).toHaveTextContent('Day');
  });

  it('asks the check as the days and shift change, and a refusal disables Save', async () => {
    const { user, fetch } = setup({
      check: (url) =>
        url.searchParams.get('shift') === 'Night'
          ? { allowed: false, reason: CLASH, warning: null }
          : { allowed: true, reason: null, warning: null },
    });
    await pickCard(user);
    enterDate(/^Start date/, '02-03-2026');
    // the card filled its days of care (issue 37); typed over here
    await user.clear(screen.getByRole('textbox', { name: /^Duration/ }));
    await user.type(screen.getByRole('textbox', { name: /^Duration/ }), '3');
    await waitFor(() =>
      expect(checks(fetch)).toContainEqual({
        nurseId: '12',
        start_date: '2026-03-02',
        duration: '3',
        shift: 'Day',
        // issue 37: with its card, for the days-of-care warning
        jobId: '31',
      }),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(shiftSelect());
    await user.click(await screen.findByRole('option', { name: 'Night' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This nurse cannot be booked');
    expect(alert).toHaveTextContent(CLASH);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(shiftSelect());
    await user.click(await screen.findByRole('option', { name: 'Day' }));
    await waitFor(() => expect(screen.queryByText(CLASH)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says an expired licence before saving', async () => {
    const { user, fetch } = setup({
      check: () => ({ allowed: false, reason: EXPIRED, warning: null }),
    });
    await pickCard(user);
    enterDate(/^Start date/, '02-03-2026');
    await user.type(screen.getByRole('textbox', { name: /^Duration/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /^Daily rate/ }), '50000');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(bodiesSent(fetch, 'POST', /nurse\/12$/)).toHaveLength(0);
  });

  it('shows a warning (no licence on record) and still saves; a 409 on save is shown', async () => {
    const { user, fetch } = setup({
      check: () => ({ allowed: true, reason: null, warning: NO_LICENCE }),
      save: () => failed(409, CLASH),
    });
    await pickCard(user);
    enterDate(/^Start date/, '02-03-2026');
    await user.type(screen.getByRole('textbox', { name: /^Duration/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /^Daily rate/ }), '50000');
    expect(await screen.findByText(NO_LICENCE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Error while creating nurse job: ${CLASH}`)).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /nurse\/12$/)).toHaveLength(1);
  });

  it('opens prefilled from the Schedule screen: the card picked, its days and shift, checked', async () => {
    const { user, fetch } = setup({
      prefill: {
        jobId: 31,
        care_card_number: 'CC-2025-000031',
        start_date: '2026-03-10',
        duration: 4,
        shift: 'Night',
      },
    });
    expect(screen.getByRole('combobox', { name: /^Job card/ })).toHaveValue('CC-2025-000031');
    expect(dateValue(/^Start date/)).toBe('10-03-2026');
    expect(screen.getByRole('textbox', { name: /^Duration/ })).toHaveValue('4');
    expect(shiftSelect()).toHaveTextContent('Night');
    await waitFor(() =>
      expect(checks(fetch)).toEqual([
        { nurseId: '12', start_date: '2026-03-10', duration: '4', shift: 'Night', jobId: '31' },
      ]),
    );
    await user.type(screen.getByRole('textbox', { name: /^Daily rate/ }), '60000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSent(fetch, 'POST', /nurse\/12$/)).toEqual([
        {
          jobId: 31,
          start_date: '2026-03-10',
          duration: 4,
          shift: 'Night',
          rate: 60000,
          idempotency_key: expect.any(String),
        },
      ]),
    );
  });

  it('editing checks only a move, leaving itself out of the clash', async () => {
    const job = makeNurseJob({ status: 'ongoing', shift: 'Day' });
    const { user, fetch } = setup({ job });
    // A change that moves nothing (the rate) asks nothing.
    const rate = screen.getByRole('textbox', { name: /^Daily rate/ });
    await user.clear(rate);
    await user.type(rate, '45000');
    expect(checks(fetch)).toEqual([]);
    await user.click(shiftSelect());
    await user.click(await screen.findByRole('option', { name: 'Night' }));
    await waitFor(() =>
      expect(checks(fetch)).toEqual([
        {
          nurseId: '12',
          start_date: '2026-03-02',
          duration: '5',
          shift: 'Night',
          exceptId: '501',
          jobId: '31',
        },
      ]),
    );
    expect(within(screen.getByRole('dialog')).getByText('Edit Job CC-2025-000031')).toBeVisible();
  });
});
