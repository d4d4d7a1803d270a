import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { JobCard, JobStatus } from '@app/contract';
import { chipColors } from '../../../theme';
import { bodiesSent, failed, makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { JobCardDialog } from './job-card-dialog';
import { keepStyles } from '../../../test/styles';

// It asserts colours: emotion's styles stay in the document.
keepStyles();

function renderDialog(card: JobCard, put?: (body: { status?: string }) => Response) {
  let current = card;
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(current)],
    [
      'PUT',
      /^\/api\/v1\/portal\/jobcard\/31$/,
      (_url, init) => {
        const body = JSON.parse(String(init.body)) as { status?: JobStatus };
        const answer = put?.(body);
        if (answer) return answer;
        current = { ...current, status: body.status ?? current.status };
        return ok(current);
      },
    ],
    ['DELETE', /^\/api\/v1\/portal\/jobcard\/31$/, () => ok(undefined)],
    // No nurse job yet, nothing recorded (issue 37: job-card-visit.test.tsx has them).
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/nurses$/, () => ok([])],
    ['GET', /^\/api\/v1\/portal\/jobcard\/31\/timeline$/, () => ok([])],
  ]);
  const onClose = vi.fn();
  const utils = renderWithProviders(
    <JobCardDialog jobCardId={card.id} initial={card} onClose={onClose} />,
  );
  const dialog = () => screen.getByRole('dialog', { name: /^Job card CC-2025-000031/ });
  return { ...utils, fetch, onClose, dialog };
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent?.trim() || b.getAttribute('aria-label'));

