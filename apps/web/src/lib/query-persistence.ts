import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { toStoredJson, withoutHealthData } from './offline-copy';

// The copy of loaded lists kept in the browser so they stay readable after a
// reload without a network (ADR 013). It holds personal data, never health
// data or tokens (issue 26, lib/offline-copy.ts): it belongs to one signed-in
// user and one app version, ages out, is kept where the session is (this tab
// only, unless the user is kept signed in on this computer) and is wiped
// whenever the session ends (app/use-persisted-queries.ts).

export const QUERY_CACHE_KEY = 'care.query-cache';
/** As long as a session can live (SESSION_TTL_MS default): older data is not kept. */
export const QUERY_CACHE_MAX_AGE_MS = 8 * 60 * 60 * 1000;
/** Changes are written at most once a second, not on every page of a list. */
export const QUERY_CACHE_WRITE_DELAY_MS = 1000;
/** A new build may shape its data differently: its copy is never read by another. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

type StoredCache = { version: string; userId: string; savedAt: number; state: DehydratedState };

/** Removes the copy from both stores (this tab's and the one kept on this computer). */
export function wipePersistedQueries(): void {
  for (const storage of stores()) {
    try {
      storage.removeItem(QUERY_CACHE_KEY);
    } catch {
      // storage unavailable: nothing was kept
    }
  }
}

function stores(): Storage[] {
  try {
    return [sessionStorage, localStorage];
  } catch {
    return [];
  }
}

function isStoredCache(value: unknown): value is StoredCache {
  const v = value as Partial<StoredCache> | null;
  return (
    !!v &&
    typeof v.version === 'string' &&
    typeof v.userId === 'string' &&
    typeof v.savedAt === 'number' &&
    !!v.state &&
    Array.isArray(v.state.queries)
  );
}

const fresh = (updatedAt: number, now: number) =>
  updatedAt > now - QUERY_CACHE_MAX_AGE_MS && updatedAt <= now;

/** The user's stored copy, if it is theirs, of this version and young enough; otherwise wiped. */
function readFor(storage: Storage, userId: string, now: number): DehydratedState | undefined {
  let stored: unknown;
  try {
    const raw = storage.getItem(QUERY_CACHE_KEY);
    if (raw === null) return undefined;
    stored = JSON.parse(raw);
  } catch {
    stored = undefined;
  }
  if (
    !isStoredCache(stored) ||
    stored.version !== APP_VERSION ||
    stored.userId !== userId ||
    !fresh(stored.savedAt, now)
  ) {
    wipePersistedQueries();
    return undefined;
  }
  const queries = stored.state.queries.filter((q) => fresh(q.state.dataUpdatedAt, now));
  return { ...stored.state, queries, mutations: [] };
}

/**
 * Puts the user's stored lists back into the cache (before the screens ask for
 * them). They are shown at once but are only a copy: each is marked stale, so a
 * screen that shows one asks the server again as soon as it can (a save based
 * on a copy older than another tab's change would otherwise be refused).
 */
export function restorePersistedQueries(
  client: QueryClient,
  userId: string,
  storage: Storage,
): boolean {
  const state = readFor(storage, userId, Date.now());
  if (!state || state.queries.length === 0) return false;
  hydrate(client, state);
  const cache = client.getQueryCache();
  for (const stored of state.queries) {
    const query = cache.find({ queryKey: stored.queryKey, exact: true });
    // Only what came from storage just now: a newer answer, or one already
    // being asked again, is left alone (no second request for the same list).
    if (
      query &&
      query.state.dataUpdatedAt === stored.state.dataUpdatedAt &&
      !query.state.isInvalidated
    ) {
      void client.invalidateQueries({ queryKey: stored.queryKey, exact: true });
    }
  }
  return true;
}

type PersistOptions = {
  userId: string;
  /** Asked at every write: false once the session has ended or been refused. */
  canWrite: () => boolean;
  /** Where the session is: sessionStorage, or localStorage when kept on this computer. */
  storage: Storage;
};

/** Keeps the stored copy in step with the cache until the returned function is called. */
export function persistQueries(client: QueryClient, { userId, canWrite, storage }: PersistOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    if (!canWrite()) return;
    const now = Date.now();
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        query.meta?.persist !== false &&
        fresh(query.state.dataUpdatedAt, now),
      // A save is never replayed later: offline saves are refused (SPEC 5).
      shouldDehydrateMutation: () => false,
    });
    const stored: StoredCache = {
      version: APP_VERSION,
      userId,
      savedAt: now,
      state: withoutHealthData(state),
    };
    try {
      storage.setItem(QUERY_CACHE_KEY, toStoredJson(stored));
    } catch {
      // Storage full: keep nothing rather than an older copy that no longer matches.
      wipePersistedQueries();
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    // A query never kept (Today's visits asks every 1.5 s) has nothing to write.
    if (event.query.meta?.persist === false) return;
    timer ??= setTimeout(write, QUERY_CACHE_WRITE_DELAY_MS);
  });
  // Leaving or reloading the page: the change still waiting is written now.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    clearTimeout(timer);
    timer = undefined;
  };
}
