import type { ReconEntry, ReconImport, ReconLine, ReconPreview, ReconSummary } from '@app/contract';
import { createElement } from 'react';
import { makeSession, renderApp } from '../../test/render';
import { ReconciliationScreen } from './components/reconciliation-screen';

// Reconciliation records as the API answers them, and the screen at a URL.

export function makeEntry(overrides: Partial<ReconEntry> = {}): ReconEntry {
  return {
    id: 501,
    receipt: 'RCT-1042',
    customerId: 7,
    customerName: 'Amina Nakato',
    customerPhone: '+256772123456',
    amount: 150_000,
    txnDate: '2026-10-03',
    status: 'UnPaid',
    paymentMethod: 'Mobile Money',
    matchedAmount: 0,
    owed: overrides.amount ?? 150_000,
    overpaid: 0,
    ...overrides,
  };
}

export function makeLine(overrides: Partial<ReconLine> = {}): ReconLine {
  return {
    id: 71,
    importId: 9,
    provider: 'MTN',
    transactionId: 'MP261003.1234.A56789',
    occurredAt: '2026-10-03T11:32:00.000Z',
    amount: 150_000,
    phone: '+256772123456',
    payerName: 'AMINA NAKATO',
    reference: 'RCT-1042',
    matchState: 'Unmatched',
    matchKind: null,
    matchedAt: null,
    matchedByName: null,
    entry: null,
    suggestions: [],
    ...overrides,
  };
}

export function makePreview(overrides: Partial<ReconPreview> = {}): ReconPreview {
  return {
    provider: 'MTN',
    headings: ['Id', 'Date', 'From', 'From Name', 'Amount', 'Reference', 'Type'],
    rows: [
      [
        'TX-1001',
        '2026-10-03 14:32',
        '256772123456',
        'AMINA NAKATO',
        '150,000',
        'RCT-1042',
        'Payment',
      ],
      ['TX-1002', '2026-10-04 09:10', '256701555123', 'JOHN OKELLO', '80,000', '', 'Payment'],
    ],
    totalRows: 240,
    mapping: {
      transaction_id: 'Id',
      occurred_at: 'Date',
      amount: 'Amount',
      phone: 'From',
      payer_name: 'From Name',
      reference: 'Reference',
      direction: 'Type',
      status: null,
    },
    mappingSource: 'remembered',
    missing: [],
    failedRows: 0,
    failedStatuses: [],
    ...overrides,
  };
}

export function makeImport(overrides: Partial<ReconImport> = {}): ReconImport {
  return {
    id: 9,
    provider: 'MTN',
    fileName: 'mtn-october.csv',
    state: 'Queued',
    totalRows: 0,
    processedRows: 0,
    added: 0,
    duplicates: 0,
    rejected: 0,
    skipped: 0,
    failed: 0,
    matched: 0,
    suggested: 0,
    errors: [],
    failure: null,
    uploadedByName: 'Amina Nakato',
    createdAt: '2026-10-31T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

const figure = (count: number, amount: number) => ({ count, amount });

export function makeSummary(overrides: Partial<ReconSummary> = {}): ReconSummary {
  return {
    month: '2026-10',
    providers: [
      {
        provider: 'MTN',
        received: figure(12, 1_800_000),
        matched: figure(9, 1_350_000),
        unmatched: figure(3, 450_000),
        suggested: figure(1, 150_000),
        difference: 450_000,
      },
      {
        provider: 'Airtel',
        received: figure(4, 600_000),
        matched: figure(4, 600_000),
        unmatched: figure(0, 0),
        suggested: figure(0, 0),
        difference: 0,
      },
    ],
    total: {
      received: figure(16, 2_400_000),
      matched: figure(13, 1_950_000),
      unmatched: figure(3, 450_000),
      suggested: figure(1, 150_000),
      difference: 450_000,
    },
    unbacked: figure(2, 230_000),
    shortfall: figure(1, 70_000),
    overpaid: figure(0, 0),
    ...overrides,
  };
}

export const RECON_PATH = '/finance/reconciliation';

/** Mounts the reconciliation screen signed in, at its path with a query. */
export function renderScreen(search = '') {
  return renderApp(`${RECON_PATH}${search}`, {
    session: makeSession(),
    routes: [{ path: RECON_PATH, element: createElement(ReconciliationScreen) }],
  });
}
