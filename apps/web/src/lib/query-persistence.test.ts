import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_VERSION,
  QUERY_CACHE_KEY,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_WRITE_DELAY_MS,
  persistQueries,
  restorePersistedQueries,
} from './query-persistence';

const NURSES = ['nurses', 'list', 'approved'];
const nurses = [{ id: 1, first_name: 'Esther' }];

function stored() {
  return JSON.parse(localStorage.getItem(QUERY_CACHE_KEY) ?? 'null') as {
    version: string;
    userId: string;
    savedAt: number;
    state: { queries: { queryKey: unknown[] }[]; mutations: unknown[] };
  } | null;
}

/** A client whose cache was written to storage for `userId`. */
function persisted(userId = 'u1') {
  const client = new QueryClient();
  const stop = persistQueries(client, { userId, canWrite: () => true, storage: localStorage });
  client.setQueryData(NURSES, nurses);
  vi.advanceTimersByTime(QUERY_CACHE_WRITE_DELAY_MS);
  stop();
  return client;
}

describe('the stored copy of the query cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is written a second after a change, for its user and app version, and read back', () => {
    const client = new QueryClient();
    const stop = persistQueries(client, {
      userId: 'u1',
      canWrite: () => true,
      storage: localStorage,
    });
    client.setQueryData(NURSES, nurses);
    expect(stored()).toBeNull();
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_DELAY_MS);
    expect(stored()).toMatchObject({ version: APP_VERSION, userId: 'u1', savedAt: Date.now() });
    stop();

    const afterReload = new QueryClient();
    expect(restorePersistedQueries(afterReload, 'u1', localStorage)).toBe(true);
    expect(afterReload.getQueryData(NURSES)).toEqual(nurses);
  });

  it('keeps only loaded answers: no failed query, none marked persist: false, no save', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = persistQueries(client, {
      userId: 'u1',
      canWrite: () => true,
      storage: localStorage,
    });
    client.setQueryData(NURSES, nurses);
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('x')) })
      .catch(() => undefined);
    await client.fetchQuery({
      queryKey: ['search'],
      queryFn: () => 'hit',
      meta: { persist: false },
    });
    void client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise(() => {}) })
      .execute(undefined);
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_DELAY_MS);
    stop();
    expect(stored()?.state.queries.map((q) => q.queryKey)).toEqual([NURSES]);
    expect(stored()?.state.mutations).toEqual([]);
  });

  it('writes nothing once canWrite says the session is over', () => {
    let signedIn = true;
    const client = new QueryClient();
    const stop = persistQueries(client, {
      userId: 'u1',
      canWrite: () => signedIn,
      storage: localStorage,
    });
    client.setQueryData(NURSES, nurses);
    signedIn = false;
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_DELAY_MS);
    stop();
    expect(stored()).toBeNull();
  });

  it('stops writing when stopped', () => {
    const client = new QueryClient();
    persistQueries(client, { userId: 'u1', canWrite: () => true, storage: localStorage })();
    client.setQueryData(NURSES, nurses);
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_DELAY_MS * 5);
    expect(stored()).toBeNull();
  });

  it('is never given to another user, and is wiped when they sign in', () => {
    persisted('u1');
    const other = new QueryClient();
    expect(restorePersistedQueries(other, 'u2', localStorage)).toBe(false);
    expect(other.getQueryData(NURSES)).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('is wiped when written by another version of the app', () => {
    persisted('u1');
    localStorage.setItem(QUERY_CACHE_KEY, JSON.stringify({ ...stored(), version: 'older' }));
    expect(restorePersistedQueries(new QueryClient(), 'u1', localStorage)).toBe(false);
    expect(stored()).toBeNull();
  });

  it('is wiped when older than the longest session', () => {
    persisted('u1');
    vi.advanceTimersByTime(QUERY_CACHE_MAX_AGE_MS + 1);
    const client = new QueryClient();
    expect(restorePersistedQueries(client, 'u1', localStorage)).toBe(false);
    expect(client.getQueryData(NURSES)).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('is wiped when it is not ours (malformed)', () => {
    localStorage.setItem(QUERY_CACHE_KEY, '{"version":1}');
    expect(restorePersistedQueries(new QueryClient(), 'u1', localStorage)).toBe(false);
    expect(stored()).toBeNull();
    localStorage.setItem(QUERY_CACHE_KEY, 'not json');
    expect(restorePersistedQueries(new QueryClient(), 'u1', localStorage)).toBe(false);
    expect(stored()).toBeNull();
  });

  it('is wiped rather than left stale when the storage is full', () => {
    const client = persisted('u1');
    const stop = persistQueries(client, {
      userId: 'u1',
      canWrite: () => true,
      storage: localStorage,
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    client.setQueryData(NURSES, [...nurses, { id: 2, first_name: 'Ruth' }]);
    vi.advanceTimersByTime(QUERY_CACHE_WRITE_DELAY_MS);
    stop();
    expect(stored()).toBeNull();
  });
  it('is shown at once after a reload but asked again from the server, however young', async () => {
    persisted('u1');
    const afterReload = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    restorePersistedQueries(afterReload, 'u1', localStorage);
    const fromServer = [...nurses, { id: 2, first_name: 'Ruth' }];
    const queryFn = vi.fn(() => Promise.resolve(fromServer));
    const observer = new QueryObserver(afterReload, { queryKey: NURSES, queryFn });
    expect(observer.getCurrentResult().data).toEqual(nurses);
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(fromServer));
    // Restored again (the session's effect): the newer answer is kept, nothing asked twice.
    restorePersistedQueries(afterReload, 'u1', localStorage);
    await Promise.resolve();
    expect(afterReload.getQueryData(NURSES)).toEqual(fromServer);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('restored twice before the server answers: asked once', async () => {
    persisted('u1');
    const afterReload = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    restorePersistedQueries(afterReload, 'u1', localStorage);
    let answer: (rows: unknown) => void = () => {};
    const queryFn = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const observer = new QueryObserver(afterReload, { queryKey: NURSES, queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    restorePersistedQueries(afterReload, 'u1', localStorage);
    answer(nurses);
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('writes the change still waiting when the page is left', () => {
    const client = new QueryClient();
    const stop = persistQueries(client, {
      userId: 'u1',
      canWrite: () => true,
      storage: localStorage,
    });
    client.setQueryData(NURSES, nurses);
    expect(stored()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()?.state.queries.map((q) => q.queryKey)).toEqual([NURSES]);
    stop();
  });
});
