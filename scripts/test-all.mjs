// Runs every check and test suite, then prints one line `N passed, N failed`
// summed over all of them. Lint, format and typecheck count as one check each.
// Suites that mostly wait (real server processes, browsers) run beside one
// that keeps the cores busy, their output printed whole when they end: on
// this 2-core machine the run took 36.5 min one suite after another.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { playwrightResult, readJson, root, run, start, vitestFailures } from './test-all/run.mjs';

const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const results = [];

/**
 * Checks that read the code and write nothing run side by side, one per core:
 * each one's output is kept and printed whole when it ends, in the order given.
 */
async function checks(list) {
  const outcomes = list.map(([, cmd, args]) => start(cmd, args));
  for (const [i, [name]] of list.entries()) {
    const { status, output } = await outcomes[i];
    console.log(`\n=== ${name} ===`);
    process.stdout.write(output);
    const ok = status === 0;
    results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }
}

// The runtime: npm puts node_modules/.bin first on a script's PATH, and on
// Linux and Windows `npm ci` puts Node 26 there (package `node-<os>-<cpu>`,
// docs/decisions/051), whatever Node the machine has. It counts as a check,
// and the version it prints is the one CI ran on.
const REQUIRED_MAJOR = 26;
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`\n=== runtime ===\nnode ${process.version} (${process.execPath})`);
if (nodeMajor < REQUIRED_MAJOR)
  console.log(`Node ${REQUIRED_MAJOR} or newer is required: see README, Quick start`);
results.push({
  name: `runtime (Node ${REQUIRED_MAJOR}+: ${process.version})`,
  passed: nodeMajor >= REQUIRED_MAJOR ? 1 : 0,
  failed: nodeMajor >= REQUIRED_MAJOR ? 0 : 1,
});

// Debian's chromium and poppler-utils (pdftotext reads the PDFs the API tests
// make), and nginx (the process test of two servers behind it starts its own):
// installed first, as root, when missing, so the very first run passes.
console.log('\n=== tools (chromium, pdftotext, nginx) ===');
const toolsOk = run('bash', ['scripts/ensure-chromium.sh']) === 0;
// without nginx only behind-nginx.test.ts fails, saying how to install it
run('bash', ['scripts/ensure-nginx.sh']);

