import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

// Navigation guards (SPEC 2): the stored session decides; the server enforces.

/** A route needing sign-in sends a visitor with no stored session to /login. */
export function RequireAuth() {
  const session = useSession();
  if (!session) return <Navigate to={paths.login} replace />;
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
