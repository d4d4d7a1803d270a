// The e-mail between the login and verification screens: router state, with a
// sessionStorage copy so a reload of /verification still knows it. The same
// goes for the address the visitor asked for before sign-in (issue 21.14),
// and for "Keep me signed in on this computer" (issue 26).
const KEY = 'care.pendingEmail';
const RETURN_KEY = 'care.pendingReturn';
const KEEP_KEY = 'care.pendingKeep';

export function savePendingEmail(email: string, returnPath?: string | null, keep = false): void {
  try {
    sessionStorage.setItem(KEY, email);
    if (returnPath) sessionStorage.setItem(RETURN_KEY, returnPath);
    else sessionStorage.removeItem(RETURN_KEY);
    if (keep) sessionStorage.setItem(KEEP_KEY, 'yes');
    else sessionStorage.removeItem(KEEP_KEY);
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

/** Whether the user ticked "Keep me signed in on this computer" at the password step. */
export function readPendingKeep(): boolean {
  try {
    return sessionStorage.getItem(KEEP_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function clearPendingEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(RETURN_KEY);
    sessionStorage.removeItem(KEEP_KEY);
  } catch {
    // nothing stored
  }
}
