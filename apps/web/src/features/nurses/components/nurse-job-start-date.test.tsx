import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/date-picker';
import { addDays, formatDate, ugandaDate, ugandaMidnight, type NurseJob } from '@app/contract';
import { ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeNurse, makeNurseJob } from '../test-fixtures';
import { NurseJobDialog } from './nurse-job-dialog';

// Issue 36: a nurse job is not ongoing, let alone completed, before its first day.
const today = ugandaDate();
const tomorrow = addDays(today, 1);
const yesterday = addDays(today, -1);
const refusal = (day: string, done: 'started' | 'completed') =>
  `This job starts on ${formatDate(ugandaMidnight(day))}; it cannot be ${done} before then`;

async function openStatusList(job: NurseJob) {
  routeFetch([['PUT', /^\/api\/v1\/portal\/jobcard\/nurse\/501$/, () => ok(job)]]);
  const nurse = makeNurse({ verified: true });
  const { user } = renderWithProviders(
    <NurseJobDialog open nurse={nurse} job={job} onClose={() => {}} />,
  );
  await user.click(screen.getByRole('combobox', { name: 'Job status' }));
  const list = await screen.findByRole('listbox');
  return (name: RegExp) => within(list).getByRole('option', { name });
}

describe('nurse job before its start date (issue 36)', { timeout: 30_000 }, () => {
  it("lists ongoing and completed greyed out with the contract's reason", async () => {
    const start = tomorrow;
    const option = await openStatusList(
      makeNurseJob({ start_date: start, end_date: addDays(start, 5) }),
    );
    expect(option(/^pending/i)).not.toHaveAttribute('aria-disabled');
    expect(option(/^cancelled/i)).not.toHaveAttribute('aria-disabled');
    expect(option(/^ongoing/i)).toHaveAttribute('aria-disabled', 'true');
    expect(option(/^ongoing/i)).toHaveTextContent(refusal(tomorrow, 'started'));
    expect(option(/^completed/i)).toHaveAttribute('aria-disabled', 'true');
    expect(option(/^completed/i)).toHaveTextContent(refusal(tomorrow, 'completed'));
  });

  it("keeps an ongoing job's Completed greyed out before its start date", async () => {
    const option = await openStatusList(makeNurseJob({ status: 'ongoing', start_date: tomorrow }));
    expect(option(/^ongoing/i)).not.toHaveAttribute('aria-disabled');
    expect(option(/^completed/i)).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['today', today],
    ['yesterday', yesterday],
  ])('offers every allowed move on a job that started %s', async (_when, start) => {
    const option = await openStatusList(makeNurseJob({ start_date: start }));
    for (const name of [/^pending$/i, /^ongoing$/i, /^cancelled$/i, /^completed$/i]) {
      expect(option(name)).not.toHaveAttribute('aria-disabled');
    }
    expect(screen.queryByText(/cannot be (started|completed) before then/)).toBeNull();
  });
});

describe('Paid only once the job is completed (issue 37)', { timeout: 30_000 }, () => {
  async function payOptions(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.click(screen.getByRole('combobox', { name: 'Payment status' }));
    const list = await screen.findByRole('listbox');
    return (name: RegExp) => within(list).getByRole('option', { name });
  }

  it('greys Paid out with the reason until Completed is chosen', async () => {
    routeFetch([]);
    const { user } = renderWithProviders(
      <NurseJobDialog
        open
        nurse={makeNurse({ verified: true })}
        job={makeNurseJob({ start_date: yesterday })}
        onClose={() => {}}
      />,
    );
    let option = await payOptions(user);
    expect(option(/^Paid/)).toHaveAttribute('aria-disabled', 'true');
    expect(option(/^Paid/)).toHaveTextContent(
      'This job is pending; only a completed job can be marked Paid',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Job status' }));
    await user.click(await screen.findByRole('option', { name: /^completed$/i }));
    option = await payOptions(user);
    expect(option(/^Paid/)).not.toHaveAttribute('aria-disabled');
  });
});
