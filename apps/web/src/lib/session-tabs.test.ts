import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '../test/render';
import {
  SESSION_KEY,
  askOtherTabs,
  clearSession,
  getSession,
  isAskingTabs,
  saveSession,
  subscribeSession,
  watchSession,
} from './session';
import { TAB_CHANNEL, type TabMessage } from './session-tabs';

// Issue 26: a session not kept on this computer lives in one tab's
// sessionStorage; the other tabs of the app hand it to a new tab over a
// BroadcastChannel (never through localStorage) and follow its sign-out.

const opened: BroadcastChannel[] = [];
const stops: (() => void)[] = [];

/** Another tab of the app: its channel, and the messages it has received. */
function otherTab(answer?: (message: TabMessage, tab: BroadcastChannel) => void) {
  const tab = new BroadcastChannel(TAB_CHANNEL);
  opened.push(tab);
  const received: TabMessage[] = [];
  tab.onmessage = (event: MessageEvent<TabMessage>) => {
    received.push(event.data);
    answer?.(event.data, tab);
  };
  return { tab, received };
}

const watch = () => stops.push(watchSession());
const stored = (token = 'tab-token') => ({
  ...makeSession('STAFF', { token }),
  expiresAt: Date.now() + 60_000,
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const tab of opened.splice(0)) tab.close();
  // an ask still waiting ends before the next test
  await vi.waitFor(() => expect(isAskingTabs()).toBe(false));
});

describe('a session shared between tabs', () => {
  it('a new tab gets the open tab’s session, into its sessionStorage only', async () => {
    otherTab((message, tab) => {
      if (message.type === 'ask') tab.postMessage({ type: 'session', session: stored() });
    });
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    askOtherTabs(5_000);
    expect(isAskingTabs()).toBe(true);
    await vi.waitFor(() => expect(getSession()?.token).toBe('tab-token'));
    expect(isAskingTabs()).toBe(false);
    expect(listener).toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({
      token: 'tab-token',
    });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    unsubscribe();
  });

  it('with no other tab open, stops waiting after a short while: the sign-in screen', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    askOtherTabs(50);
    expect(isAskingTabs()).toBe(true);
    await vi.waitFor(() => expect(isAskingTabs()).toBe(false));
    expect(getSession()).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('does not ask when it has a session of its own', () => {
    saveSession(makeSession(), { keep: true });
    askOtherTabs(5_000);
    expect(isAskingTabs()).toBe(false);
  });

  it('an open tab answers a new tab’s question with its session', async () => {
    watch();
    saveSession(makeSession('STAFF', { token: 'mine' }));
    const { tab, received } = otherTab();
    tab.postMessage({ type: 'ask' });
    await vi.waitFor(() =>
      expect(received).toContainEqual(
        expect.objectContaining({
          type: 'session',
          session: expect.objectContaining({ token: 'mine' }),
        }),
      ),
    );
  });

  it('sign-out here signs out the other tabs holding the same session', async () => {
    watch();
    saveSession(makeSession('STAFF', { token: 'mine' }));
    const { received } = otherTab();
    clearSession();
    await vi.waitFor(() => expect(received).toContainEqual({ type: 'signed-out', token: 'mine' }));
  });

  it('sign-out in another tab signs this tab out; another user’s sign-out does not', async () => {
    watch();
    saveSession(makeSession('STAFF', { token: 'mine' }));
    const { tab } = otherTab();
    tab.postMessage({ type: 'signed-out', token: 'someone-else' });
    tab.postMessage({ type: 'session', session: stored('someone-else') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSession()?.token).toBe('mine');
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    tab.postMessage({ type: 'signed-out', token: 'mine' });
    await vi.waitFor(() => expect(getSession()).toBeNull());
    expect(listener).toHaveBeenCalled();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    unsubscribe();
  });

  it('a signed-out tab follows a sign-in in another tab; a malformed or run-out session is refused', async () => {
    watch();
    const { tab } = otherTab();
    tab.postMessage({ type: 'session', session: { token: 1 } });
    tab.postMessage({ type: 'session', session: { ...stored('old'), expiresAt: Date.now() - 1 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSession()).toBeNull();
    tab.postMessage({ type: 'session', session: stored('new') });
    await vi.waitFor(() => expect(getSession()?.token).toBe('new'));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
