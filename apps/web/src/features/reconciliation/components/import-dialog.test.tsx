import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECON_MESSAGES } from '@app/contract';
import { bodiesSent, failed, ok, routeFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeImport, makePreview } from '../test-fixtures';
import { ImportDialog } from './import-dialog';

const PREVIEW = /\/reconciliation\/preview$/;
const IMPORTS = /\/reconciliation\/imports$/;
const ONE_IMPORT = /\/reconciliation\/imports\/9$/;
const CSV =
  'Id,Date,From,From Name,Amount,Reference,Type\nTX-1001,2026-10-03 14:32,256772123456,AMINA NAKATO,"150,000",RCT-1042,Payment\n';

type Stage = Parameters<typeof makeImport>[0];

/** The API: a preview, an import accepted as id 9, and its progress as the test sets it. */
function api(preview = makePreview()) {
  const progress: { now: Stage } = { now: { state: 'Queued' } };
  const fetch = routeFetch([
    ['POST', PREVIEW, () => ok(preview)],
    ['POST', IMPORTS, () => ok(makeImport(), 202)],
    ['GET', ONE_IMPORT, () => ok(makeImport(progress.now))],
  ]);
  return { fetch, progress };
}

const posts = (fetch: ReturnType<typeof routeFetch>, path: RegExp) =>
  bodiesSent(fetch, 'POST', path);

async function openWithFile() {
  const onClose = vi.fn();
  const utils = renderWithProviders(<ImportDialog open onClose={onClose} />);
  const file = new File([CSV], 'mtn-october.csv', { type: 'text/csv' });
  await utils.user.upload(screen.getByLabelText('Statement file (CSV)'), file);
  await screen.findByRole('table', { name: 'Statement preview' });
  return { ...utils, onClose };
}

const select = (name: RegExp) => screen.getByRole('combobox', { name });

