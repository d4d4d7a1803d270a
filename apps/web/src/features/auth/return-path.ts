import { paths } from '../../config/paths';

// Issue 21.14: the address a signed-out visitor asked for, carried through
// /login and /verification so the code lands them there. Only a path of this
// app is ever kept: anything that could leave the origin is dropped (no open
// redirect), and so are the sign-in screens themselves.

export type ReturnState = { from?: string };

const SIGN_IN_SCREENS = new Set<string>([paths.login, paths.verification, paths.dashboardAlias]);

/** The same-app path in `value`, or null: never an outside URL. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // a path of ours starts with one slash; "//host", "/\host" and schemes are refused
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  for (const char of value)
    if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return null;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (SIGN_IN_SCREENS.has(url.pathname) || url.pathname === paths.home) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path router state carries, checked. */
export function returnPathOf(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  return safeReturnPath((state as ReturnState).from);
}
