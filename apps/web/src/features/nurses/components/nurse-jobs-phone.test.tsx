import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNurse, makeNurseJob } from '../test-fixtures';
import { NurseJobsTab } from './nurse-jobs-tab';

// Issue 38: on a phone a nurse's jobs are cards whose first line holds the
// job and both its statuses; every other column follows, and the actions.

const wide = window.innerWidth;
afterEach(() => {
  window.innerWidth = wide;
});

function onPhone() {
  window.innerWidth = 390;
  const jobs = [
    makeNurseJob({ id: 501, status: 'completed' }),
    makeNurseJob({ id: 502, care_card_number: 'CC-2025-000032', status: 'ongoing' }),
  ];
  routeFetch([
    ['GET', /^\/api\/v1\/portal\/jobcard\/nurse\/12$/, () => ok({ rows: jobs, count: 2 })],
  ]);
  return renderWithProviders(<NurseJobsTab nurse={makeNurse({ verified: true })} />);
}

const firstLine = (card: HTMLElement) =>
  document.getElementById(card.getAttribute('aria-labelledby')!)!.parentElement!;

describe('My Jobs on a phone', { timeout: 30_000 }, () => {
  it('shows each job as a card with its job and pay status on the first line', async () => {
    onPhone();
    const list = await screen.findByRole('list', { name: 'My Jobs' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = await within(list).findByRole('listitem', { name: /^CC-2025-000031/ });
    const first = firstLine(card);
    expect(first).toHaveTextContent(/^CC-2025-000031.*Job Status: Completed.*Pay Status: /);
    expect(within(first).getByText('Completed').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'green',
    );
    expect(
      within(first)
        .getByText(/^Un[pP]aid$/)
        .closest('[data-color]'),
    ).toHaveAttribute('data-color', 'red');
    const terms = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      'Start Date',
      'End Date',
      'Shift',
      'Duration (in days)',
      'Daily Rate',
      'Nurse Pay',
      'Review',
    ]);
    expect(card).toHaveTextContent('07-03-2026last day of care 06-03');
    expect(card).toHaveTextContent('UGX 250,000');
    expect(within(card).getByRole('button', { name: 'Rate' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Edit job CC-2025-000031' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Delete job CC-2025-000031' })).toBeVisible();
    const ongoing = within(list).getByRole('listitem', { name: /^CC-2025-000032/ });
    expect(firstLine(ongoing)).toHaveTextContent('Job Status: Ongoing');
  });

  it("a card's Edit opens the job", async () => {
    const { user } = onPhone();
    const list = await screen.findByRole('list', { name: 'My Jobs' });
    const card = await within(list).findByRole('listitem', { name: /^CC-2025-000032/ });
    await user.click(within(card).getByRole('button', { name: 'Edit job CC-2025-000032' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Job CC-2025-000032' })).toBeVisible();
  });
});
