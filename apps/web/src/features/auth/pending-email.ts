// The e-mail between the login and verification screens: router state, with a
// sessionStorage copy so a reload of /verification still knows it. The same
// goes for the address the visitor asked for before sign-in (issue 21.14).
const KEY = 'care.pendingEmail';
const RETURN_KEY = 'care.pendingReturn';

export function savePendingEmail(email: string, returnPath?: string | null): void {
  try {
    sessionStorage.setItem(KEY, email);
    if (returnPath) sessionStorage.setItem(RETURN_KEY, returnPath);
    else sessionStorage.removeItem(RETURN_KEY);
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

/** The kept return path, unchecked: pass it through safeReturnPath. */
export function readPendingReturn(): string | null {
  try {
    return sessionStorage.getItem(RETURN_KEY);
  } catch {
    return null;
  }
}

export function clearPendingEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // nothing stored
  }
}
