import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDatabase } from '../../collections/database.context';
import { fullName } from '../../domain/person-name';
import { useSession } from '../../shared/services/services.context';
import { PageHeader } from '../../shared/ui/page-header';
import { StatePanel } from '../../shared/ui/state-panel';

// The widgets and their charts come with the local data, so the first paint does not wait for
// them (bench/first-load).
const DashboardBoard = lazy(() =>
  import('./dashboard-board').then((m) => ({ default: m.DashboardBoard })),
);

const loadingPanel = <StatePanel state={{ kind: 'loading', label: 'Loading your dashboard…' }} />;

export function DashboardRoute() {
  const db = useAppDatabase();
  const { user } = useSession();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user ? fullName(user) : ''}`}
        description="Here is where your claims day stands."
      />
      {db ? (
        <Suspense fallback={loadingPanel}>
          <DashboardBoard customize={params.get('customize') === 'true'} />
        </Suspense>
      ) : (
        loadingPanel
      )}
    </>
  );
}
