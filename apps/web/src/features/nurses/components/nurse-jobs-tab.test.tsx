import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NurseJob } from '@app/contract';
import { failed, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNurse, makeNurseJob } from '../test-fixtures';
import { NurseJobsTab } from './nurse-jobs-tab';

function setup() {
  let jobs: NurseJob[] = [
    makeNurseJob({ id: 501, status: 'completed' }),
    makeNurseJob({
      id: 502,
      care_card_number: 'CC-2025-000032',
      status: 'completed',
      payment_status: 'Paid',
      rating: 9,
    }),
    makeNurseJob({ id: 503, care_card_number: 'CC-2025-000033', status: 'pending' }),
  ];
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/portal\/jobcard\/nurse\/12$/, () => ok({ rows: jobs, count: 3 })],
    [
      'POST',
      /^\/api\/v1\/review$/,
      () => {
        jobs = jobs.map((j) => (j.id === 501 ? { ...j, rating: 8 } : j));
        return ok({ id: 1, nurse_id: 12 }, 201);
      },
    ],
    [
      'DELETE',
      /^\/api\/v1\/portal\/jobcard\/nurse\/503$/,
      () => failed(404, 'Nurse job not found'),
    ],
  ]);
  const utils = renderWithProviders(<NurseJobsTab nurse={makeNurse({ verified: true })} />);
  return { ...utils, fetch };
}

const row = (card: string) => screen.getByRole('row', { name: new RegExp(card) });

describe('NurseJobsTab', { timeout: 30_000 }, () => {
  it("lists 'My Jobs' with money, chips, and Rate or stars", async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'My Jobs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Job Id',
      'Start Date',
      'End Date',
      'Shift',
      'Duration (in days)',
      'Daily Rate',
      'Nurse Pay',
      'Job Status',
      'Pay Status',
      'Review',
      'Manage',
    ]);
    const first = await within(table).findByRole('row', { name: /CC-2025-000031/ });
    for (const text of ['02-03-2026', '07-03-2026', 'UGX 50,000', 'UGX 250,000']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByText('Completed').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'green',
    );
    expect(within(first).getByText('Unpaid').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'red',
    );
    expect(within(first).getByRole('button', { name: 'Rate' })).toBeEnabled();
    const rated = row('CC-2025-000032');
    expect(within(rated).getByRole('img', { name: '4.5 Stars' })).toBeInTheDocument();
    expect(within(rated).getByText('Paid').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'lightGreen',
    );
    expect(within(row('CC-2025-000033')).getByRole('button', { name: 'Rate' })).toBeDisabled();
  });

  it('rating a job shows its stars afterwards', async () => {
    const { user } = setup();
    await user.click(within(await screen.findByRole('row', { name: /000031/ })).getByText('Rate'));
    const dialog = await screen.findByRole('dialog', { name: 'Rate job CC-2025-000031' });
    act(() => within(dialog).getByRole('slider').focus());
    await user.keyboard('{End}{ArrowLeft}{ArrowLeft}');
    await user.type(within(dialog).getByRole('textbox', { name: /^Customer feedback/ }), 'Kind');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nurse feedback/ }), 'Fine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Review added')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(row('CC-2025-000031')).getByRole('img', { name: '4 Stars' }),
      ).toBeInTheDocument(),
    );
    expect(within(row('CC-2025-000031')).queryByRole('button', { name: 'Rate' })).toBeNull();
  });

  it('searches by card number or client', async () => {
    const { user, fetch } = setup();
    await screen.findByRole('row', { name: /000031/ });
    await user.type(screen.getByRole('textbox', { name: 'Search jobs' }), 'Amina');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/v1/portal/jobcard/nurse/12?search=Amina&offset=0&limit=10',
        expect.anything(),
      ),
    );
  });

  it('confirms a delete and explains a failure', async () => {
    const { user } = setup();
    await user.click(
      within(await screen.findByRole('row', { name: /000033/ })).getByRole('button', {
        name: 'Delete job CC-2025-000033',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete nurse job?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'An error occurred while deleting, refresh page and try again: Nurse job not found',
      ),
    ).toBeInTheDocument();
  });
});
