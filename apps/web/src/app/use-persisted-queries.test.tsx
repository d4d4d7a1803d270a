import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QUERY_CACHE_KEY } from '../lib/query-persistence';
import { SESSION_KEY, clearSession, saveSession } from '../lib/session';
import { sessionExpired } from '../lib/session-expired';
import { makeSession } from '../test/render';
import { AppProviders } from './providers';

const NURSES = ['nurses', 'list', 'approved'];
const WRITTEN = { timeout: 3000 };

let client: QueryClient | undefined;

function NurseNames({ load }: { load: () => Promise<string[]> }) {
  client = useQueryClient();
  const query = useQuery({ queryKey: NURSES, queryFn: load });
  return <p>{query.data ? query.data.join(', ') : 'Loading'}</p>;
}

// Each test signs in with its own token: a token refused by a 401 stays refused.
let signIns = 0;
const signIn = (userId = 'u1', keep = false) =>
  saveSession(
    makeSession('STAFF', {
      token: `token-${++signIns}`,
      user: { ...makeSession().user, id: userId },
    }),
    { keep },
  );

/** The copy, wherever it is: this tab's sessionStorage, or localStorage when kept. */
const storedCopy = () =>
  sessionStorage.getItem(QUERY_CACHE_KEY) ?? localStorage.getItem(QUERY_CACHE_KEY);

/** The app's providers as main.tsx mounts them (their own client, persisting). */
async function openApp(load = vi.fn(() => Promise.resolve(['Esther Nakato']))) {
  const utils = render(
    <AppProviders>
      <NurseNames load={load} />
    </AppProviders>,
  );
  await screen.findByText('Esther Nakato');
  await waitFor(() => expect(storedCopy()).toContain('Esther Nakato'), WRITTEN);
  return { ...utils, load };
}

describe('the stored query cache follows the session', () => {
  it('a reload while signed in shows the loaded list at once, then asks the API again', async () => {
    signIn();
    const first = await openApp();
    first.unmount();

    const load = vi.fn(() => Promise.reject(new Error('offline')));
    render(
      <AppProviders>
        <NurseNames load={load} />
      </AppProviders>,
    );
    expect(screen.getByText('Esther Nakato')).toBeInTheDocument();
    // The copy may be older than someone's change: it is refreshed, and kept when that fails.
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.getByText('Esther Nakato')).toBeInTheDocument();
  });

  it('log out or expiry wipes the stored copy and the cache in memory', async () => {
    signIn();
    await openApp();
    act(() => clearSession());
    expect(storedCopy()).toBeNull();
    expect(client?.getQueryData(NURSES)).toBeUndefined();
  });

  it('a 401 (Session Expired) wipes it, and nothing is written for that session again', async () => {
    signIn();
    await openApp();
    act(() => sessionExpired.show());
    expect(storedCopy()).toBeNull();
    act(() => sessionExpired.hide());
    act(() => client?.setQueryData(NURSES, ['Ruth Auma']));
    await new Promise((r) => setTimeout(r, 1500));
    expect(storedCopy()).toBeNull();
  });

  it('is kept in this tab’s sessionStorage, or in localStorage when the user is kept signed in', async () => {
    signIn();
    const first = await openApp();
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
    act(() => clearSession());
    expect(storedCopy()).toBeNull();
    first.unmount();
    signIn('u1', true);
    await openApp();
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toContain('Esther Nakato');
    expect(sessionStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });

  it('signing out in another tab wipes it here too', async () => {
    signIn('u1', true);
    await openApp();
    localStorage.removeItem(SESSION_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    });
    expect(storedCopy()).toBeNull();
    expect(client?.getQueryData(NURSES)).toBeUndefined();
  });

  it('a copy left behind with no session is wiped when the app opens', () => {
    localStorage.setItem(QUERY_CACHE_KEY, '{"left":"behind"}');
    sessionStorage.setItem(QUERY_CACHE_KEY, '{"left":"behind"}');
    render(<AppProviders>{null}</AppProviders>);
    expect(storedCopy()).toBeNull();
  });

  it('the next user never sees the last one’s lists', async () => {
    signIn();
    const first = await openApp();
    first.unmount();
    // The session ran out while the app was closed; someone else signs in.
    sessionStorage.removeItem(SESSION_KEY);
    signIn('u2');
    const load = vi.fn(() => Promise.resolve(['Grace Atim']));
    render(
      <AppProviders>
        <NurseNames load={load} />
      </AppProviders>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Grace Atim')).toBeInTheDocument();
    expect(screen.queryByText('Esther Nakato')).not.toBeInTheDocument();
  });
});
