// Issue 25's figures: a 50,000-line MTN MoMo statement imported through the
// running API (upload -> lines stored: under 10 s) and matched against the
// ledger (under 30 s against the 1,000,000-entry bench ledger on PostgreSQL).
// The statement is built from the database the server uses: a share of its
// lines name existing receipt numbers (exact matches), a share only match
// an entry by amount, payer's phone and a day or two apart (suggestions),
// the rest match nothing. What the run wrote is undone afterwards.
import pg from 'pg';
import { API_BASE } from '../../packages/contract/src/paths.ts';

export const LINES = 50_000;
const SHARES = { exact: 0.4, suggested: 0.3 };
/** The columns of the statements the benches write (buildStatement). */
export const MAPPING = {
  transaction_id: 'Id',
  occurred_at: 'Date',
  amount: 'Amount',
  phone: 'From',
  payer_name: 'From Name',
  reference: 'Note/Message',
  direction: 'Type',
};
const HEADINGS = [
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

const pad = (n) => String(n).padStart(2, '0');
/** A Kampala wall-clock time as MTN writes it, `days` after the date, at a time of day from `i`. */
function when(date, days, i) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.toISOString().slice(0, 10)} ${pad(7 + (i % 12))}:${pad(i % 60)}:${pad((i * 7) % 60)}`;
}
const msisdn = (phone) => (phone ? `FRI:${phone.replace(/^\+/, '')}/MSISDN` : '');

/** Ledger entries for the statement's lines: a fresh, even spread over the ledger, none matched yet. */
async function entries(client, n) {
  const { rows } = await client.query(
    `SELECT e.id, e.doc_id, e.amount::bigint AS amount, e.txn_date::text AS txn_date,
            c.phonenumber AS phone, c.firstname || ' ' || c.lastname AS name
     FROM income_trace e JOIN customers c ON c.id = e.user_id
     WHERE e.id % 17 = 3
       AND NOT EXISTS (SELECT 1 FROM statement_lines l WHERE l.income_id = e.id)
     ORDER BY e.id LIMIT $1`,
    [n],
  );
  if (rows.length < n)
    throw new Error(`only ${rows.length} ledger entries to build the statement from`);
  return rows;
}

/** The statement: exact lines (receipt in the message), suggestion lines, lines matching nothing. */
export async function buildStatement(client, tag, lines = LINES) {
  const exact = Math.round(lines * SHARES.exact);
  const suggested = Math.round(lines * SHARES.suggested);
  const ledger = await entries(client, exact + suggested).catch(() => []);
  const out = [HEADINGS.join(',')];
  for (let i = 0; i < lines; i++) {
    const e = ledger[i];
    const id = `${tag}${String(i).padStart(6, '0')}`;
    let row;
    if (e && i < exact)
      row = [id, when(e.txn_date, 0, i), e.amount, msisdn(e.phone), e.name, `Payment ${e.doc_id}`];
    else if (e && i < exact + suggested)
      row = [id, when(e.txn_date, i % 3, i), e.amount, msisdn(e.phone), e.name, 'for mama care'];
    else
      row = [
        id,
        when('2026-06-01', i % 150, i),
        1_001 + (i % 997) * 7,
        `FRI:2567019${String(i).padStart(5, '0')}/MSISDN`,
        'NOBODY KNOWN',
        'school fees',
      ];
    const [txn, date, amount, from, name, note] = row;
    out.push(
      [
        txn,
        date,
        'SUCCESSFUL',
        'PAYMENT RECEIVED',
        from,
        `"${name}"`,
        'FRI:CARE/USER',
        amount,
        'UGX',
        note,
      ].join(','),
    );
  }
  return {
    content: `${out.join('\r\n')}\r\n`,
    planned: { exact: ledger.length ? exact : 0, suggested: ledger.length ? suggested : 0 },
  };
}

/** Undoes a run: the entries' statuses back, the import's lines, suggestions and row gone. */
export async function undoImport(client, importId) {
  await client.query('BEGIN');
  await client.query(
    `UPDATE income_trace e SET status = l.previous_status
     FROM statement_lines l
     WHERE l.import_id = $1 AND l.income_id = e.id AND l.previous_status IS NOT NULL
       AND l.previous_status <> 'Paid'`,
    [importId],
  );
  await client.query(
    'DELETE FROM statement_suggestions WHERE line_id IN (SELECT id FROM statement_lines WHERE import_id = $1)',
    [importId],
  );
  await client.query('DELETE FROM statement_lines WHERE import_id = $1', [importId]);
  await client.query('DELETE FROM statement_imports WHERE id = $1', [importId]);
  await client.query('COMMIT');
}

/**
 * Uploads the statement to a started server and follows its progress:
 * import = upload until the lines are stored (state Matching), matching =
 * from then until Done. `dbUrl` is the server's PostgreSQL (to build the
 * statement from its ledger and undo the run), or none (PGlite: lines only).
 */
export async function measureReconcile({ base, token, dbUrl, lines = LINES }) {
  const client = dbUrl ? new pg.Client({ connectionString: dbUrl }) : null;
  await client?.connect();
  try {
    const tag = `BR${Date.now().toString(36).toUpperCase()}`;
    const { content, planned } = client
      ? await buildStatement(client, tag, lines)
      : await buildStatement({ query: async () => ({ rows: [] }) }, tag, lines);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const t0 = performance.now();
    const res = await fetch(`${base}${API_BASE}/reconciliation/imports`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ provider: 'MTN', fileName: `${tag}.csv`, content, mapping: MAPPING }),
    });
    const answer = await res.json();
    if (res.status !== 202) throw new Error(`upload: ${res.status} ${JSON.stringify(answer)}`);
    const uploadMs = performance.now() - t0;
    const id = answer.data.id;
    let importMs = null;
    let done;
    while (performance.now() - t0 < 600_000) {
      const r = await fetch(`${base}${API_BASE}/reconciliation/imports/${id}`, { headers });
      const now = (await r.json()).data;
      if (importMs === null && ['Matching', 'Done'].includes(now.state))
        importMs = performance.now() - t0;
      if (now.state === 'Done' || now.state === 'Failed') {
        done = { ...now, totalMs: performance.now() - t0 };
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!done) throw new Error('the import did not finish in 10 minutes');
    if (done.state === 'Failed') throw new Error(`the import failed: ${done.failure}`);
    if (client) await undoImport(client, id);
    return {
      lines,
      bytes: Buffer.byteLength(content),
      planned,
      added: done.added,
      matched: done.matched,
      suggested: done.suggested,
      uploadMs,
      importMs,
      matchMs: done.totalMs - importMs,
      totalMs: done.totalMs,
    };
  } finally {
    await client?.end();
  }
}

const ms = (v) => (v == null ? 'n/a' : `${(v / 1000).toFixed(1)} s`);

/** The results as a markdown table; `budgets` judges PostgreSQL's rows. */
export function reconcileTable(rows) {
  const head = [
    '| Database | Lines (MB) | Upload answered | Import: upload -> lines stored (budget 10 s) | Matching (budget 30 s, PostgreSQL) | Exact / suggested / planned |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  return [
    ...head,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.lines.toLocaleString('en')} (${(r.bytes / 2 ** 20).toFixed(1)}) | ${ms(r.uploadMs)} | ${ms(r.importMs)} | ${ms(r.matchMs)} | ${r.matched.toLocaleString('en')} / ${r.suggested.toLocaleString('en')} / ${r.planned.exact.toLocaleString('en')} + ${r.planned.suggested.toLocaleString('en')} |`,
    ),
  ].join('\n');
}

/** Whether PostgreSQL's row holds the budgets. */
export const withinBudget = (r) => r.importMs < 10_000 && r.matchMs < 30_000;
