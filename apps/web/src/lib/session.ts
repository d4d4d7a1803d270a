import { useSyncExternalStore } from 'react';
import { ROLES, type Session } from '@app/contract';
import { closeTabs, openTabs, postToTabs, tabsAvailable, type TabMessage } from './session-tabs';

// The signed-in session (SPEC 3, 4; issue 26). It lives in this tab's
// sessionStorage and leaves the disk when the tab closes, unless the user
// chose "Keep me signed in on this computer": then in localStorage, shared by
// the tabs. A new tab asks the open ones for theirs (lib/session-tabs.ts);
// a sign-out in one tab signs the others out. It is dropped when its
// expiresIn runs out. The token is never logged.

export type StoredSession = Session & { expiresAt: number };

export const SESSION_KEY = 'care.session';
/** How long a new tab waits for another tab's session before showing the sign-in screen. */
export const ASK_TABS_MS = 400;
// setTimeout stores its delay in 32 bits; longer waits are re-armed.
const MAX_TIMER_MS = 2_147_483_647;

/** sessionStorage: this tab only, gone with it; localStorage: kept on this computer. */
type Area = 'session' | 'local';
const AREAS: readonly Area[] = ['session', 'local'];
const storageOf = (area: Area): Storage => (area === 'local' ? localStorage : sessionStorage);

type Cache = { raw: string | null; area: Area | null; value: StoredSession | null };
const EMPTY: Cache = { raw: null, area: null, value: null };

const listeners = new Set<() => void>();
let cache: Cache = EMPTY;
let timer: ReturnType<typeof setTimeout> | undefined;
let asking: ReturnType<typeof setTimeout> | undefined;
let watchers = 0;

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

function fromJson(json: unknown): StoredSession | null {
  if (!isStoredSession(json)) return null;
  const { token, expiresIn, expiresAt, user } = json;
  // issue 20.12: a temporary password opens only its own change
  const mustChangeCredentials = json.mustChangeCredentials === true;
  return { token, expiresIn, expiresAt, user: { ...user }, mustChangeCredentials };
}

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    return fromJson(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** This tab's own session first, then the one kept on this computer. */
function readRaw(): { raw: string | null; area: Area | null } {
  for (const area of AREAS) {
    try {
      const raw = storageOf(area).getItem(SESSION_KEY);
      if (raw !== null) return { raw, area };
    } catch {
      // storage unavailable: look in the other
    }
  }
  return { raw: null, area: null };
}

function removeRaw(area: Area) {
  try {
    storageOf(area).removeItem(SESSION_KEY);
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
  // Once per store at most: a dead session in this tab's may hide a kept one.
  for (const _ of AREAS) {
    const { raw, area } = readRaw();
    if (raw !== cache.raw || area !== cache.area) cache = { raw, area, value: parse(raw) };
    const value = cache.value;
    if (area === null || (value !== null && value.expiresAt > Date.now())) return value;
    removeRaw(area);
    cache = EMPTY;
  }
  return null;
}

/** Whether the session is kept on this computer (the user ticked the box at sign-in). */
export function isSessionKept(): boolean {
  return getSession() !== null && cache.area === 'local';
}

export type SaveOptions = {
  /** "Keep me signed in on this computer": localStorage instead of this tab's sessionStorage. */
  keep?: boolean;
};

/** A sign-in: kept on this computer only if asked; the other open tabs are told. */
export function saveSession(session: Session, { keep = false }: SaveOptions = {}): StoredSession {
  const area: Area = keep ? 'local' : 'session';
  removeRaw(keep ? 'session' : 'local');
  const stored = store({ ...session, expiresAt: Date.now() + session.expiresIn }, area);
  // A kept session reaches the other tabs through localStorage ('storage' events).
  if (!keep) postToTabs({ type: 'session', session: stored });
  return stored;
}

/** The temporary password was changed: the same session now opens the app. */
export function markPasswordChanged(): void {
  const session = getSession();
  const area = cache.area;
  if (!session?.mustChangeCredentials || !area) return;
  const stored = store({ ...session, mustChangeCredentials: false }, area);
  if (area === 'session') postToTabs({ type: 'session', session: stored });
}

function store(stored: StoredSession, area: Area): StoredSession {
  const raw = JSON.stringify(stored);
  storageOf(area).setItem(SESSION_KEY, raw);
  cache = { raw, area, value: stored };
  arm(stored);
  notify();
  return stored;
}

/** Signs out here and in the other tabs holding the same session: both stores are emptied. */
export function clearSession(): void {
  const token = getSession()?.token;
  for (const area of AREAS) removeRaw(area);
  cache = EMPTY;
  arm(null);
  notify();
  if (token) postToTabs({ type: 'signed-out', token });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another tab's session, taken into this tab's sessionStorage (never localStorage). */
function adopt(session: unknown) {
  const incoming = fromJson(session);
  if (!incoming || incoming.expiresAt <= Date.now()) return;
  const current = getSession();
  // A kept session follows localStorage; another user's session here is left alone.
  if (cache.area === 'local' || (current && current.token !== incoming.token)) return;
  store(incoming, 'session');
  stopAsking();
}

function onTabMessage(message: TabMessage) {
  if (message.type === 'ask') {
    const session = getSession();
    if (session) postToTabs({ type: 'session', session });
  } else if (message.type === 'session') {
    adopt(message.session);
  } else if (getSession()?.token === message.token) {
    removeRaw('session');
    cache = EMPTY;
    arm(null);
    notify();
  }
}

function stopAsking() {
  if (asking === undefined) return;
  clearTimeout(asking);
  asking = undefined;
  if (watchers === 0) closeTabs();
  notify();
}

/**
 * At start-up with no session of its own: asks the other open tabs of the app
 * for theirs. While it waits (ASK_TABS_MS at most), isAskingTabs() is true and
 * the guards wait instead of showing the sign-in screen.
 */
export function askOtherTabs(wait = ASK_TABS_MS): void {
  if (asking !== undefined || getSession() || !tabsAvailable()) return;
  openTabs(onTabMessage);
  asking = setTimeout(stopAsking, wait);
  postToTabs({ type: 'ask' });
}

export const isAskingTabs = (): boolean => asking !== undefined;

/**
 * Starts the expiry timer for a session found at start-up and follows sign-in
 * and sign-out in other tabs. Returns a function that stops both.
 */
export function watchSession(): () => void {
  arm(getSession());
  watchers += 1;
  openTabs(onTabMessage);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== SESSION_KEY) return;
    arm(getSession());
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    watchers -= 1;
    if (watchers === 0 && asking === undefined) closeTabs();
    clearTimeout(timer);
    timer = undefined;
  };
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** True while a new tab waits for another tab's session. */
export function useAskingTabs(): boolean {
  return useSyncExternalStore(subscribeSession, isAskingTabs, () => false);
}
