import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/date-picker';
import { addDays, formatDate, ugandaDate, ugandaMidnight } from '@app/contract';
import { makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { enterDate } from '../../../test/date-input';
import { renderWithProviders } from '../../../test/render';
import { JobCardDialog } from './job-card-dialog';
import { JobCardFormDialog } from './job-card-form-dialog';

// Issue 36: a job card is not started, let alone completed, before its start date.
const today = ugandaDate();
const tomorrow = addDays(today, 1);
const yesterday = addDays(today, -1);
const dmy = (day: string) => formatDate(ugandaMidnight(day));
const refusal = (day: string, done: 'started' | 'completed') =>
  `This job starts on ${dmy(day)}; it cannot be ${done} before then`;

function renderDialog(start: string) {
  const card = makeJobCard({ start_date: start });
  routeFetch([['GET', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(card)]]);
  renderWithProviders(<JobCardDialog jobCardId={card.id} initial={card} onClose={() => {}} />);
  return screen.getByRole('dialog', { name: /^Job card CC-2025-000031/ });
}

function renderEdit(start: string) {
  const card = makeJobCard({ start_date: start });
  routeFetch([['PUT', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(card)]]);
  return renderWithProviders(
    <JobCardFormDialog open mode={{ kind: 'edit', card }} onClose={() => {}} />,
  );
}

describe('job card before its start date (issue 36)', { timeout: 30_000 }, () => {
  it('greys out Start and Complete Job until the start date, saying why', async () => {
    const dialog = renderDialog(tomorrow);
    const start = await within(dialog).findByRole('button', { name: 'Start Job' });
    const complete = within(dialog).getByRole('button', { name: 'Complete Job' });
    expect(start).toBeDisabled();
    expect(complete).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel Job' })).toBeEnabled();
    expect(within(dialog).getByText(refusal(tomorrow, 'started'))).toBeVisible();
    expect(within(dialog).getByText(refusal(tomorrow, 'completed'))).toBeVisible();
    expect(start).toHaveAccessibleDescription(refusal(tomorrow, 'started'));
    expect(complete).toHaveAccessibleDescription(refusal(tomorrow, 'completed'));
  });

  it.each([
    ['today', today],
    ['yesterday', yesterday],
  ])('offers them on a card that started %s', async (_when, start) => {
    const dialog = renderDialog(start);
    expect(await within(dialog).findByRole('button', { name: 'Start Job' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Complete Job' })).toBeEnabled();
    expect(within(dialog).queryByText(/cannot be (started|completed) before then/)).toBeNull();
  });

  it("the edit form lists Ongoing and Completed greyed out with the contract's reason", async () => {
    const { user } = renderEdit(tomorrow);
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    const list = await screen.findByRole('listbox');
    const option = (name: RegExp) => within(list).getByRole('option', { name });
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    expect(option(/^Pending/)).not.toHaveAttribute('aria-disabled');
    expect(option(/^Cancelled/)).not.toHaveAttribute('aria-disabled');
    expect(option(/^Ongoing/)).toHaveAttribute('aria-disabled', 'true');
    expect(option(/^Ongoing/)).toHaveTextContent(refusal(tomorrow, 'started'));
    expect(option(/^Completed/)).toHaveAttribute('aria-disabled', 'true');
    expect(option(/^Completed/)).toHaveTextContent(refusal(tomorrow, 'completed'));
  });

  it('the edit form offers them from the start date on', async () => {
    const { user } = renderEdit(today);
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Pending',
      'Ongoing',
      'Cancelled',
      'Completed',
    ]);
    for (const option of options) expect(option).not.toHaveAttribute('aria-disabled');
  });

  it('says why below the list when the date moves after Ongoing was chosen', async () => {
    const { user } = renderEdit(yesterday);
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Ongoing' }));
    enterDate(/^Booking date/, dmy(tomorrow));
    const status = screen.getByRole('combobox', { name: /^Status/ });
    await waitFor(() => expect(status).toHaveAccessibleDescription(refusal(tomorrow, 'started')));
    // The field shows the label alone, not the reason under it in the list.
    expect(status).toHaveTextContent(/^Ongoing$/);
  });
});
