import { OfflineBanner } from './offline-banner';
import { useSession, useSyncStatus } from '../../../shared/services/services.context';

/** SPEC 4: the banner shows while the server is unreachable and a user is logged in. */
export function OfflineBannerContainer() {
  const { loggedIn } = useSession();
  const { connectivity } = useSyncStatus();
  if (!loggedIn) return null;
  if (connectivity !== 'offline' && connectivity !== 'server-unreachable') return null;
  return <OfflineBanner reason={connectivity} />;
}
