// Runs every check and test suite, then prints one line `N passed, N failed`
// summed over all of them. Lint, format and typecheck count as one check each.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const results = [];
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

/**
 * Checks that read the code and write nothing run side by side, one per core:
 * each one's output is kept and printed whole when it ends, in the order given.
 */
async function checks(list) {
  const outcomes = list.map(
    ([, cmd, args]) =>
      new Promise((resolve) => {
        const child = spawn(cmd, args, { cwd: root, env: process.env });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (err) => resolve({ ok: false, output: [Buffer.from(String(err))] }));
        child.on('close', (code) => resolve({ ok: code === 0, output }));
      }),
  );
  for (const [i, [name]] of list.entries()) {
    const { ok, output } = await outcomes[i];
    console.log(`\n=== ${name} ===`);
    process.stdout.write(Buffer.concat(output));
    results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// The runtime: npm puts node_modules/.bin first on a script's PATH, and on
// Linux and Windows `npm ci` puts Node 24 there (package `node-<os>-<cpu>`,
// docs/decisions/028), whatever Node the machine has. It counts as a check.
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`\n=== runtime ===\nnode ${process.version} (${process.execPath})`);
if (nodeMajor < 24) console.log('Node 24 or newer is required: see README, Quick start');
results.push({
  name: 'runtime (Node 24+)',
  passed: nodeMajor >= 24 ? 1 : 0,
  failed: nodeMajor >= 24 ? 0 : 1,
});

// Debian's chromium and poppler-utils (pdftotext reads the PDFs the API tests
// make): installed first, as root, when missing, so the very first run passes.
console.log('\n=== tools (chromium, pdftotext) ===');
const toolsOk = run('bash', ['scripts/ensure-chromium.sh']) === 0;

await checks([
  ['lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format (prettier)', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
]);

console.log(
  `\n=== unit and integration (vitest${process.env.TEST_DATABASE_URL ? ', PGlite and PostgreSQL' : ', PGlite'}) ===`,
);
const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson(vitestJson);
// A skipped test passed nothing: each one is named (on PGlite, those that
// only a real PostgreSQL can answer; ruling out a silent skip, issue 23).
const skipped = (v?.testResults ?? []).flatMap(({ name, assertionResults }) =>
  assertionResults
    .filter((a) => a.status === 'pending' || a.status === 'skipped')
    .map((a) => `${path.relative(root, name)}: ${a.fullName}`),
);
if (skipped.length) console.log(`skipped (${skipped.length}):\n  ${skipped.join('\n  ')}`);
results.push({
  name: 'vitest',
  passed: v?.numPassedTests ?? 0,
  failed: v ? v.numFailedTests + (vitestStatus !== 0 && v.numFailedTests === 0 ? 1 : 0) : 1,
});
// With TEST_DATABASE_URL every API test file runs twice, on PGlite and on
// PostgreSQL. A project that quietly finds no files (vitest 5 once dropped
// api-pg's root) would pass with half the suite: that counts as a failure.
if (process.env.TEST_DATABASE_URL && v) {
  const runs = new Map();
  for (const { name } of v.testResults) {
    if (!/[/\\]apps[/\\]api[/\\]/.test(name) || /[/\\]test[/\\]process[/\\]/.test(name)) continue;
    runs.set(name, (runs.get(name) ?? 0) + 1);
  }
  const once = [...runs].filter(([, n]) => n < 2).map(([name]) => path.relative(root, name));
  const ok = runs.size > 0 && once.length === 0;
  console.log(
    ok
      ? `API suite on PGlite and PostgreSQL: ${runs.size} files, each run twice`
      : `API suite NOT run on both databases: ${once.length || 'all'} of ${runs.size} files ran once (${once.slice(0, 3).join(', ')})`,
  );
  results.push({ name: 'API suite on both databases', passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

console.log('\n=== build ===');
const buildOk = run('npm', ['run', '--silent', 'build']) === 0;
results.push({ name: 'build', passed: buildOk ? 1 : 0, failed: buildOk ? 0 : 1 });

console.log('\n=== end-to-end (Playwright, Debian chromium) ===');
const pwJson = path.join(root, 'e2e/test-results/results.json');
rmSync(pwJson, { force: true });
if (buildOk && toolsOk) {
  const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CI: '1' });
  const p = readJson(pwJson);
  const s = p?.stats;
  results.push({
    name: 'e2e',
    passed: s ? s.expected + s.flaky : 0,
    failed: s ? s.unexpected + (status !== 0 && s.unexpected === 0 ? 1 : 0) : 1,
  });
} else {
  // Not run is not passed: say why, and count it failed.
  console.log(
    `not run: ${buildOk ? 'chromium or pdftotext is missing (see tools above)' : 'the build failed'}`,
  );
  results.push({ name: 'e2e', passed: 0, failed: 1 });
}

// The SMS, payroll, reconciliation and personal-data journeys again on
// PostgreSQL (issues 24, 25 and 26 ask for browser tests on both
// databases): a server on a new database of TEST_DATABASE_URL's server, with
// the demo seed, on ports of its own.
const PG_JOURNEYS = [
  'e2e/tests/staff/sms.spec.ts',
  'e2e/tests/staff/payroll.spec.ts',
  'e2e/tests/staff/reconciliation.spec.ts',
  'e2e/tests/staff/reconciliation-summary.spec.ts',
  'e2e/tests/staff/privacy.spec.ts',
  'e2e/tests/staff/privacy-session.spec.ts',
  'e2e/tests/staff/licences.spec.ts',
  'e2e/tests/staff/schedule.spec.ts',
];
if (process.env.TEST_DATABASE_URL) {
  console.log(
    '\n=== end-to-end on PostgreSQL (SMS, payroll, reconciliation, personal data, licences, schedule) ===',
  );
  const { default: pg } = await import('pg');
  const name = `care_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  let status = 1;
  let p;
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    rmSync(pwJson, { force: true });
    if (buildOk && toolsOk) {
      status = run(
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...PG_JOURNEYS],
        { CI: '1', E2E_DATABASE_URL: url.toString(), E2E_PORT: '3120', E2E_SMTP_PORT: '3121' },
      );
      p = readJson(pwJson);
    }
  } catch (err) {
    console.log(`not run: ${err}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  const s = p?.stats;
  results.push({
    name: 'e2e on PostgreSQL (SMS, payroll, reconciliation, personal data, licences, schedule)',
    passed: s ? s.expected + s.flaky : 0,
    failed: s ? s.unexpected + (status !== 0 && s.unexpected === 0 ? 1 : 0) : 1,
  });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && existsSync(root) ? 0 : 1);
