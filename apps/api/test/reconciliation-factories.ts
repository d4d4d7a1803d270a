import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ReconImport, ReconLine, ReconMappingInput } from '@app/contract';
import { statementImports, statementLines, statementMappings } from '../src/db/schema/index.ts';
import { createCustomer, type Ctx } from './factories.ts';
import { createIncome } from './ledger-factories.ts';

// Shared builders for the reconciliation suites (issue 25).

/** Headings as an MTN MoMo statement export writes them. */
export const MTN_HEADINGS = [
  'Id',
  'Date',
  'Status',
  'Type',
  'From',
  'From Name',
  'To',
  'Amount',
  'Currency',
  'Note/Message',
];
export const MTN_MAPPING: ReconMappingInput = {
  transaction_id: 'Id',
  occurred_at: 'Date',
  amount: 'Amount',
  phone: 'From',
  payer_name: 'From Name',
  reference: 'Note/Message',
  direction: 'Type',
  status: 'Status',
};

export type StatementRow = {
  id: string;
  date: string;
  amount: string | number;
  from?: string;
  name?: string;
  note?: string;
  type?: string;
  /** As MTN writes it: SUCCESSFUL unless given. */
  status?: string;
};

const cell = (v: unknown) => {
  const s = String(v ?? '');
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** An MTN-style statement CSV of these rows (money in unless `type` says otherwise). */
export function mtnCsv(rows: StatementRow[], preamble: string[] = []) {
  const lines = rows.map((r) =>
    [
      r.id,
      r.date,
      r.status ?? 'SUCCESSFUL',
      r.type ?? 'PAYMENT RECEIVED',
      r.from ?? '',
      r.name ?? '',
      'FRI:CARE/USER',
      r.amount,
      'UGX',
      r.note ?? '',
    ]
      .map(cell)
      .join(','),
  );
  return [...preamble, MTN_HEADINGS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** One MTN payment on `day` at 10:00 from one payer (issue 36's suites), SUCCESSFUL unless said. */
export const statementRow = (
  id: string,
  day: string,
  amount: string | number,
  status?: string,
): StatementRow => ({
  id,
  date: `${day} 10:00:00`,
  amount,
  from: 'FRI:256772400001/MSISDN',
  name: 'Payer',
  ...(status === undefined ? {} : { status }),
});

export const recon = (path = '') => `/reconciliation${path}`;

/** Uploads a statement (202) and answers the queued import. */
export async function upload(
  c: Ctx,
  content: string,
  opts: { provider?: 'MTN' | 'Airtel'; mapping?: ReconMappingInput; fileName?: string } = {},
) {
  const res = await c.send(recon('/imports'), {
    provider: opts.provider ?? 'MTN',
    fileName: opts.fileName ?? 'statement.csv',
    content,
    mapping: opts.mapping ?? MTN_MAPPING,
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data as ReconImport;
}

export async function importStatus(c: Ctx, id: number) {
  const res = await c.read(recon(`/imports/${id}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReconImport;
}

/** Uploads a statement and waits for the queue's worker to finish its import, as in production. */
export async function importedByQueue(c: Ctx, content: string): Promise<ReconImport> {
  const queued = await upload(c, content);
  for (let i = 0; i < 300; i++) {
    const now = await importStatus(c, queued.id);
    if (now.state === 'Done' || now.state === 'Failed') return now;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import did not finish');
}

/** A statement line by its transaction id, as GET /reconciliation/lines answers it. */
export async function lineByTxn(c: Ctx, txn: string, query = 'limit=100'): Promise<ReconLine> {
  const page = (await c.read(recon(`/lines?${query}`))).json().data;
  const found = (page.rows as ReconLine[]).find((l) => l.transactionId === txn);
  if (!found) throw new Error(`no line ${txn}`);
  return found;
}

/** Uploads a statement and runs its job here (the queue's workers off), answering the import. */
export async function importNow(c: Ctx, content: string, opts: Parameters<typeof upload>[2] = {}) {
  const queued = await upload(c, content, opts);
  await c.app.services.reconciliation.runImport(queued.id);
  return importStatus(c, queued.id);
}

/** A customer with this phone and a ledger entry of theirs. */
export async function customerWithEntry(
  c: Ctx,
  phone: string,
  entry: { amount: number; date: string; status?: string; method?: string; receipt?: string },
) {
  const customer = await createCustomer(c, { phonenumber: phone });
  const income = await createIncome(c, customer.id, {
    amount: entry.amount,
    txn_date: entry.date,
    status: entry.status ?? 'Pending',
    payment_method: entry.method ?? 'Mobile Money',
    ...(entry.receipt ? { doc_id: entry.receipt } : {}),
  });
  return { customer, income };
}

/** How many imports, statement lines and remembered mappings are stored. */
export const storedCounts = async (c: Ctx) => ({
  imports: (await c.db.select({ n: count() }).from(statementImports))[0]!.n,
  lines: (await c.db.select({ n: count() }).from(statementLines))[0]!.n,
  mappings: (await c.db.select({ n: count() }).from(statementMappings))[0]!.n,
});

/** Twelve MTN payments of UGX 50,000 from different numbers, 1 to 12 November 2026. */
export const TWELVE_ROWS: StatementRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: `MP2611${String(i).padStart(4, '0')}`,
  date: `2026-11-${String(i + 1).padStart(2, '0')} 10:15:00`,
  amount: '50,000',
  from: `FRI:2567722000${String(i).padStart(2, '0')}/MSISDN`,
  name: `Payer ${i}`,
  note: 'care',
}));
