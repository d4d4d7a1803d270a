import type { Db } from './db/client.ts';
import { seedDemoWith } from './db/seed/index.ts';
import { matchImport } from './modules/reconciliation/statement-import.ts';

/**
 * The demo's data (db/seed), with the product's code it runs: the seed's
 * statement lines are matched by the reconciliation module's own matching,
 * as an upload's are. Wired here, not in db/seed: the database layer imports
 * no module (issue 41).
 */
export const seedDemo = (db: Db, opts: { seed: number; now?: Date }) =>
  seedDemoWith(db, opts, { matchStatements: matchImport });
