import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '../test/render';
import {
  SESSION_KEY,
  clearSession,
  getSession,
  isSessionKept,
  saveSession,
  subscribeSession,
  watchSession,
} from './session';

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores token, expiresIn, user and expiresAt in this tab’s sessionStorage, not localStorage', () => {
    const session = makeSession('ADMIN', { expiresIn: 60_000 });
    saveSession(session);
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
    expect(stored).toEqual({ ...session, expiresAt: Date.now() + 60_000 });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(getSession()).toEqual(stored);
    expect(getSession()).toBe(getSession());
    expect(isSessionKept()).toBe(false);
  });

  it('"Keep me signed in on this computer": in localStorage, as before', () => {
    saveSession(makeSession(), { keep: true });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toMatchObject({
      token: 'test-token-123',
    });
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(isSessionKept()).toBe(true);
  });

  it('sign-out empties both stores', () => {
    saveSession(makeSession('STAFF', { token: 'kept' }), { keep: true });
    const ofThisTab = { ...makeSession(), expiresAt: Date.now() + 60_000 };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(ofThisTab));
    expect(getSession()?.token).toBe('test-token-123');
    clearSession();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('removes a session that has run out when it is read', () => {
    const expired = { ...makeSession(), expiresAt: Date.now() - 1 };
    localStorage.setItem(SESSION_KEY, JSON.stringify(expired));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('a run-out session of this tab gives way to one kept on this computer', () => {
    const expired = { ...makeSession('STAFF', { token: 'old' }), expiresAt: Date.now() - 1 };
    const kept = { ...makeSession('STAFF', { token: 'kept' }), expiresAt: Date.now() + 60_000 };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(expired));
    localStorage.setItem(SESSION_KEY, JSON.stringify(kept));
    expect(getSession()?.token).toBe('kept');
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(isSessionKept()).toBe(true);
  });

  it('removes a malformed session', () => {
    localStorage.setItem(SESSION_KEY, '{"token":1}');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('clears itself when the time runs out and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession(makeSession('STAFF', { expiresIn: 5_000 }));
    listener.mockClear();

    vi.advanceTimersByTime(4_999);
    expect(getSession()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalled();
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    unsubscribe();
  });

  it('arms the timer for a session found at start-up', () => {
    const session = { ...makeSession(), expiresAt: Date.now() + 2_000 };
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const stop = watchSession();
    vi.advanceTimersByTime(2_000);
    expect(listener).toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    stop();
    unsubscribe();
  });

  it('clearSession removes it and tells subscribers', () => {
    saveSession(makeSession());
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    clearSession();
    expect(listener).toHaveBeenCalledOnce();
    expect(getSession()).toBeNull();
    unsubscribe();
  });
});
