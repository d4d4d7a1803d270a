import { useSyncExternalStore } from 'react';

// Whether the 'Session Expired' dialog is open. The API client opens it; the
// dialog (app/session-expired-dialog.tsx) closes it.

let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const sessionExpired = {
  show: () => set(true),
  hide: () => set(false),
  isOpen: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSessionExpiredOpen(): boolean {
  return useSyncExternalStore(sessionExpired.subscribe, sessionExpired.isOpen, () => false);
}
