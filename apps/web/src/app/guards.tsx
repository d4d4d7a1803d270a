import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { readPendingReturn } from '../features/auth/pending-email';
import { returnPathOf, safeReturnPath, type ReturnState } from '../features/auth/return-path';
import { PageLoader } from '../components/page-loader';
import { useAskingTabs, useSession } from '../lib/session';

// Navigation guards (SPEC 2): the stored session decides; the server enforces.

const ForcedPasswordChange = lazy(() =>
  import('../features/auth/components/forced-password-change').then((m) => ({
    default: m.ForcedPasswordChange,
  })),
);

/**
 * A route needing sign-in sends a visitor with no stored session to /login,
 * keeping the address they asked for (same-app paths only) so the sign-in
 * ends there (issue 21.14).
 * Signed in with a temporary password, the person sees only its change
 * (issue 20.12), on whatever address they opened.
 */
export function RequireAuth() {
  const session = useSession();
  const asking = useAskingTabs();
  const location = useLocation();
  // A new tab waits a moment for another open tab's session (issue 26).
  if (!session && asking) return <PageLoader />;
  if (!session) {
    const from = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
    const state: ReturnState | undefined = from ? { from } : undefined;
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (session.mustChangeCredentials) return <ForcedPasswordChange />;
  return <Outlet />;
}

/**
 * A guest-only route sends a signed-in user to Home, or to the address kept
 * through the sign-in (issue 21.14), the same place verification goes.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  // Not held while a new tab asks the others (issue 26): the sign-in screen
  // shows at once, and an answer moves on from it as a sign-in would.
  if (session) {
    const to = returnPathOf(location.state) ?? safeReturnPath(readPendingReturn()) ?? paths.home;
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}

/** An admin-only route sends a user whose role is not ADMIN to Home. */
export function RequireAdmin() {
  const session = useSession();
  if (session?.user.role !== 'ADMIN') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