await checks([
  ['lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format (prettier)', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
]);

// The API suite's PostgreSQL: TEST_DATABASE_URL's server (CI: the machine's),
// else the embedded one its global setup starts, as the product does.
const databaseUnderTest = process.env.TEST_DATABASE_URL
  ? `the PostgreSQL of TEST_DATABASE_URL (${new URL(process.env.TEST_DATABASE_URL).host})`
  : 'the embedded PostgreSQL';
console.log(`\n=== unit and integration (vitest; the API suite on ${databaseUnderTest}) ===`);
// The real-server tests (api-process: one file at a time, mostly waiting on
// the processes they start) run beside the rest, their output after it.
const vitestRun = (name, projects, show) =>
  start(
    'npx',
    [
      'vitest',
      'run',
      ...projects.map((p) => `--project=${p}`),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(out, `${name}.json`)}`,
    ],
    { show },
  );
// The build the browser tests need is made meanwhile too (nothing in vitest reads it).
const [main, processes, build] = await Promise.all([
  vitestRun('vitest', ['!api-process'], true),
  vitestRun('vitest-process', ['api-process'], false),
  start('npm', ['run', '--silent', 'build']),
]);
console.log('\n=== unit and integration: real server processes (vitest, api-process) ===');
process.stdout.write(processes.output);
const vitestRuns = [
  [main.status, readJson(path.join(out, 'vitest.json'))],
  [processes.status, readJson(path.join(out, 'vitest-process.json'))],
];
const v = vitestRuns.every(([, json]) => json)
  ? {
      testResults: vitestRuns.flatMap(([, json]) => json.testResults),
      numPassedTests: vitestRuns.reduce((n, [, json]) => n + json.numPassedTests, 0),
      numFailedTests: vitestRuns.reduce((n, [, json]) => n + json.numFailedTests, 0),
    }
  : undefined;
// A run that ended badly with no failed test named (a file that did not load) counts one.
const unnamed = vitestRuns.filter(([status, json]) => status !== 0 && json?.numFailedTests === 0);
// A skipped test passed nothing: each one is named (ruling out a silent skip, issue 23).
const skipped = (v?.testResults ?? []).flatMap(({ name, assertionResults }) =>
  assertionResults
    .filter((a) => a.status === 'pending' || a.status === 'skipped')
    .map((a) => `${path.relative(root, name)}: ${a.fullName}`),
);
if (skipped.length) console.log(`skipped (${skipped.length}):\n  ${skipped.join('\n  ')}`);
results.push({
  name: 'vitest',
  passed: v?.numPassedTests ?? 0,
  failed: v ? v.numFailedTests + unnamed.length : 1,
  names: vitestFailures(v?.testResults),
});
// The API suite runs once, on PostgreSQL (ADR 007): its smoke test asserts
// the engine. A project that quietly finds no files (vitest 5 once dropped a
// project's root) would pass without it: that counts as a failure.
if (v) {
  const apiFiles = v.testResults.filter(
    ({ name }) => /[/\\]apps[/\\]api[/\\]/.test(name) && !/[/\\]test[/\\]process[/\\]/.test(name),
  ).length;
  const ok = apiFiles > 0;
  console.log(
    ok
      ? `API suite: ${apiFiles} files, on ${databaseUnderTest}`
      : 'API suite NOT run: no file of it ran',
  );
  results.push({ name: 'API suite ran', passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

console.log('\n=== build ===');
process.stdout.write(build.output);
const buildOk = build.status === 0;
results.push({ name: 'build', passed: buildOk ? 1 : 0, failed: buildOk ? 0 : 1 });

// The SMS, payroll, reconciliation, personal-data, schedule and visit-proof journeys again
// on PostgreSQL (issues 24 to 27 ask for browser tests on both databases): a
// server on a new database of TEST_DATABASE_URL's server, with the demo seed,
// on ports of its own, beside the whole suite on the embedded database (a
// journey mostly waits on its browser: the two runs keep 2 cores busy).
const PG_JOURNEYS = [
  'e2e/tests/staff/sms.spec.ts',
  'e2e/tests/staff/sms-consent-admin.spec.ts',
  'e2e/tests/staff/payroll.spec.ts',
  'e2e/tests/staff/payroll-result-file.spec.ts',
  'e2e/tests/staff/payroll-exported.spec.ts',
  'e2e/tests/staff/reconciliation.spec.ts',
  'e2e/tests/staff/reconciliation-airtel.spec.ts',
  'e2e/tests/staff/reconciliation-summary.spec.ts',
  'e2e/tests/staff/reconciliation-part-payment.spec.ts',
  'e2e/tests/staff/reconciliation-failed-rows.spec.ts',
  'e2e/tests/staff/privacy.spec.ts',
  'e2e/tests/staff/privacy-session.spec.ts',
  'e2e/tests/staff/licences.spec.ts',
  'e2e/tests/staff/schedule.spec.ts',
  // issue 37: checks in and out, Today's visits, payroll paying the verified day
  'e2e/tests/staff/visit-proof.spec.ts',
  'e2e/tests/staff/visit-proof-late.spec.ts',
];
const E2E = 'e2e';
const E2E_PG =
  'e2e on PostgreSQL (SMS, payroll, reconciliation, personal data, licences, schedule, visits)';
const playwright = (specs, env, show) =>
  start('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...specs], {
    env: { CI: '1', ...env },
    show,
  });

/** The PostgreSQL run on a database of its own, dropped after. */
async function onPostgres() {
  const { default: pg } = await import('pg');
  const name = `care_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const report = path.join(root, 'e2e/test-results-pg/results.json');
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const env = {
      E2E_DATABASE_URL: url.toString(),
      E2E_PORT: '3120',
      E2E_SMTP_PORT: '3121',
      E2E_RESULTS_FILE: report,
    };
    const { status, output } = await playwright(
      [...PG_JOURNEYS, '--output', 'e2e/test-results-pg'],
      env,
      false,
    );
    return { status, output, report: readJson(report) };
  } catch (err) {
    return { status: 1, output: Buffer.from(`not run: ${err}\n`) };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}

console.log('\n=== end-to-end (Playwright, Debian chromium) ===');
if (buildOk && toolsOk) {
  const pwJson = path.join(root, 'e2e/test-results/results.json');
  rmSync(pwJson, { force: true });
  const [embedded, postgres] = await Promise.all([
    playwright([], {}, true),
    process.env.TEST_DATABASE_URL ? onPostgres() : undefined,
  ]);
  results.push(playwrightResult(E2E, embedded.status, readJson(pwJson)));
  if (postgres) {
    console.log(`\n=== ${E2E_PG} ===`);
    process.stdout.write(postgres.output);
    results.push(playwrightResult(E2E_PG, postgres.status, postgres.report));
  }
} else {
  // Not run is not passed: say why, and count it failed.
  console.log(
    `not run: ${buildOk ? 'chromium or pdftotext is missing (see tools above)' : 'the build failed'}`,
  );
  results.push({ name: E2E, passed: 0, failed: 1 });
  if (process.env.TEST_DATABASE_URL) results.push({ name: E2E_PG, passed: 0, failed: 1 });
}

// The tests that failed (and journeys that passed only on a retry), named
// just above the summary, where a CI log cut to its end still shows them.
const named = results.filter((r) => r.names?.length);
if (named.length) {
  console.log('\n=== failed tests ===');
  for (const r of named) console.log(`${r.name}:\n  ${r.names.slice(0, 20).join('\n  ')}`);
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && existsSync(root) ? 0 : 1);
