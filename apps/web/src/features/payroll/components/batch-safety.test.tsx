import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES, PROVIDER_OUTCOME_LABEL } from '@app/contract';
import { bodiesSent, failed, ok } from '../../../test/fixtures';
import { captureDownloads, open } from '../batch-test-harness';
import { makeBatch } from '../test-fixtures';
import { OWN_DRAFT } from './batch-actions';
import { HELD_TEXT } from './cancel-exported-dialog';

// Issue 36 on the payout batch screen: Approve not offered on one's own
// draft, an exported batch cancelled only by an ADMIN saying why and what
// the provider did, and numbers of the other network before a wallet file.

describe('payout batch screen: money that cannot go wrong', { timeout: 60_000 }, () => {
  it("Approve is not offered on one's own draft while two people approve, and says why", async () => {
    await open(makeBatch());
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText(OWN_DRAFT)).toBeVisible();
  });

  it("Approve is offered on another ADMIN's draft; a refusal shows", async () => {
    const { user, fetch } = await open(makeBatch({ draftedById: 'u2' }), [
      [
        'POST',
        /^\/api\/v1\/payroll\/batches\/5\/approve$/,
        () => failed(409, PAYROLL_MESSAGES.notDraft),
      ],
    ]);
    expect(screen.getByText('Approve it to export the payment files.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYROLL_MESSAGES.notDraft);
    expect(bodiesSent(fetch, 'POST', /approve$/)).toHaveLength(1);
  });

  it("Approve is offered on one's own draft when one ADMIN may approve", async () => {
    await open(makeBatch({ twoApprovers: false }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.queryByText(OWN_DRAFT)).not.toBeInTheDocument();
  });

  it('an exported batch is cancelled by an ADMIN saying why and what the provider did; STAFF are told why not', async () => {
    await open(makeBatch({ state: 'Exported' }), [], 'STAFF');
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).not.toBeInTheDocument();
    expect(screen.getByText(PAYROLL_MESSAGES.exportedCancelAdminOnly)).toBeVisible();
  });

  it('the cancel dialog of an exported batch asks the reason and the provider outcome', async () => {
    const { user, fetch } = await open(makeBatch({ state: 'Exported' }), [
      [
        'POST',
        /^\/api\/v1\/payroll\/batches\/5\/cancel$/,
        () => ok(makeBatch({ state: 'Cancelled' })),
      ],
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel PB-2026-000005?' });
    expect(dialog).toHaveTextContent('may already be at the provider');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
    expect(within(dialog).getByText(PAYROLL_MESSAGES.providerOutcomeRequired)).toBeVisible();
    expect(within(dialog).getByText(PAYROLL_MESSAGES.cancelReasonRequired)).toBeVisible();
    expect(bodiesSent(fetch, 'POST', /\/cancel$/)).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: PROVIDER_OUTCOME_LABEL.unknown }));
    expect(dialog).toHaveTextContent(HELD_TEXT);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why is it cancelled/ }),
      'Upload timed out',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
    expect(
      await screen.findByText(PAYROLL_MESSAGES.cancelled('PB-2026-000005')),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /\/cancel$/)).toEqual([
      { reason: 'Upload timed out', providerOutcome: 'unknown' },
    ]);
  });

  it('a batch cancelled after export still takes the results and says so', async () => {
    await open(makeBatch({ state: 'Cancelled', exportedAt: '2026-11-03T09:00:00.000Z' }));
    expect(screen.getByRole('button', { name: 'Upload result file' })).toBeVisible();
    expect(screen.getByText(/results can still be recorded/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).not.toBeInTheDocument();
  });

  it('before an MTN file, lines with an Airtel number are listed and left out unless included', async () => {
    const saved = captureDownloads();
    const { user, fetch } = await open(makeBatch({ state: 'Approved' }), [
      [
        'GET',
        /^\/api\/v1\/payroll\/batches\/5\/export$/,
        () =>
          new Response('MSISDN,Amount\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="PB-2026-000005-mtn.csv"',
            },
          }),
      ],
    ]);
    const group = screen.getByRole('group', { name: 'Export payment file' });
    await user.click(within(group).getByRole('button', { name: 'MTN MoMo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Numbers of another network' });
    expect(dialog).toHaveTextContent(PAYROLL_MESSAGES.otherNetwork(1, 'MTN MoMo', 'Airtel'));
    const listed = within(dialog).getByRole('list', { name: 'Lines of another network' });
    expect(within(listed).getAllByRole('listitem')).toHaveLength(1);
    expect(listed).toHaveTextContent('Grace Namuli, +256 701 234 567 (Airtel), PB-2026-000005-52');
    await user.click(within(dialog).getByRole('button', { name: 'Leave them out' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(group).getByRole('button', { name: 'MTN MoMo' }));
    dialog = await screen.findByRole('dialog', { name: 'Numbers of another network' });
    await user.click(within(dialog).getByRole('button', { name: 'Include them' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the bank sheet pays any number: no question
    await user.click(within(group).getByRole('button', { name: 'Bank sheet' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/export'))
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toEqual([
      { format: 'mtn' },
      { format: 'mtn', includeMismatched: 'true' },
      { format: 'bank' },
    ]);
  });

  it('before a bank sheet, lines an MTN file already carried are listed and left out: no one is paid twice', async () => {
    const saved = captureDownloads();
    const batch = makeBatch({ state: 'Exported' });
    batch.lines = batch.lines.map((l) => ({ ...l, exportedAs: 'mtn' as const }));
    const { user, fetch } = await open(batch, [
      [
        'GET',
        /^\/api\/v1\/payroll\/batches\/5\/export$/,
        () =>
          new Response('Beneficiary\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="PB-2026-000005-bank.csv"',
            },
          }),
      ],
    ]);
    const group = screen.getByRole('group', { name: 'Export payment file' });
    await user.click(within(group).getByRole('button', { name: 'Bank sheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lines already in another file' });
    expect(dialog).toHaveTextContent(PAYROLL_MESSAGES.inOtherFile(2, 'MTN MoMo'));
    const listed = within(dialog).getByRole('list', { name: 'Lines already in another file' });
    expect(within(listed).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Include them' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download without them' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/export'))
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toEqual([{ format: 'bank' }]);
  });
});
