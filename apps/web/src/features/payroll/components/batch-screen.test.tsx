import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES, PROVIDER_OUTCOME_LABEL } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { makeSession, renderApp } from '../../../test/render';
import { captureDownloads, lines, open } from '../batch-test-harness';
import { makeBatch, makeLine } from '../test-fixtures';

const LAZY = { timeout: 15_000 };

describe('payout batch screen', { timeout: 60_000 }, () => {
  it('shows the lines, the total and who drafted it', async () => {
    await open(makeBatch({ note: 'October nurses' }));
    expect(screen.getByText('Draft').closest('.MuiChip-root')).toHaveAttribute(
      'data-color',
      'grey',
    );
    expect(screen.getAllByText('UGX 290,000').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Drafted by').nextSibling).toHaveTextContent(
      'Amina Nakato, 02-11-2026',
    );
    expect(screen.getByText('October nurses')).toBeInTheDocument();
    const cards = within(lines()).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName('Esther Namubiru, CC-2026-000301');
    expect(cards[0]).toHaveTextContent('+256 772 555 111 · CC-2026-000301');
    expect(cards[0]).toHaveTextContent('7 days × UGX 20,000');
    expect(cards[0]).toHaveTextContent('UGX 140,000');
    expect(cards[0]).toHaveTextContent('Reference PB-2026-000005-51');
    expect(cards[1]).toHaveTextContent('UGX 150,000');
    // A Draft is neither exported nor paid yet.
    expect(screen.queryByRole('group', { name: 'Export payment file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it('Approve is for an ADMIN only', async () => {
    await open(makeBatch(), [], 'STAFF');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText('An ADMIN approves this batch before it is exported.')).toBeVisible();
  });

  it('an approved batch exports the MTN MoMo, Airtel Money and bank files', async () => {
    const saved = captureDownloads();
    const { user, fetch } = await open(
      makeBatch({ state: 'Approved', approvedByName: 'John Okello', lines: [makeLine()] }),
      [
        [
          'GET',
          /^\/api\/v1\/payroll\/batches\/5\/export$/,
          (url) =>
            new Response('MSISDN,Amount\n', {
              headers: {
                'Content-Type': 'text/csv; charset=utf-8',
                'Content-Disposition': `attachment; filename="PB-2026-000005-${url.searchParams.get('format')}.csv"`,
              },
            }),
        ],
      ],
    );
    const group = screen.getByRole('group', { name: 'Export payment file' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['MTN MoMo', 'Airtel Money', 'Bank sheet']);
    await user.click(within(group).getByRole('button', { name: 'MTN MoMo' }));
    await waitFor(() => expect(saved).toEqual(['PB-2026-000005-mtn.csv']));
    await user.click(within(group).getByRole('button', { name: 'Bank sheet' }));
    await waitFor(() =>
      expect(saved).toEqual(['PB-2026-000005-mtn.csv', 'PB-2026-000005-bank.csv']),
    );
    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/export'))
      .map((url) => url.searchParams.get('format'));
    expect(asked).toEqual(['mtn', 'bank']);
  });

  it('Mark paid sends the channel and transaction id, or the reason of a failure', async () => {
    const { user, fetch } = await open(makeBatch({ state: 'Exported' }), [
      [
        'POST',
        /^\/api\/v1\/payroll\/batches\/5\/lines\/\d+\/paid$/,
        () => ok(makeBatch({ state: 'Exported' })),
      ],
    ]);
    const first = within(lines()).getByRole('listitem', { name: /Esther/ });
    await user.click(within(first).getByRole('button', { name: 'Mark paid' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    // An MTN number: MTN MoMo is preselected.
    expect(within(dialog).getByRole('combobox', { name: /Channel/ })).toHaveTextContent('MTN MoMo');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText(PAYROLL_MESSAGES.txnRequired)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Transaction id/ }),
      ' MP2611030001 ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(PAYROLL_MESSAGES.linePaid)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const second = within(lines()).getByRole('listitem', { name: /Grace/ });
    await user.click(within(second).getByRole('button', { name: 'Mark paid' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(within(dialog).getByRole('combobox', { name: /Channel/ })).toHaveTextContent(
      'Airtel Money',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Failed' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Number not registered',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await screen.findByText(PAYROLL_MESSAGES.lineFailed)).toBeInTheDocument();

    expect(bodiesSent(fetch, 'POST', /\/lines\/51\/paid$/)).toEqual([
      { paid: true, channel: 'MTN', providerTxnId: 'MP2611030001' },
    ]);
    expect(bodiesSent(fetch, 'POST', /\/lines\/52\/paid$/)).toEqual([
      { paid: false, reason: 'Number not registered' },
    ]);
  });

  it('a paid line shows its transaction id; a second payment with another id shows the refusal', async () => {
    const batch = makeBatch({
      state: 'PartlyPaid',
      lines: [
        makeLine({
          state: 'Paid',
          channel: 'MTN',
          providerTxnId: 'MP2611030001',
          paidAt: '2026-11-03T09:30:00.000Z',
        }),
        makeLine({
          id: 52,
          nurseName: 'Grace Namuli',
          state: 'Pending',
          reference: 'PB-2026-000005-52',
        }),
      ],
    });
    const { user } = await open(batch, [
      [
        'POST',
        /^\/api\/v1\/payroll\/batches\/5\/lines\/52\/paid$/,
        () => failed(409, PAYROLL_MESSAGES.alreadyPaidOther),
      ],
    ]);
    const paid = within(lines()).getByRole('listitem', { name: /Esther/ });
    expect(paid).toHaveTextContent('MTN MoMo MP2611030001 · 03-11-2026');
    expect(within(paid).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    // Issue 36: cancelling it asks what the provider did: 'nobody was paid' is not offered.
    await user.click(screen.getByRole('button', { name: 'Cancel batch' }));
    const cancelling = await screen.findByRole('dialog', { name: 'Cancel PB-2026-000005?' });
    expect(
      within(cancelling).getByRole('radio', { name: PROVIDER_OUTCOME_LABEL.not_sent }),
    ).toBeDisabled();
    expect(
      within(cancelling).getByRole('radio', { name: PROVIDER_OUTCOME_LABEL.some_paid }),
    ).toBeEnabled();
    await user.click(within(cancelling).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const pending = within(lines()).getByRole('listitem', { name: /Grace/ });
    await user.click(within(pending).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    await user.type(within(dialog).getByRole('textbox', { name: /Transaction id/ }), 'MP999');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText(PAYROLL_MESSAGES.alreadyPaidOther)).toBeInTheDocument();
  });

  it('uploads a result file as text and shows the counts and the rows not applied', async () => {
    const { user, fetch } = await open(makeBatch({ state: 'Exported' }), [
      [
        'POST',
        /^\/api\/v1\/payroll\/batches\/5\/results$/,
        () =>
          ok({
            paid: 1,
            failed: 1,
            unknown: 1,
            alreadyPaid: 0,
            problems: [
              { row: 3, reference: 'PB-2026-000001-9', problem: 'No such line in this batch' },
            ],
            batch: makeBatch({ state: 'PartlyPaid' }),
          }),
      ],
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload result file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload result file' });
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'File layout' }));
    await user.click(await screen.findByRole('option', { name: 'Airtel Money' }));
    const csv = 'Reference,Status,Transaction ID\nPB-2026-000005-51,SUCCESS,AM1\n';
    fireEvent.change(within(dialog).getByLabelText('Result file'), {
      target: { files: [new File([csv], 'airtel-results.csv', { type: 'text/csv' })] },
    });
    expect(within(dialog).getByText('airtel-results.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const counts = await within(dialog).findByLabelText('Result counts');
    expect(counts).toHaveTextContent('Paid1Failed1Unknown references1Already paid0');
    expect(within(dialog).getByRole('list', { name: 'Rows not applied' })).toHaveTextContent(
      'Row 3 (PB-2026-000001-9): No such line in this batch',
    );
    expect(await screen.findByText('1 paid, 1 failed')).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /\/results$/)).toEqual([{ format: 'airtel', content: csv }]);
  });

  it('Cancel batch asks first, then cancels', async () => {
    const { user, fetch } = await open(makeBatch({ state: 'Approved' }), [
      [
        'POST',
        /^\/api\/v1\/payroll\/batches\/5\/cancel$/,
        () => ok(makeBatch({ state: 'Cancelled' })),
      ],
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel PB-2026-000005?' });
    expect(dialog).toHaveTextContent('Its 2 jobs (UGX 290,000) go back to the unpaid list');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetch, 'POST', /\/cancel$/)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel batch' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel PB-2026-000005?' })).getByRole(
        'button',
        {
          name: 'Cancel batch',
        },
      ),
    );
    expect(
      await screen.findByText(PAYROLL_MESSAGES.cancelled('PB-2026-000005')),
    ).toBeInTheDocument();
    expect(bodiesSent(fetch, 'POST', /\/cancel$/)).toHaveLength(1);
  });

  it('says so when the batch cannot be loaded', async () => {
    routeFetch([
      ['GET', /^\/api\/v1\/payroll\/batches\/5$/, () => failed(404, 'Payout batch not found')],
    ]);
    renderApp('/finance/payroll/batches/5', { session: makeSession() });
    expect(await screen.findByText('Payout batch not found', {}, LAZY)).toBeInTheDocument();
  });
});
