// How scripts/test-all.mjs runs its commands: in the foreground (output to
// the terminal), or beside another one with the output kept and printed
// whole when it ends, so two suites that wait on different things (server
// processes, a browser) share the machine without mixing their output.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const root = path.resolve(import.meta.dirname, '../..');

/** Runs a command to its end with the output on the terminal; its exit status. */
export const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

/**
 * Starts a command; resolves with {status, output} when it ends. `show`
 * sends its output to the terminal as it comes, else it is kept (output).
 */
export function start(cmd, args, { env = {}, show = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: show ? 'inherit' : 'pipe',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => resolve({ status: 1, output: Buffer.from(String(err)) }));
    child.on('close', (code) => resolve({ status: code, output: Buffer.concat(output) }));
  });
}

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Playwright's JSON stats as a result line, with the failed and flaky tests
 * named: not run, or ended badly with no failure named, counts as failed.
 */
export function playwrightResult(name, status, report) {
  const s = report?.stats;
  return {
    name,
    passed: s ? s.expected + s.flaky : 0,
    failed: s ? s.unexpected + (status !== 0 && s.unexpected === 0 ? 1 : 0) : 1,
    names: playwrightFailures(report),
  };
}

/** The first line of an error, without colours, at most 200 characters. */
const firstLine = (text = '') =>
  (stripVTControlCharacters(text).trim().split('\n')[0] ?? '').slice(0, 200);

/** Vitest's failed tests (its JSON's testResults), each as 'file: test: first line of the error'. */
export function vitestFailures(testResults = []) {
  return testResults.flatMap(({ name, assertionResults }) =>
    assertionResults
      .filter((a) => a.status === 'failed')
      .map(
        (a) => `${path.relative(root, name)}: ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
      ),
  );
}

/** Playwright's failed and flaky tests (its JSON report), each as 'file:line title: first line of the error'. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.error)?.error?.message;
        const how = test.status === 'flaky' ? 'flaky, passed on a retry' : firstLine(error);
        out.push(`${spec.file}:${spec.line} ${spec.title}: ${how}`);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return out;
}
