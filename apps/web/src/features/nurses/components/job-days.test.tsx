import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import { dateGroup, dateValue, enterDate } from '../../../test/date-input';
import { makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNurse, makeNurseJob } from '../test-fixtures';
import { NurseJobDialog } from './nurse-job-dialog';
import { NurseJobsTab } from './nurse-jobs-tab';

// Issue 37, "dates agree": a nurse job made from a card covers exactly the
// card's days of care (2 to 6 December: 5 days), and where the job's end
// date (start + duration, SPEC 5) shows, the last day of care is said too.

const card = makeJobCard({ start_date: '2026-12-02', end_date: '2026-12-06' });

function openDialog() {
  routeFetch([
    ['GET', /^\/api\/v1\/portal\/jobcard\/search$/, () => ok([card])],
    [
      'GET',
      /^\/api\/v1\/schedule\/check$/,
      () => ok({ allowed: true, reason: null, warning: null }),
    ],
  ]);
  return renderWithProviders(
    <NurseJobDialog open nurse={makeNurse({ verified: true })} onClose={vi.fn()} />,
  );
}

const duration = () => screen.getByRole('textbox', { name: /^Duration/ });
const pick = async (user: ReturnType<typeof openDialog>['user']) => {
  await user.type(screen.getByRole('combobox', { name: /^Job card/ }), 'CC-2025');
  await user.click(await screen.findByRole('option', { name: /CC-2025-000031/ }));
};

describe('the nurse job dialog and the days of care (issue 37)', { timeout: 30_000 }, () => {
  it("takes the card's days: its first day and its days of care counted both ends", async () => {
    const { user } = openDialog();
    await pick(user);
    expect(dateValue(/^Start date/)).toBe('02-12-2026');
    expect(duration()).toHaveValue('5');
    // SPEC 5's end date, the day after the last day of care, and that last day in words
    expect(dateValue('End date')).toBe('07-12-2026');
    expect(dateGroup('End date').closest('.MuiFormControl-root')).toHaveTextContent(
      'Ends 07-12-2026 (last day of care 06-12)',
    );
  });

  it('keeps a duration typed by hand, and says the last day of care as it changes', async () => {
    const { user } = openDialog();
    await user.type(duration(), '3');
    await pick(user);
    expect(duration()).toHaveValue('3');
    expect(screen.getByText('Ends 05-12-2026 (last day of care 04-12)')).toBeInTheDocument();
    enterDate(/^Start date/, '30-12-2026');
    expect(screen.getByText('Ends 02-01-2027 (last day of care 01-01)')).toBeInTheDocument();
  });

  it('says how the end date is worked out while the days are incomplete', async () => {
    openDialog();
    expect(screen.getByText('Start date + duration')).toBeInTheDocument();
  });
});

describe("'My Jobs' and the days of care (issue 37)", { timeout: 30_000 }, () => {
  it('shows under the end date the last day of care', async () => {
    const job = makeNurseJob({ start_date: '2026-12-02', end_date: '2026-12-07', duration: 5 });
    routeFetch([
      ['GET', /^\/api\/v1\/portal\/jobcard\/nurse\/12$/, () => ok({ rows: [job], count: 1 })],
    ]);
    renderWithProviders(<NurseJobsTab nurse={makeNurse({ verified: true })} />);
    const table = await screen.findByRole('table', { name: 'My Jobs' });
    const row = await within(table).findByRole('row', { name: /CC-2025-000031/ });
    expect(row).toHaveTextContent('07-12-2026last day of care 06-12');
  });

  it('says when a job ended before its last day, and how many days were worked', async () => {
    const job = makeNurseJob({
      start_date: '2026-11-20',
      end_date: '2026-11-23',
      duration: 3,
      planned_duration: 10,
      amount: 150_000,
      status: 'completed',
    });
    routeFetch([
      ['GET', /^\/api\/v1\/portal\/jobcard\/nurse\/12$/, () => ok({ rows: [job], count: 1 })],
    ]);
    renderWithProviders(<NurseJobsTab nurse={makeNurse({ verified: true })} />);
    const table = await screen.findByRole('table', { name: 'My Jobs' });
    const row = await within(table).findByRole('row', { name: /CC-2025-000031/ });
    expect(row).toHaveTextContent('Ended early: 3 of 10 days worked');
  });
});
