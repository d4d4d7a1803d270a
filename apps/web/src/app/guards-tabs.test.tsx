import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { askOtherTabs, isAskingTabs } from '../lib/session';
import { TAB_CHANNEL } from '../lib/session-tabs';
import { jsonResponse, makeSession, mockFetch, renderApp } from '../test/render';

// Issue 26: a new tab of a user signed in in another tab (its session lives
// in that tab's sessionStorage) is not sent to the sign-in screen.

const opened: BroadcastChannel[] = [];

/**
 * Another tab of the app, signed in: answers a new tab's question at once,
 * or, `held`, when the returned function is called.
 */
function signedInTab({ held = false } = {}) {
  const tab = new BroadcastChannel(TAB_CHANNEL);
  opened.push(tab);
  const session = { ...makeSession('ADMIN'), expiresAt: Date.now() + 60_000 };
  const answer = () => tab.postMessage({ type: 'session', session });
  tab.onmessage = (event: MessageEvent<{ type: string }>) => {
    if (event.data.type === 'ask' && !held) answer();
  };
  return answer;
}

afterEach(async () => {
  for (const tab of opened.splice(0)) tab.close();
  await waitFor(() => expect(isAskingTabs()).toBe(false));
});

describe('a new tab', () => {
  it('waits for the open tab’s session and shows the address asked for', async () => {
    signedInTab();
    askOtherTabs(5_000);
    const { router } = renderApp('/communication');
    expect(
      await screen.findByRole('tab', { name: 'Push Notifications' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/communication');
    // the session came over the channel: this tab only
    expect(sessionStorage.getItem('care.session')).toContain('test-token-123');
    expect(localStorage.getItem('care.session')).toBeNull();
  });

  it('opened on /login: the sign-in screen shows at once, and the answer moves on to Home', async () => {
    mockFetch(() => jsonResponse(500, { status: 'failed', error: 'Boom' }));
    const answer = signedInTab({ held: true });
    askOtherTabs(10_000);
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('with no other tab, shows a loader for a moment, then the sign-in screen', async () => {
    askOtherTabs(300);
    const { router } = renderApp('/nurses/list');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nurses/list');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
