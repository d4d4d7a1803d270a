import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 41: the layers are enforced by the file an import resolves to, not by
// how it is written (eslint.config.js layers()). Files that break each rule
// are planted in the real source folders (the rules are about those
// folders), linted with the repository's own configuration, and removed
// again at once, whatever happens.

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** What is planted where (relative to the repository), and its text. */
const PLANTED: Record<string, string> = {
  // a feature reaching another feature (however the path is written) and app/
  webFeature: `apps/web/src/features/finance/components/__planted_cross.ts
import { statusLabel } from '../../../features/bookings/booking-status.ts';
import * as other from '../../../../src/features/bookings/booking-status.ts';
import * as app from '../../../app/guards.tsx';
export const planted = [statusLabel, other, app, import('../../bookings/booking-status.ts')];
`,
  // the shared folders import no feature
  webShared: `apps/web/src/components/__planted_shared.ts
export const planted = import('../features/bookings/booking-status.ts');
`,
  // a module file that is not a repository, writing SQL
  apiSql: `apps/api/src/modules/shop/__planted_sql.ts
import { sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import { incomeTrace } from '../../db/schema/finance.ts';
import type { shopOrders } from '../../db/schema/index.ts';
import { createCustomersRepo } from '../customers/customers.repo.ts';
export const planted = [sql, customers, incomeTrace, createCustomersRepo];
export type Planted = typeof shopOrders;
`,
  // routes never reach the database, not even for a type
  apiRoutes: `apps/api/src/modules/shop/__planted.routes.ts
import type { Db } from '../../db/client.ts';
export type Planted = Db;
`,
  // the database layer (the seed among it) knows no module
  apiDb: `apps/api/src/db/seed/__planted_seed.ts
import type { ShopService } from '../../modules/shop/shop.service.ts';
export type Planted = ShopService;
`,
  // a cycle of two files
  cycleA: `apps/api/src/lib/__planted_cycle_a.ts
import { b } from './__planted_cycle_b.ts';
export const a = () => b;
`,
  cycleB: `apps/api/src/lib/__planted_cycle_b.ts
import { a } from './__planted_cycle_a.ts';
export const b = () => a;
`,
  // what the rules allow: a repository's SQL, a feature's own files and the shared ones
  cleanRepo: `apps/api/src/modules/shop/__planted_clean.repo.ts
import { sql } from 'drizzle-orm';
import { shopOrders } from '../../db/schema/index.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { CustomerRow } from '../customers/customers.repo.ts';
export const planted = sql\`SELECT 1 FROM \${shopOrders}\`;
export type Planted = [CustomersService, CustomerRow];
`,
  cleanWeb: `apps/web/src/features/finance/components/__planted_clean.ts
import { formatUGX } from '@app/contract';
import * as own from '../ledger-params.ts';
import * as shared from '../../../components/bar-chart.tsx';
export const planted = [formatUGX, own, shared];
`,
};

const fileOf = (name: string) => PLANTED[name]!.slice(0, PLANTED[name]!.indexOf('\n'));

/** Each planted file's problems, as "line rule" ("fatal" for a parse error). */
let found: Record<string, string[]> = {};

beforeAll(async () => {
  const written: string[] = [];
  try {
    for (const text of Object.values(PLANTED)) {
      const [file, ...body] = text.split('\n');
      const full = path.join(repoRoot, file!);
      written.push(full);
      writeFileSync(full, body.join('\n'));
    }
    const results = await new ESLint({ cwd: repoRoot }).lintFiles(written);
    const byFile = new Map(results.map((r) => [r.filePath, r]));
    found = Object.fromEntries(
      Object.keys(PLANTED).map((name) => [
        name,
        (byFile.get(path.join(repoRoot, fileOf(name)))?.messages ?? []).map(
          (m) => `${m.line} ${m.ruleId ?? 'fatal'}`,
        ),
      ]),
    );
  } finally {
    for (const full of written) rmSync(full, { force: true });
  }
}, 120_000);

describe('the lint enforces the layers by resolved path (issue 41)', () => {
  it('a feature imports no other feature nor app/, however the path is written', () => {
    expect(found.webFeature).toEqual([
      '1 import-x/no-restricted-paths',
      '2 import-x/no-restricted-paths',
      '3 import-x/no-restricted-paths',
      '4 import-x/no-restricted-paths',
    ]);
    expect(found.webShared).toEqual(['1 import-x/no-restricted-paths']);
  });

  it("only a repository imports db/schema and drizzle-orm (types aside), and no other area's repository", () => {
    expect(found.apiSql).toEqual([
      '1 layers/no-restricted-value-paths',
      '2 layers/no-restricted-value-paths',
      '3 layers/no-restricted-value-paths',
      '5 layers/no-restricted-value-paths',
    ]);
  });

  it('routes never import the database; the database layer imports no module', () => {
    expect(found.apiRoutes).toEqual(['1 import-x/no-restricted-paths']);
    expect(found.apiDb).toEqual(['1 import-x/no-restricted-paths']);
  });

  it('an import cycle fails', () => {
    expect(found.cycleA).toEqual(['1 import-x/no-cycle']);
    expect(found.cycleB).toEqual(['1 import-x/no-cycle']);
  });

  it('what the layers allow passes', () => {
    expect(found.cleanRepo).toEqual([]);
    expect(found.cleanWeb).toEqual([]);
  });
});
