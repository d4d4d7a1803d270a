import fp from 'fastify-plugin';

/** How often the expired rate-limit windows are swept. */
const SWEEP_MS = 10 * 60_000;
/** How often the ledger's total changes are folded. */
const FOLD_MS = 1000;
/** Every this many folds, the changes table is vacuumed. */
const VACUUM_EVERY = 10;

/**
 * The work done on a timer rather than for a request; the timers stop when
 * the app closes. Registered after the areas whose services it drives (its
 * dependencies), inside the API scope where their names are known.
 */
export const backgroundJobsPlugin = fp(
  async (app) => {
    // Rate-limit windows are short-lived rows; sweep them now and then.
    const sweep = setInterval(() => void app.limiter.prune().catch(() => {}), SWEEP_MS);
    sweep.unref();
    // The ledger's total changes are folded every second, so readers add few
    // rows. The changes table is a queue: each fold deletes what it moved, and
    // a busy minute leaves hundreds of thousands of dead rows (ten per new
    // entry) for every reader of the totals to step over, while PostgreSQL's
    // autovacuum looks at most once a minute, and may be off (PGlite has
    // none). So it is vacuumed here every ten folds; then it stays a few pages.
    const finance = app.services.finance;
    let folds = 0;
    const foldTotals = async () => {
      await finance.foldTotals();
      if (++folds % VACUUM_EVERY === 0) await finance.vacuumTotals();
    };
    const fold = setInterval(() => void foldTotals().catch(() => {}), FOLD_MS);
    fold.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      clearInterval(fold);
    });
  },
  { name: 'background-jobs', dependencies: ['rate-limit', 'finance'] },
);
