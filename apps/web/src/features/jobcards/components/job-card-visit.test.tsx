import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobCard, JobCardTimeline, NurseJob } from '@app/contract';
import { bodiesSent, makeJobCard, makeNurseJob, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { JobCardDialog } from './job-card-dialog';

// Issue 37: the job card is the visit's home: its nurses with their nurse
// jobs, its booking, invoice and receipt, one timeline with its SMS; and
// completing or cancelling it asks what happens to its open nurse jobs.

const nurseJob = (overrides: Partial<NurseJob> = {}): NurseJob =>
  makeNurseJob({
    id: 501,
    jobId: 31,
    nurseId: 9,
    start_date: '2025-12-02',
    end_date: '2025-12-07',
    last_day_of_care: '2025-12-06',
    days: 5,
    nights: 0,
    shift: 'Day',
    duration: 5,
    rate: 50000,
    amount: 250000,
    status: 'ongoing',
    payment_status: 'UnPaid',
    rating: null,
    care_card_number: 'CC-2025-000031',
    client_name: 'Amina Nakato',
    UserId: 7,
    nurse_name: 'Mary Achieng',
    createdAt: '2025-11-30T08:00:00.000Z',
    updatedAt: '2025-11-30T08:00:00.000Z',
    ...overrides,
  });

const TIMELINE: JobCardTimeline = [
  {
    at: '2025-12-02T06:30:00.000Z',
    kind: 'status',
    entity: 'job_card',
    summary: 'Status pending -> ongoing by Jane Admin',
    who: 'Jane Admin',
  },
  {
    at: '2025-11-30T08:01:00.000Z',
    kind: 'sms',
    entity: 'sms',
    summary: 'SMS (nurse assigned) to Mary Achieng (+256 701 200 001) delivered: Hello Mary',
    who: null,
  },
  {
    at: '2025-11-30T08:00:00.000Z',
    kind: 'create',
    entity: 'nurse_job',
    summary: 'Nurse Mary Achieng booked 02-12 to last day of care 06-12, Day shift by Jane Admin',
    who: 'Jane Admin',
  },
];

function renderVisit(card: JobCard, jobs: NurseJob[], timeline: JobCardTimeline = TIMELINE) {
  let current = card;
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(current)],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/nurses$/, () => ok(jobs)],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/timeline$/, () => ok(timeline)],
    [
      'PUT',
      /^\/api\/v1\/portal\/jobcard\/31$/,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as { status: JobCard['status'] };
        current = { ...current, status: body.status };
        return ok(current);
      },
    ],
  ]);
  const utils = renderWithProviders(
    <JobCardDialog jobCardId={card.id} initial={card} onClose={() => {}} />,
  );
  const dialog = () => screen.getByRole('dialog', { name: /^Job card CC-2025-000031/ });
  return { ...utils, fetch, dialog };
}

const twoJobs = [
  nurseJob(),
  nurseJob({
    id: 502,
    nurse_name: 'Ruth Namata',
    start_date: '2025-12-10',
    duration: 3,
    shift: 'Night',
    rate: 40000,
    amount: 120000,
    status: 'completed',
    payment_status: 'Paid',
  }),
];

