import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';

// Redocly CLI's recommended lint of the OpenAPI document, as the tests run it
// (openapi-lint.test.ts) and by hand:
//   npm run lint:openapi -w @app/api
// which builds the app on an empty in-memory database (no server, no port),
// writes /api/docs/json to a temporary file and lints it.

const apiRoot = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(apiRoot, 'redocly.yaml');
const CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

export type LintProblem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location?: { pointer?: string }[];
};
export type LintResult = {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
};

/** `redocly lint --extends recommended` (with apps/api/redocly.yaml) of one document. */
export function lintDocument(doc: unknown): LintResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = spawnSync(
      process.execPath,
      [
        CLI,
        'lint',
        '--extends=recommended',
        `--config=${CONFIG}`,
        '--format=json',
        '--max-problems=10000',
        file,
      ],
      {
        encoding: 'utf8',
        // No usage telemetry and no update check: the lint stays on this machine.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 120_000,
      },
    );
    const start = run.stdout?.indexOf('{') ?? -1;
    if (start < 0) throw new Error(`redocly gave no report (${run.status}): ${run.stderr}`);
    return JSON.parse(run.stdout.slice(start)) as LintResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per problem: `warn rule-id #/pointer: message`. */
export const describeProblems = (result: LintResult) =>
  result.problems.map(
    (p) => `${p.severity} ${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`,
  );

/** The document the app publishes, from an app built on an empty in-memory database. */
export async function buildDocument(env: Record<string, string> = {}): Promise<unknown> {
  const database = await openDatabase({ kind: 'pglite' });
  // The queue plugin starts pg-boss, whose schema the migrations install.
  await runMigrations(database);
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: path.join(tmpdir(), 'openapi-lint-unused'), ...env }),
    database,
    secret: randomBytes(32).toString('hex'),
  });
  try {
    await app.ready();
    return (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = lintDocument(await buildDocument());
  for (const line of describeProblems(result)) console.log(line);
  const { errors, warnings } = result.totals;
  console.log(`OpenAPI lint (Redocly, recommended): ${errors} errors, ${warnings} warnings`);
  process.exit(errors + warnings === 0 ? 0 : 1);
}