describe('JobCardDialog', { timeout: 30_000 }, () => {
  it('shows the card: number, client, patient, dates, services and UGX amounts', async () => {
    const { dialog } = renderDialog(makeJobCard());
    expect(await screen.findByText('Baby Nakato')).toBeInTheDocument();
    const d = dialog();
    expect(within(d).getByText('Amina Nakato')).toBeInTheDocument();
    expect(within(d).getByRole('link', { name: '+256 772 123 456' })).toBeInTheDocument();
    expect(within(d).getByText('02-03-2025')).toBeInTheDocument();
    expect(within(d).getByText('Cord care')).toBeInTheDocument();
    expect(within(d).getByText('UGX 350,000')).toBeInTheDocument();
    expect(within(d).getByText('UGX missing')).toBeInTheDocument();
    // Missing values read 'Not Available' (SPEC 5).
    expect(within(d).getAllByText('Not Available').length).toBeGreaterThan(0);
  });

  it.each<[JobStatus, string, string[]]>([
    ['pending', 'Pending', ['Start Job', 'Cancel Job', 'Complete Job']],
    ['ongoing', 'Ongoing', ['Cancel Job', 'Complete Job']],
    ['completed', 'Completed', ['Print']],
    ['cancelled', 'Cancelled', ['Print']],
  ])('a %s card offers %s actions per SPEC 4', async (status, label, moves) => {
    const { dialog } = renderDialog(makeJobCard({ status }));
    await screen.findByText('Baby Nakato');
    const all = ['Start Job', 'Cancel Job', 'Complete Job', 'Print'];
    const names = buttonNames(dialog());
    for (const name of all) expect(names.includes(name), name).toBe(moves.includes(name));
    // Always: Delete Job, Edit and the care card.
    expect(names).toEqual(expect.arrayContaining(['Delete Job', 'Edit', 'Download care card']));
    const chip = within(dialog()).getByText(label).closest('.MuiChip-root');
    const colour = { pending: 'orange', ongoing: 'blue', completed: 'green', cancelled: 'red' };
    expect(chip).toHaveAttribute('data-color', colour[status]);
    expect(chip).toHaveStyle({ backgroundColor: chipColors[colour[status] as 'red'] });
  });

  it("Start Job sends {status} alone, toasts 'Job started' and shows the new status", async () => {
    const { user, fetch, dialog } = renderDialog(makeJobCard());
    await user.click(await within(dialog()).findByRole('button', { name: 'Start Job' }));
    // Each move says what happened (issue 21, item 12): starting is not completing.
    expect(await screen.findByText('Job started')).toBeInTheDocument();
    expect(screen.queryByText('Task completed successfully')).not.toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /jobcard\/31$/)).toEqual([{ status: 'ongoing' }]);
    expect(await within(dialog()).findByText('Ongoing')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Start Job' })).not.toBeInTheDocument();
  });

  it("Cancel Job asks first, then sends {status: cancelled} and toasts 'Job cancelled'", async () => {
    const { user, fetch, dialog } = renderDialog(makeJobCard({ status: 'ongoing' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Cancel Job' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel job card CC-2025-000031?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Job' }));
    expect(await screen.findByText('Job cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Task completed successfully')).not.toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /jobcard\/31$/)).toEqual([{ status: 'cancelled' }]);
  });

  it("Complete Job asks first naming the card, then sends {status: completed} and toasts 'Task completed successfully'", async () => {
    const { user, fetch, dialog } = renderDialog(makeJobCard({ status: 'ongoing' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Complete Job' }));
    const ask = await screen.findByRole('dialog', { name: 'Complete job card CC-2025-000031?' });
    await user.click(within(ask).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(bodiesSent(fetch, 'PUT', /jobcard\/31$/)).toHaveLength(0);
    const button = await waitFor(() =>
      within(dialog()).getByRole('button', { name: 'Complete Job' }),
    );
    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Complete job card CC-2025-000031?' });
    await user.click(within(again).getByRole('button', { name: 'Complete Job' }));
    expect(await screen.findByText('Task completed successfully')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /jobcard\/31$/)).toEqual([{ status: 'completed' }]);
    // The card is hidden from the accessibility tree until the question has faded out.
    await waitFor(() => expect(within(dialog()).getByText('Completed')).toBeInTheDocument());
  });

  it('shows the 409 message of a refused move', async () => {
    const message = 'This job is completed; a completed job cannot change status';
    const { user, dialog } = renderDialog(makeJobCard(), () => failed(409, message));
    await user.click(await within(dialog()).findByRole('button', { name: 'Complete Job' }));
    const ask = await screen.findByRole('dialog', { name: /^Complete job card/ });
    await user.click(within(ask).getByRole('button', { name: 'Complete Job' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Task completed successfully')).not.toBeInTheDocument();
  });

  it('Delete Job confirms, deletes, toasts and closes', async () => {
    const { user, fetch, dialog, onClose } = renderDialog(makeJobCard());
    await user.click(await within(dialog()).findByRole('button', { name: 'Delete Job' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Job?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Job' }));
    expect(await screen.findByText('Job deleted successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('a failed delete says to refresh and try again', async () => {
    const { user, fetch, dialog } = renderDialog(makeJobCard());
    fetch.mockImplementation((_input, init) =>
      Promise.resolve(
        init?.method === 'DELETE' ? failed(500, 'Boom') : ok(makeJobCard({ id: 31 })),
      ),
    );
    await user.click(await within(dialog()).findByRole('button', { name: 'Delete Job' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Job?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Job' }));
    expect(
      await screen.findByText('Error deleting job, please refresh and try again'),
    ).toBeInTheDocument();
  });

  it('Print prints the care card layout alone', async () => {
    let printed = '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('body > .print-area')?.textContent ?? '';
    });
    const { user, dialog } = renderDialog(makeJobCard({ status: 'completed' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(printed).toContain('Care card CC-2025-000031');
    expect(printed).toContain('Baby Nakato');
    await waitFor(() => expect(document.querySelector('.print-area')).toBeNull());
  });

  it('downloads the care card under the server file name', async () => {
    const { user, fetch, dialog } = renderDialog(makeJobCard());
    await screen.findByText('Baby Nakato');
    fetch.mockImplementation(() =>
      Promise.resolve(
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="care-card-CC-2025-000031.pdf"',
          },
        }),
      ),
    );
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:care-card';
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = this.download;
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Download care card' }));
    await waitFor(() => expect(saved).toBe('care-card-CC-2025-000031.pdf'));
    expect(fetch.mock.calls.at(-1)?.[0]).toBe('/api/v1/job/download/31');
  });
});