describe('the job card as the visit home', { timeout: 30_000 }, () => {
  it('lists each nurse job: nurse, days to the last day of care, shift, rate, amount, statuses', async () => {
    const { dialog } = renderVisit(makeJobCard({ status: 'ongoing' }), twoJobs);
    const table = await within(dialog()).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Nurse', 'Days', 'Shift', 'Daily rate', 'Amount', 'Status', 'Pay status'],
      [
        'Mary Achieng',
        '02-12 to last day of care 06-12',
        'Day',
        'UGX 50,000',
        'UGX 250,000',
        'Ongoing',
        'Unpaid',
      ],
      [
        'Ruth Namata',
        '10-12 to last day of care 12-12',
        'Night',
        'UGX 40,000',
        'UGX 120,000',
        'Completed',
        'Paid',
      ],
    ]);
  });

  it('stacks the nurse jobs on a phone (390 px), every value still there', async () => {
    window.innerWidth = 390;
    const { dialog } = renderVisit(makeJobCard(), twoJobs);
    const list = await within(dialog()).findByRole('list', { name: 'Nurses' });
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument();
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Mary Achieng');
    expect(first).toHaveTextContent('02-12 to last day of care 06-12, Day shift');
    expect(first).toHaveTextContent('UGX 50,000 a day, UGX 250,000 in all');
    expect(first).toHaveTextContent('Ongoing');
    expect(first).toHaveTextContent('Unpaid');
  });

  it('says when no nurse is booked, and when the card has no booking', async () => {
    const { dialog } = renderVisit(makeJobCard(), []);
    expect(
      await within(dialog()).findByText('No nurse is booked on this card yet.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText(/^No booking/)).toBeInTheDocument();
  });

  it('links the booking it was made from, and keeps the invoice and receipt', async () => {
    const { dialog } = renderVisit(makeJobCard({ bookingId: 12 }), []);
    const link = await within(dialog()).findByRole('link', { name: 'booking 12' });
    expect(link).toHaveAttribute('href', '/bookings/12');
    expect(within(dialog()).getByText('INV-31')).toBeInTheDocument();
    expect(within(dialog()).getByText('UGX 350,000')).toBeInTheDocument();
  });

  it('shows one timeline, newest first, with the SMS among the events', async () => {
    const { dialog } = renderVisit(makeJobCard(), twoJobs);
    const list = await within(dialog()).findByRole('list', { name: 'Timeline' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '02-12-2025 09:30StatusStatus pending -> ongoing by Jane Admin',
      '30-11-2025 11:01SMSSMS (nurse assigned) to Mary Achieng (+256 701 200 001) delivered: Hello Mary',
      '30-11-2025 11:00CreatedNurse Mary Achieng booked 02-12 to last day of care 06-12, Day shift by Jane Admin',
    ]);
  });
});

describe('completing or cancelling a card with open nurse jobs', { timeout: 30_000 }, () => {
  it('Complete Job names the open jobs, asks what happens to them and sends the choice', async () => {
    const { user, fetch, dialog } = renderVisit(makeJobCard({ status: 'ongoing' }), twoJobs);
    await within(dialog()).findByRole('table');
    await user.click(within(dialog()).getByRole('button', { name: 'Complete Job' }));
    const ask = await screen.findByRole('dialog', { name: 'Complete job card CC-2025-000031?' });
    // Only the open one (the completed job is settled already).
    const open = within(ask).getByRole('list', { name: 'Open nurse jobs' });
    expect(
      within(open)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Mary Achieng: ongoing, 02-12 to last day of care 06-12']);
    const confirm = within(ask).getByRole('button', { name: 'Complete Job' });
    expect(confirm).toBeDisabled();
    const choices = within(ask).getByRole('radiogroup', { name: 'What happens to this job?' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(ask).getByRole('radio', { name: /^Complete the nurses' jobs too/ }));
    await user.click(confirm);
    expect(await screen.findByText('Task completed successfully')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /jobcard\/31$/)).toEqual([
      { status: 'completed', open_nurse_jobs: 'complete' },
    ]);
  });

  it("Cancel Job offers to cancel the nurses' jobs too or to end them as worked so far", async () => {
    const jobs = [nurseJob({ status: 'pending' })];
    const { user, fetch, dialog } = renderVisit(makeJobCard({ status: 'ongoing' }), jobs);
    await within(dialog()).findByRole('table');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel Job' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel job card CC-2025-000031?' });
    expect(within(ask).getByRole('radio', { name: /^Cancel the nurses' jobs too/ })).toBeVisible();
    await user.click(within(ask).getByRole('radio', { name: /^End them as worked so far/ }));
    await user.click(within(ask).getByRole('button', { name: 'Cancel Job' }));
    expect(await screen.findByText('Job cancelled')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /jobcard\/31$/)).toEqual([
      { status: 'cancelled', open_nurse_jobs: 'complete' },
    ]);
  });

  it('with no open nurse job the question stays as it was and sends no choice', async () => {
    const settled = [twoJobs[1]!, nurseJob({ id: 503, status: 'cancelled' })];
    const { user, fetch, dialog } = renderVisit(makeJobCard({ status: 'ongoing' }), settled);
    await within(dialog()).findByRole('table');
    await user.click(within(dialog()).getByRole('button', { name: 'Complete Job' }));
    const ask = await screen.findByRole('dialog', { name: 'Complete job card CC-2025-000031?' });
    expect(within(ask).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Complete Job' }));
    expect(await screen.findByText('Task completed successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesSent(fetch, 'PUT', /jobcard\/31$/)).toEqual([{ status: 'completed' }]),
    );
  });
});