describe('statement import dialog', { timeout: 30_000 }, () => {
  it('previews the file with its mapping and posts nothing to imports before Import', async () => {
    const { fetch } = api();
    await openWithFile();

    // The file went as text with the provider; nothing was stored.
    expect(posts(fetch, PREVIEW)).toEqual([
      { provider: 'MTN', fileName: 'mtn-october.csv', content: CSV },
    ]);
    expect(posts(fetch, IMPORTS)).toEqual([]);

    // The first rows, under the file's headings.
    const table = screen.getByRole('table', { name: 'Statement preview' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('IdDateFromFrom NameAmountReferenceType');
    expect(rows[1]).toHaveTextContent('TX-10012026-10-03 14:32256772123456AMINA NAKATO150,000');
    expect(rows).toHaveLength(3);
    expect(screen.getByText(/240 rows in the file/)).toHaveTextContent(/last import/);

    // Each field's select holds the remembered column.
    expect(select(/^Transaction ID/)).toHaveTextContent('Id');
    expect(select(/^Date and time/)).toHaveTextContent('Date');
    expect(select(/^Amount \(UGX\)/)).toHaveTextContent('Amount');
    expect(select(/^Payer's phone number/)).toHaveTextContent('From');
    expect(select(/^Payer's name/)).toHaveTextContent('From Name');
    expect(select(/^Reference/)).toHaveTextContent('Reference');
    expect(select(/^Type/)).toHaveTextContent('Type');
  });

  it('changing the provider previews again for that provider', async () => {
    const { fetch } = api();
    const { user } = await openWithFile();
    await user.click(screen.getByRole('combobox', { name: /^Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Airtel Money' }));
    await waitFor(() => expect(posts(fetch, PREVIEW)).toHaveLength(2));
    expect(posts(fetch, PREVIEW)[1]).toMatchObject({ provider: 'Airtel' });
    expect(posts(fetch, IMPORTS)).toEqual([]);
  });

  it('a required field left unmapped is refused in the form, then the chosen column is sent', async () => {
    const guessed = makePreview({
      mappingSource: 'guessed',
      mapping: { ...makePreview().mapping, amount: null, direction: null },
      missing: ['amount'],
    });
    const { fetch } = api(guessed);
    const { user } = await openWithFile();
    expect(screen.getByText(/guessed from the headings/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(RECON_MESSAGES.chooseColumn('amount'))).toBeInTheDocument();
    expect(posts(fetch, IMPORTS)).toEqual([]);

    await user.click(select(/^Amount \(UGX\)/));
    await user.click(await screen.findByRole('option', { name: 'Amount' }));
    await waitFor(() =>
      expect(screen.queryByText(RECON_MESSAGES.chooseColumn('amount'))).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(posts(fetch, IMPORTS)).toHaveLength(1));
    expect(posts(fetch, IMPORTS)[0]).toEqual({
      provider: 'MTN',
      fileName: 'mtn-october.csv',
      content: CSV,
      mapping: {
        transaction_id: 'Id',
        occurred_at: 'Date',
        amount: 'Amount',
        phone: 'From',
        payer_name: 'From Name',
        reference: 'Reference',
        direction: null,
        status: null,
      },
    });
    const idempotency = fetch.mock.calls.find(([url]) => IMPORTS.test(String(url)))?.[1]?.headers;
    expect(new Headers(idempotency).get('idempotency-key')).toBeTruthy();
  });

  it('shows the progress while importing and matching, then the counts and first row errors', async () => {
    const { progress } = api();
    const { user } = await openWithFile();
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Waiting to start…')).toBeInTheDocument();

    progress.now = { state: 'Importing', totalRows: 240, processedRows: 60 };
    expect(await screen.findByText('Importing: 60 of 240 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    progress.now = { state: 'Matching', totalRows: 240, processedRows: 240 };
    expect(await screen.findByText('Matching the payments with the ledger…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    progress.now = {
      state: 'Done',
      totalRows: 240,
      processedRows: 240,
      added: 200,
      duplicates: 36,
      rejected: 2,
      skipped: 2,
      matched: 150,
      suggested: 30,
      errors: [
        { row: 5, error: RECON_MESSAGES.rowAmount },
        { row: 17, error: RECON_MESSAGES.rowDate },
      ],
    };
    const counts = await screen.findByLabelText('Import result');
    const figure = (label: string) => within(counts).getByText(label).nextElementSibling;
    expect(figure('Added')).toHaveTextContent('200');
    expect(figure('Already imported')).toHaveTextContent('36');
    expect(figure('Rejected')).toHaveTextContent('2');
    const errors = screen.getByRole('list', { name: 'Rejected rows' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Row 5: ${RECON_MESSAGES.rowAmount}`, `Row 17: ${RECON_MESSAGES.rowDate}`]);
  });

  it('shows the status column and, before Import, how many failed rows are left out', async () => {
    const base = makePreview();
    api(
      makePreview({
        headings: [...base.headings, 'Status'],
        rows: base.rows.map((r, i) => [...r, i === 0 ? 'SUCCESSFUL' : 'FAILED']),
        mapping: { ...base.mapping, status: 'Status' },
        failedRows: 3,
        failedStatuses: [
          { status: 'FAILED', rows: 2 },
          { status: 'REVERSED', rows: 1 },
        ],
      }),
    );
    const { user } = await openWithFile();
    expect(select(/^Status/)).toHaveTextContent('Status');
    expect(screen.getByText(/3 failed rows left out/)).toHaveTextContent(
      '3 failed rows left out (FAILED: 2, REVERSED: 1): a payment that did not complete is not money received.',
    );
    // another column: the import counts them
    await user.click(select(/^Status/));
    await user.click(await screen.findByRole('option', { name: 'Type' }));
    expect(screen.queryByText(/3 failed rows left out/)).not.toBeInTheDocument();
    expect(screen.getByText(/Rows whose Type is not a completed payment/)).toBeInTheDocument();
  });

  it('the finished import says how many failed rows it left out', async () => {
    const { progress } = api();
    const { user } = await openWithFile();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    progress.now = { state: 'Done', totalRows: 4, processedRows: 4, added: 3, failed: 1 };
    const counts = await screen.findByLabelText('Import result');
    const figure = (label: string) => within(counts).getByText(label).nextElementSibling;
    expect(figure('Added')).toHaveTextContent('3');
    expect(figure('Failed or reversed, left out')).toHaveTextContent('1');
    expect(screen.getByText(/new payments imported/)).toHaveTextContent(
      'mtn-october.csv: 3 new payments imported. 1 failed row left out.',
    );
  });

  it('a failed import shows its reason', async () => {
    const { fetch, progress } = api();
    const { user } = await openWithFile();
    progress.now = { state: 'Failed', failure: 'The file could not be read as CSV' };
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file could not be read as CSV')).toBeInTheDocument();
    expect(posts(fetch, IMPORTS)).toHaveLength(1);
  });

  it('an upload the API refuses shows its message and stays on the columns', async () => {
    const fetch = routeFetch([
      ['POST', PREVIEW, () => ok(makePreview())],
      ['POST', IMPORTS, () => failed(400, RECON_MESSAGES.columnNotInFile('Amount'))],
    ]);
    const { user } = await openWithFile();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(RECON_MESSAGES.columnNotInFile('Amount'))).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Statement preview' })).toBeInTheDocument();
    expect(posts(fetch, IMPORTS)).toHaveLength(1);
  });

  it('a preview the API refuses shows its message and offers no Import', async () => {
    routeFetch([['POST', PREVIEW, () => failed(400, RECON_MESSAGES.noHeadings)]]);
    const { user } = renderWithProviders(<ImportDialog open onClose={vi.fn()} />);
    await user.upload(
      screen.getByLabelText('Statement file (CSV)'),
      new File(['\n'], 'empty.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(RECON_MESSAGES.noHeadings)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
