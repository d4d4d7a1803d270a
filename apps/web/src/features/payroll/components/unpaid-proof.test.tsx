import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VISIT_PROOF_MESSAGES } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { makeBatch, makeJob, makeUnpaid, makeUnpaidNurse } from '../test-fixtures';

// Issue 37: payroll pays verified days; a job with a day no ADMIN decided on stays out of a batch.

const LAZY = { timeout: 15_000 };
const proof = { checked: 0, approved: 0, rejected: 0, open: 0, notRequired: 0 };

const esther = makeUnpaidNurse({
  jobs: [
    // every day checked in and out: pays in full
    makeJob({ proof: { ...proof, checked: 7, payDays: 7, payAmount: 140_000 } }),
    // two days without proof no ADMIN decided on
    makeJob({
      id: 303,
      careCardNumber: 'CC-2026-000303',
      clientName: 'Sarah Achieng',
      days: 3,
      rate: 25_000,
      amount: 75_000,
      proof: { ...proof, checked: 1, open: 2, payDays: 1, payAmount: 25_000 },
    }),
  ],
});
const grace = makeUnpaidNurse({
  nurseId: 14,
  name: 'Grace Namuli',
  msisdn: '+256701234567',
  jobs: [
    // one day approved without proof, one rejected: pays 4 of 5 days
    makeJob({
      id: 302,
      careCardNumber: 'CC-2026-000302',
      days: 5,
      rate: 30_000,
      amount: 150_000,
      proof: { ...proof, checked: 3, approved: 1, rejected: 1, payDays: 4, payAmount: 120_000 },
    }),
    // every day rejected: nothing to pay
    makeJob({
      id: 306,
      careCardNumber: 'CC-2026-000306',
      days: 2,
      amount: 40_000,
      proof: { ...proof, rejected: 2, payDays: 0, payAmount: 0 },
    }),
  ],
});
const ruth = makeUnpaidNurse({
  nurseId: 15,
  name: 'Ruth Akello',
  jobs: [
    makeJob({
      id: 305,
      careCardNumber: 'CC-2026-000305',
      days: 2,
      amount: 40_000,
      proof: { ...proof, open: 2, payDays: 0, payAmount: 0 },
    }),
  ],
});

function api(createAnswer?: () => Response) {
  return routeFetch([
    ['GET', /^\/api\/v1\/payroll\/unpaid$/, () => ok(makeUnpaid([esther, grace, ruth]))],
    ['GET', /^\/api\/v1\/payroll\/batches$/, () => ok({ rows: [], count: 0 })],
    [
      'POST',
      /^\/api\/v1\/payroll\/batches$/,
      () => createAnswer?.() ?? ok(makeBatch({ id: 9, number: 'PB-2026-000009' }), 201),
    ],
    [
      'GET',
      /^\/api\/v1\/payroll\/batches\/9$/,
      () => ok(makeBatch({ id: 9, number: 'PB-2026-000009' })),
    ],
  ]);
}

async function open(createAnswer?: () => Response) {
  const fetch = api(createAnswer);
  const utils = renderApp('/finance/payroll', { session: makeSession() });
  const list = await screen.findByRole('list', { name: 'Unpaid jobs by nurse' }, LAZY);
  return { ...utils, fetch, list };
}

const job = (list: HTMLElement, number: string) =>
  within(list).getByRole('listitem', { name: `Job ${number}` });
const selectedBar = () => screen.getByRole('region', { name: 'Selected jobs' });

