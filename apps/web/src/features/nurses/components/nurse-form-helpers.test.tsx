import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import { makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { dateValue, enterDate } from '../../../test/date-input';
import { renderWithProviders } from '../../../test/render';
import { makeNurse } from '../test-fixtures';
import { NurseJobDialog } from './nurse-job-dialog';
import { NurseWizardDialog } from './nurse-wizard-dialog';
import { nurseWizardSchema } from './nurse-wizard-form';

const BEFORE = 'The end date is before the start date';

describe('nurseWizardSchema', () => {
  it('finds an end date before its start while other steps are still empty', () => {
    const result = nurseWizardSchema.safeParse({
      work_started: '2020-05-10',
      work_ended: '2019-02-01',
      school_started: '2015-01-01',
      school_ended: '2014-01-01',
    });
    const issues = result.error?.issues ?? [];
    expect(issues.find((i) => i.path[0] === 'work_ended')?.message).toBe(BEFORE);
    expect(issues.find((i) => i.path[0] === 'school_ended')?.message).toBe(BEFORE);
  });
});

describe('the nurse forms', { timeout: 30_000 }, () => {
  it("the wizard's Next refuses a work end date before its start, with Save's message", async () => {
    routeFetch([['GET', /^\/api\/v1\/places$/, () => ok([])]]);
    const { user } = renderWithProviders(<NurseWizardDialog open onClose={vi.fn()} />);
    const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
    for (const [label, text] of [
      [/^First name/, 'Esther'],
      [/^Last name/, 'Namubiru'],
      [/^E-mail/, 'esther@example.ug'],
      [/^Phone number/, '0772 555 111'],
    ] as const) {
      await user.click(textbox(label));
      await user.paste(text);
    }
    const next = () => screen.getByRole('button', { name: 'Next' });
    const heading = () => screen.getByRole('heading', { level: 3 });
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent("Basic Info cont'd"));
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent('Work History'));
    enterDate(/^Started/, '10-05-2020');
    enterDate(/^Ended/, '01-02-2019');
    await user.click(next());
    expect(await screen.findByText(BEFORE)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Work History');
    // Back keeps what was typed on the earlier steps.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Basic Information'));
    expect(textbox(/^Last name/)).toHaveValue('Namubiru');
  });

  it('Add Job takes the start date of the chosen job card', async () => {
    routeFetch([
      [
        'GET',
        /^\/api\/v1\/portal\/jobcard\/search$/,
        () => ok([makeJobCard({ start_date: '2026-05-04' })]),
      ],
    ]);
    const { user } = renderWithProviders(
      <NurseJobDialog open nurse={makeNurse({ verified: true })} onClose={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Job' });
    await user.type(within(dialog).getByRole('combobox', { name: /^Job card/ }), 'CC-2025');
    // The search waits for a pause in typing; a busy machine takes longer.
    const option = await screen.findByRole('option', { name: /CC-2025-000031/ }, { timeout: 5000 });
    await user.click(option);
    await waitFor(() => expect(dateValue(/^Start date/)).toBe('04-05-2026'), { timeout: 5000 });
    // With 5 days the end date follows, as in the job card form.
    await user.type(within(dialog).getByRole('textbox', { name: /^Duration/ }), '5');
    await waitFor(() => expect(dateValue('End date')).toBe('09-05-2026'));
  });
});
