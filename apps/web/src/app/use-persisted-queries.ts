import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  persistQueries,
  restorePersistedQueries,
  wipePersistedQueries,
} from '../lib/query-persistence';
import { getSession, isSessionKept, subscribeSession, useSession } from '../lib/session';
import { sessionExpired } from '../lib/session-expired';

// A session the server refused (401): its data is neither kept nor written
// again, even if the user stays on the screen instead of signing in anew.
let refusedToken: string | undefined;

/** The copy is kept where the session is: this tab's sessionStorage unless kept on this computer. */
const storageOf = (kept: boolean): Storage => (kept ? localStorage : sessionStorage);

function refuseCurrentSession() {
  refusedToken = getSession()?.token;
  wipePersistedQueries();
}

/**
 * Ties the browser's copy of the query cache to the session: restored for the
 * signed-in user before the first screen renders, kept in step while they
 * stay signed in, and wiped with the in-memory cache whenever the session
 * ends (log out, expiry, 401, another tab).
 */
export function usePersistedQueries(client: QueryClient, enabled: boolean): void {
  const session = useSession();
  const userId = session?.user.id;
  const kept = session !== null && isSessionKept();

  // Synchronously on the first render, so the screens find their lists at once.
  useState(() => {
    if (!enabled) return;
    const current = getSession();
    if (current) restorePersistedQueries(client, current.user.id, storageOf(isSessionKept()));
    else wipePersistedQueries();
  });

  useEffect(
    () =>
      subscribeSession(() => {
        if (getSession()) return;
        client.clear();
        if (enabled) wipePersistedQueries();
      }),
    [client, enabled],
  );

  useEffect(() => {
    if (!enabled) return;
    return sessionExpired.subscribe(() => {
      if (sessionExpired.isOpen()) refuseCurrentSession();
    });
  }, [enabled]);

  useEffect(() => {
    if (!enabled || !userId) return;
    // Signed in here or in another tab since the first render: that user's copy, if any.
    const storage = storageOf(kept);
    restorePersistedQueries(client, userId, storage);
    return persistQueries(client, {
      userId,
      storage,
      canWrite: () => {
        const session = getSession();
        return session?.user.id === userId && session.token !== refusedToken;
      },
    });
  }, [client, enabled, userId, kept]);
}
