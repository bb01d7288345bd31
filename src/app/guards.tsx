import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useSession } from '../shared/services/services.context';
import { usePermissions } from '../shared/services/use-permissions';
import { PageHeader } from '../shared/ui/page-header';
import { StatePanel } from '../shared/ui/state-panel';
import { mayOpen, routeEntry, routePath, type RouteId } from '../shared/routes/route-table';

interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * Protected routes: without a restored session, go to /login and come back after it (not after a
 * logout: the next login, maybe another user's, starts at the dashboard). A user whose
 * organization requires two-factor authentication sets it up before anything else (the server
 * refuses them every other route meanwhile).
 */
export function RequireSession() {
  const { loggedIn, user, loggedOut } = useSession();
  const location = useLocation();
  const enrolment = routePath('twoFactor');
  if (loggedIn && user?.twoFactorEnrolmentRequired && location.pathname !== enrolment) {
    return <Navigate to={enrolment} replace />;
  }
  if (loggedIn) return <Outlet />;
  if (loggedOut) return <Navigate to={routePath('login')} replace />;
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  return <Navigate to={routePath('login')} replace state={{ from } satisfies FromState} />;
}

/** /login and /landing: a logged-in user goes to where they wanted to be, else the dashboard. */
export function PublicOnly() {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn) return <Outlet />;
  const from = (location.state as FromState | null)?.from;
  const target = from && from.pathname !== routePath('login') ? from : routePath('dashboard');
  return <Navigate to={target} replace />;
}

/** A route of the table that names a permission: without it, say so inside the shell. */
export function RequirePermission({ id }: { id: RouteId }) {
  if (mayOpen(id, usePermissions())) return <Outlet />;
  // The page keeps its heading, so a screen reader user knows where the refusal is.
  return (
    <>
      <PageHeader title={routeEntry(id).title} />
      <StatePanel
        state={{
          kind: 'empty',
          title: `You do not have access to ${routeEntry(id).permission?.area ?? 'this page'}`,
          description: 'Your role does not include it. Ask an administrator of your organization.',
        }}
      />
    </>
  );
}
