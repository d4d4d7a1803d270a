import { useSyncExternalStore } from 'react';
import { ROLES, type Session } from '@app/contract';

// The signed-in session (SPEC 3, 4): kept in localStorage, dropped when its
// expiresIn runs out. The token is never logged.

export type StoredSession = Session & { expiresAt: number };

export const SESSION_KEY = 'care.session';
// setTimeout stores its delay in 32 bits; longer waits are re-armed.
const MAX_TIMER_MS = 2_147_483_647;

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: StoredSession | null } = { raw: null, value: null };
let timer: ReturnType<typeof setTimeout> | undefined;

const isString = (value: unknown): value is string => typeof value === 'string';

// Checked by hand rather than with the contract's zod schema, which would put
// zod in the first page's JS; the schema checks the server's answer on sign-in.
function isStoredSession(value: unknown): value is StoredSession {
  const s = value as Partial<StoredSession> | null;
  const user = s?.user;
  return (
    !!s &&
    isString(s.token) &&
    typeof s.expiresIn === 'number' &&
    typeof s.expiresAt === 'number' &&
    !!user &&
    isString(user.id) &&
    isString(user.email) &&
    isString(user.name) &&
    (ROLES as readonly unknown[]).includes(user.role)
  );
}

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const json: unknown = JSON.parse(raw);
    if (!isStoredSession(json)) return null;
    const { token, expiresIn, expiresAt, user } = json;
    // issue 20.12: a temporary password opens only its own change
    const mustChangeCredentials = json.mustChangeCredentials === true;
    return { token, expiresIn, expiresAt, user: { ...user }, mustChangeCredentials };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function removeRaw() {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // storage unavailable: nothing to remove
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function arm(session: StoredSession | null) {
  clearTimeout(timer);
  timer = undefined;
  if (!session) return;
  const wait = Math.min(Math.max(session.expiresAt - Date.now(), 0), MAX_TIMER_MS);
  timer = setTimeout(() => {
    if (getSession() === null) notify();
    else arm(getSession());
  }, wait);
}

/**
 * The stored session, or null when there is none, it is malformed or it has
 * run out (in which case it is removed). Stable between calls while unchanged,
 * as useSyncExternalStore needs.
 */
export function getSession(): StoredSession | null {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, value: parse(raw) };
  const value = cache.value;
  if (raw !== null && (value === null || value.expiresAt <= Date.now())) {
    removeRaw();
    cache = { raw: null, value: null };
  }
  return cache.value;
}

export function saveSession(session: Session): StoredSession {
  return store({ ...session, expiresAt: Date.now() + session.expiresIn });
}

/** The temporary password was changed: the same session now opens the app. */
export function markPasswordChanged(): void {
  const session = getSession();
  if (session?.mustChangeCredentials) store({ ...session, mustChangeCredentials: false });
}

function store(stored: StoredSession): StoredSession {
  const raw = JSON.stringify(stored);
  localStorage.setItem(SESSION_KEY, raw);
  cache = { raw, value: stored };
  arm(stored);
  notify();
  return stored;
}

export function clearSession(): void {
  removeRaw();
  cache = { raw: null, value: null };
  arm(null);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts the expiry timer for a session found at start-up and follows sign-in
 * and sign-out in other tabs. Returns a function that stops both.
 */
export function watchSession(): () => void {
  arm(getSession());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== SESSION_KEY) return;
    arm(getSession());
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    clearTimeout(timer);
    timer = undefined;
  };
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
