import { useSession } from '../../shared/services/services.context';
import { NotFound } from '../../shared/ui/not-found';

export function NotFoundRoute() {
  const { loggedIn } = useSession();
  return loggedIn ? (
    <NotFound homeTo="/" homeLabel="Back to the dashboard" />
  ) : (
    <NotFound homeTo="/landing" homeLabel="Back to the home page" />
  );
}