describe('payroll and proof of the visit', { timeout: 60_000 }, () => {
  it("shows each job's proof and what a batch pays, struck from the full amount when less", async () => {
    const { list } = await open();
    expect(job(list, 'CC-2026-000301')).toHaveTextContent('7 of 7 days verified');
    expect(job(list, 'CC-2026-000301')).toHaveTextContent('7 days × UGX 20,000/day');
    expect(job(list, 'CC-2026-000301')).not.toHaveTextContent('instead of');

    const graces = job(list, 'CC-2026-000302');
    expect(graces).toHaveTextContent(
      '3 of 5 days verified · 1 approved without proof · 1 rejected (not paid)',
    );
    expect(graces).toHaveTextContent('UGX 120,000');
    expect(graces).toHaveTextContent('4 of 5 days × UGX 30,000/day');
    expect(within(graces).getByText('UGX 150,000').closest('s')).not.toBeNull();

    // the nurses' totals and the list's are what a batch pays
    expect(within(list).getByRole('listitem', { name: 'Grace Namuli' })).toHaveTextContent(
      'UGX 120,000',
    );
    expect(screen.getByText(/5 jobs unpaid, total/)).toHaveTextContent(
      '5 jobs unpaid, total UGX 285,000',
    );
  });

  it('a job with open days cannot be ticked and links to the days to decide', async () => {
    const { list, user } = await open();
    const sarahs = job(list, 'CC-2026-000303');
    const box = within(sarahs).getByRole('checkbox', { name: 'Job CC-2026-000303' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'It can go into a batch once an ADMIN approves or rejects its days without proof',
    );
    expect(within(sarahs).getByRole('link', { name: '2 days need a decision' })).toHaveAttribute(
      'href',
      '/visits/days',
    );
    // every day rejected: nothing to pay
    const nothing = within(job(list, 'CC-2026-000306')).getByRole('checkbox');
    expect(nothing).toBeDisabled();
    expect(nothing).toHaveAccessibleDescription(VISIT_PROOF_MESSAGES.nothingToPay([306]));
    // a nurse with no payable job has no box to tick
    expect(within(list).getByRole('checkbox', { name: 'All jobs of Ruth Akello' })).toBeDisabled();

    // the section counts the listed open days and links to them
    const link = screen.getByRole('link', { name: '4 days without proof need a decision' });
    expect(link).toHaveAttribute('href', '/visits/days');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { name: 'Days without proof' }, LAZY),
    ).toBeInTheDocument();
  });

  it("a nurse's box takes her payable jobs only; the batch totals what they pay", async () => {
    const { fetch, list, user } = await open();
    await user.click(within(list).getByRole('checkbox', { name: 'All jobs of Esther Namubiru' }));
    expect(within(list).getByRole('checkbox', { name: 'Job CC-2026-000301' })).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Job CC-2026-000303' })).not.toBeChecked();
    expect(
      within(list).getByRole('checkbox', { name: 'All jobs of Esther Namubiru' }),
    ).toBeChecked();
    await user.click(within(list).getByRole('checkbox', { name: 'All jobs of Grace Namuli' }));
    expect(within(list).getByRole('checkbox', { name: 'Job CC-2026-000306' })).not.toBeChecked();
    expect(selectedBar()).toHaveTextContent('Selected: 2 jobs · UGX 260,000');

    await user.click(within(selectedBar()).getByRole('button', { name: 'Create batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create payout batch' });
    expect(dialog).toHaveTextContent('2 jobs of 2 nurses, total UGX 260,000');
    expect(dialog).toHaveTextContent(
      '1 job pays for fewer days than its days of care: a day rejected for want of proof is not paid.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create batch' }));
    expect(await screen.findByText('Payout batch PB-2026-000009 drafted')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /\/payroll\/batches$/)).toEqual([
      { nurseJobIds: [301, 302], note: null },
    ]);
  });

  it("shows the API's refusal when a day lost its proof meanwhile", async () => {
    const message = VISIT_PROOF_MESSAGES.openDays([{ id: 301, days: ['2026-10-03'] }]);
    const { list, user } = await open(() => failed(409, message));
    await user.click(within(list).getByRole('checkbox', { name: 'Job CC-2026-000301' }));
    await user.click(within(selectedBar()).getByRole('button', { name: 'Create batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create payout batch' });
    await user.click(within(dialog).getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
  });
});
