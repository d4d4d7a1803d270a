// Budgets of issue 10 and the Markdown tables of bench/results.md.

export const BUDGET = {
  p99: 50,
  rss: 300,
  ratio: 2,
  ratioPlus: 1,
  firstPageKb: 250,
  lighthouse: 90,
  /** Lighthouse's default phone settings, every main screen (issue 21). */
  phoneLighthouse: 90,
  /** Issue 27: the schedule's week view of 10,000 nurses, first nurse row on screen (ms). */
  scheduleFirstScreenMs: 1000,
};

const ms = (v) => (v === undefined ? '' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const ok = (pass) => (pass ? 'yes' : '**NO**');

/** Whether a scenario meets its budgets, and the ratio to its SQL floor. */
export function judge(r, floor) {
  const ratio = floor ? r.p50 / floor.p50 : undefined;
  const withinFloor = floor ? r.p50 <= BUDGET.ratio * floor.p50 + BUDGET.ratioPlus : true;
  const pass =
    r.judged === false ||
    (r.p99 < BUDGET.p99 && r.errors === 0 && withinFloor && r.rss < BUDGET.rss);
  return { ratio, withinFloor, pass };
}

/** The scenarios' figures; `judged` is false where the budgets do not apply (PGlite). */
export function scenarioTable(results, floors = new Map(), judged = true) {
  const rows = [
    '| Scenario | req/s | p50 ms | p99 ms | errors | SQL floor p50 / p99 ms | API p50 / SQL p50 | peak RSS MB | budgets met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
  ];
  for (const r of results) {
    const floor = floors.get(r.name);
    const j = judge(r, floor);
    rows.push(
      `| ${r.name}${r.note ? ` (${r.note})` : ''} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${
        floor ? `${ms(floor.p50)} / ${ms(floor.p99)}` : 'n/a'
      } | ${j.ratio === undefined ? 'n/a' : `${j.ratio.toFixed(2)}x`} | ${r.rss.toFixed(0)} | ${judged && r.judged !== false ? ok(j.pass) : 'not judged'} |`,
    );
  }
  return rows.join('\n');
}

/** Issue 40: the embedded default's budgets: the product's whole memory, and each read's pace. */
export const EMBEDDED_BUDGET = { readRps: 1500, readP99: 100, memory: 300 };

/** Whether a scenario on the embedded default meets issue 40's budgets (a write: memory only). */
export function judgeEmbedded(r) {
  const B = EMBEDDED_BUDGET;
  if (r.judged === false) return true;
  const memory = r.rss < B.memory;
  if (r.kind !== 'read') return memory;
  return memory && r.errors === 0 && r.rps >= B.readRps && r.p99 < B.readP99;
}

/** The embedded default's figures: memory is the server's and its database's together. */
export function embeddedTable(results) {
  const rows = [
    '| Scenario | req/s | p50 ms | p99 ms | errors | peak memory MB (server + database) | budgets met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | :---: |',
  ];
  for (const r of results)
    rows.push(
      `| ${r.name}${r.note ? ` (${r.note})` : ''} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${r.rss.toFixed(0)} | ${r.judged === false ? 'not judged' : ok(judgeEmbedded(r))} |`,
    );
  return rows.join('\n');
}

/**
 * Issue 39: each scenario on one server and through nginx in front of two,
 * side by side (`two` in the order of `one`, matched by name).
 */
export function pairTable(one, two) {
  const rows = [
    '| Scenario | one server: req/s | p50 ms | p99 ms | errors | two servers behind nginx: req/s | p50 ms | p99 ms | errors | peak RSS MB (each) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of one) {
    const p = two.find((t) => t.name === r.name);
    if (!p) continue;
    rows.push(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} | ${p.rps.toFixed(0)} | ${ms(p.p50)} | ${ms(p.p99)} | ${p.errors}${p.note ? ` (${p.note})` : ''} | ${p.rss.toFixed(0)} |`,
    );
  }
  return rows.join('\n');
}

export function signInTable({ signin, alone, during }) {
  return [
    '| Measure | req/s | p50 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| Sign-in, 50 connections (login and verify requests) | ${signin.rps.toFixed(0)} | ${ms(signin.p50)} | ${ms(signin.p99)} | ${signin.errors} |`,
    `| Ledger first page, 5 readers, alone | ${alone.rps.toFixed(0)} | ${ms(alone.p50)} | ${ms(alone.p99)} | ${alone.errors} |`,
    `| Ledger first page, 5 readers, during the sign-ins | ${during.rps.toFixed(0)} | ${ms(during.p50)} | ${ms(during.p99)} | ${during.errors} |`,
  ].join('\n');
}

export function log(name, r) {
  const extra = r.errors !== undefined ? ` errors ${r.errors}` : '';
  const rss = r.rss ? ` rss ${r.rss.toFixed(0)} MB` : '';
  console.log(
    `  ${name.padEnd(58)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50).padStart(5)} ms  p99 ${ms(r.p99).padStart(5)} ms${extra}${rss}`,
  );
}

/**
 * Issue 40: the run a report replaces, kept below the new figures (its own
 * "previous run" dropped, so the file holds two runs at most), headings one
 * level down. Empty when there was none.
 */
export function previousRun(text) {
  if (!text) return [];
  const when = /`npm run bench` on ([^,]+),/.exec(text)?.[1] ?? 'an earlier run';
  const from = text.indexOf('\n## ');
  if (from < 0) return [];
  const end = text.indexOf('\n## The previous run');
  const body = text.slice(from + 1, end < 0 ? undefined : end).replace(/^(#{2,5}) /gm, '#$1 ');
  return [`## The previous run (${when}), for comparison`, '', body.trim(), ''];
}
