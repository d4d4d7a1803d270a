import { lazy } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

// Navigation guards (SPEC 2): the stored session decides; the server enforces.

const ForcedPasswordChange = lazy(() =>
  import('../features/auth/components/forced-password-change').then((m) => ({
    default: m.ForcedPasswordChange,
  })),
);

/**
 * A route needing sign-in sends a visitor with no stored session to /login.
 * Signed in with a temporary password, the person sees only its change
 * (issue 20.12), on whatever address they opened.
 */
export function RequireAuth() {
  const session = useSession();
  if (!session) return <Navigate to={paths.login} replace />;
  if (session.mustChangeCredentials) return <ForcedPasswordChange />;
  return <Outlet />;
}

/** A guest-only route sends a signed-in user to Home. */
export function GuestOnly() {
  const session = useSession();
  if (session) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** An admin-only route sends a user whose role is not ADMIN to Home. */
export function RequireAdmin() {
  const session = useSession();
  if (session?.user.role !== 'ADMIN') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
