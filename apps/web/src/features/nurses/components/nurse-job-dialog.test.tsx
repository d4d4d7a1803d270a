import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/date-picker';
import type { NurseJob } from '@app/contract';
import { bodiesSent, failed, makeJobCard, ok, routeFetch } from '../../../test/fixtures';
import { dateValue, enterDate } from '../../../test/date-input';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { makeNurse, makeNurseJob } from '../test-fixtures';
import { NurseJobDialog } from './nurse-job-dialog';

const CLASH =
  'Esther Namubiru is already booked from 01-03-2026, last day of care 03-03, on CC-2025-000017';

function setup(answers: Array<() => Response> = [], job?: NurseJob) {
  const posts = [...answers];
  const fetch = routeFetch([
    ['GET', /^\/api\/v1\/portal\/jobcard\/search$/, () => ok([makeJobCard()])],
    [
      'POST',
      /^\/api\/v1\/portal\/jobcard\/nurse\/12$/,
      () => posts.shift()?.() ?? ok(makeNurseJob(), 201),
    ],
    [
      'PUT',
      /^\/api\/v1\/portal\/jobcard\/nurse\/501$/,
      () => posts.shift()?.() ?? ok(makeNurseJob()),
    ],
  ]);
  const onClose = vi.fn();
  const nurse = makeNurse({ verified: true });
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open again</button>
        <NurseJobDialog
          open={open}
          nurse={nurse}
          job={job}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      </>
    );
  }
  const utils = renderWithProviders(<Harness />);
  const reopen = async () => {
    const open = screen.queryByRole('dialog');
    if (open) await utils.user.click(within(open).getByRole('button', { name: 'Close' }));
    // A form with changes asks first (issue 21): throw them away.
    const ask = screen.queryByRole('dialog', { name: 'Discard changes?' });
    if (ask) await utils.user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await utils.user.click(screen.getByRole('button', { name: 'Open again' }));
  };
  return { ...utils, fetch, onClose, reopen };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillJob(user: UserEvent) {
  await user.type(screen.getByRole('combobox', { name: /^Job card/ }), 'CC-2025');
  await user.click(await screen.findByRole('option', { name: /CC-2025-000031 · Amina Nakato/ }));
  enterDate(/^Start date/, '02-03-2026');
  // the card filled its days of care (issue 37); typed over here
  await user.clear(textbox(/^Duration/));
  await user.type(textbox(/^Duration/), '5');
  await user.type(textbox(/^Daily rate/), '50000');
}

const keysSent = (fetch: ReturnType<typeof routeFetch>) =>
  bodiesSent(fetch, 'POST', /nurse\/12$/).map(
    (b) => (b as { idempotency_key: string }).idempotency_key,
  );

describe('NurseJobDialog', { timeout: 30_000 }, () => {
  it('computes the total and the end date as the fields change', async () => {
    const { user } = setup();
    await fillJob(user);
    expect(textbox(/^Daily rate/)).toHaveValue('50,000');
    expect(textbox(/^Total amount/)).toHaveValue('UGX 250,000');
    expect(dateValue('End date')).toBe('07-03-2026');

    await user.clear(textbox(/^Duration/));
    await user.type(textbox(/^Duration/), '12');
    expect(textbox(/^Total amount/)).toHaveValue('UGX 600,000');
    expect(dateValue('End date')).toBe('14-03-2026');
  });

  it('takes at most 2 digits of duration and says what is required', async () => {
    const { user, fetch } = setup();
    await user.type(textbox(/^Duration/), '1a23');
    expect(textbox(/^Duration/)).toHaveValue('12');
    await user.clear(textbox(/^Duration/));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields are not filled')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Job card/ })).toHaveAccessibleDescription(
      'Field is required',
    );
    expect(textbox(/^Daily rate/)).toHaveAccessibleDescription('Value is required');
    expect(textbox(/^Duration/)).toHaveAccessibleDescription('Value is required');
    expect(bodiesSent(fetch, 'POST', /nurse\/12$/)).toHaveLength(0);
  });

  it('keeps the idempotency key across a retry and takes a fresh one when reopened', async () => {
    const { user, fetch, reopen } = setup([() => failed(409, CLASH)]);
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Error while creating nurse job: ${CLASH}`)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Job' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nurse job successfully created')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /nurse\/12$/)[0]).toEqual({
      jobId: 31,
      start_date: '2026-03-02',
      duration: 5,
      // Issue 27: the card's shifts ('Day') set the shift.
      shift: 'Day',
      rate: 50000,
      idempotency_key: expect.any(String),
    });
    const [first, retry] = keysSent(fetch);
    expect(retry).toBe(first);

    await reopen();
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(keysSent(fetch)).toHaveLength(3));
    expect(keysSent(fetch)[2]).not.toBe(first);
  });

  it('says "Nurse job already created" when the answer is a repeat', async () => {
    const { user, onClose } = setup([
      () =>
        jsonResponse(200, {
          status: 'success',
          data: makeNurseJob(),
          message: 'Nurse job already created',
        }),
    ]);
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nurse job already created')).toBeInTheDocument();
    expect(screen.queryByText('Nurse job successfully created')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('edits: offers only the allowed moves and sends what changed with updatedAt', async () => {
    const job = makeNurseJob({ status: 'ongoing' });
    const { user, fetch } = setup([], job);
    expect(screen.getByRole('dialog', { name: 'Edit Job CC-2025-000031' })).toBeInTheDocument();
    expect(textbox(/^Total amount/)).toHaveValue('UGX 250,000');
    await user.click(screen.getByRole('combobox', { name: 'Job status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // the contract's words (issue 38); the wire value is sent
    expect(options.map((o) => o.textContent)).toEqual(['Ongoing', 'Cancelled', 'Completed']);
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await user.click(screen.getByRole('combobox', { name: 'Payment status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Nurse job status update successful')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'PUT', /nurse\/501$/)).toEqual([
      { updatedAt: job.updatedAt, status: 'completed', payment_status: 'Paid' },
    ]);
  });

  it('gives the reason when a status update is refused', async () => {
    const { user } = setup(
      [() => failed(409, 'This job was already moved to cancelled by someone else')],
      makeNurseJob(),
    );
    await user.click(screen.getByRole('combobox', { name: 'Job status' }));
    await user.click(await screen.findByRole('option', { name: 'Ongoing' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText(
        'Nurse job status update failed: This job was already moved to cancelled by someone else',
      ),
    ).toBeInTheDocument();
  });
});
