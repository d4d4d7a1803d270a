// The e-mail between the login and verification screens: router state, with a
// sessionStorage copy so a reload of /verification still knows it.
const KEY = 'care.pendingEmail';

export function savePendingEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // private mode without storage: router state still carries it
  }
}

export function readPendingEmail(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearPendingEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
