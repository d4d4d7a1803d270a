// The app's tabs talk over one BroadcastChannel (issue 26): a new tab asks
// for the session of a tab already signed in (sessionStorage is per tab), and
// a sign-in or sign-out in one tab reaches the others. Messages stay in the
// browser, between pages of this origin; nothing here is written to storage.

export const TAB_CHANNEL = 'care.session';

export type TabMessage =
  | { type: 'ask' }
  /** A tab's session, answering an ask or just signed in; `session` is checked by the receiver. */
  | { type: 'session'; session: unknown }
  | { type: 'signed-out'; token: string };

let channel: BroadcastChannel | null = null;

export const tabsAvailable = () => typeof BroadcastChannel === 'function';

function isTabMessage(data: unknown): data is TabMessage {
  const m = data as Partial<TabMessage> | null;
  if (!m || typeof m !== 'object') return false;
  if (m.type === 'ask') return true;
  if (m.type === 'session') return 'session' in m;
  return m.type === 'signed-out' && typeof m.token === 'string';
}

/** Listens for the other tabs' messages until closeTabs(); once open, opening again does nothing. */
export function openTabs(onMessage: (message: TabMessage) => void): void {
  if (channel || !tabsAvailable()) return;
  channel = new BroadcastChannel(TAB_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isTabMessage(event.data)) onMessage(event.data);
  };
}

export function closeTabs(): void {
  channel?.close();
  channel = null;
}

/** Tells the other tabs (never this one), through the open channel or a passing one. */
export function postToTabs(message: TabMessage): void {
  if (!tabsAvailable()) return;
  try {
    if (channel) {
      channel.postMessage(message);
      return;
    }
    const passing = new BroadcastChannel(TAB_CHANNEL);
    passing.postMessage(message);
    passing.close();
  } catch {
    // a closed or unavailable channel: the other tabs keep their own state
  }
}
