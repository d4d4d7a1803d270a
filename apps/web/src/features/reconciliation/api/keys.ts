import type { ReconMatchState, ReconProvider } from '@app/contract';

/** What a list of payments shows: one match state of a month, all providers or one. */
export type LinesView = {
  state: ReconMatchState;
  month: string;
  provider: ReconProvider | undefined;
  page: number;
};

// Query keys of reconciliation; a match, an undo or a finished import invalidates `all`.
export const reconKeys = {
  all: ['reconciliation'] as const,
  lines: (view: LinesView) => ['reconciliation', 'lines', view] as const,
  unbacked: (month: string, page: number) => ['reconciliation', 'unbacked', month, page] as const,
  summary: (month: string) => ['reconciliation', 'summary', month] as const,
  import: (id: number) => ['reconciliation', 'import', id] as const,
};

/**
 * The finance ledger's queries (features/finance keeps them under this key):
 * a match marks an entry Paid, so the ledger and its totals ask again.
 */
export const LEDGER_KEY = ['finance'] as const;

/** Payments a page of a list shows. */
export const LINES_PAGE = 20;
