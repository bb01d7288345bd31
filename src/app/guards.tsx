import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useSession } from '../shared/services/services.context';

interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Protected routes: without a restored session, go to /login and come back after it. */
export function RequireSession() {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (loggedIn) return <Outlet />;
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
}

/** /login and /landing: a logged-in user goes to where they wanted to be, else the dashboard. */
export function PublicOnly() {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn) return <Outlet />;
  const from = (location.state as FromState | null)?.from;
  const target = from && from.pathname !== '/login' ? from : '/';
  return <Navigate to={target} replace />;
}
