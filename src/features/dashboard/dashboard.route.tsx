import { Alert, Anchor, Box, SimpleGrid } from '@mantine/core';
import { IconCloud, IconId, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppDatabase } from '../../collections/database.context';
import { useSession, useSyncStatus } from '../../shared/services/services.context';
import { useUsers } from '../../collections/users/users.hooks';
import { fullName } from '../../domain/person-name';
import { StatCard } from './stat-card';
import { PageHeader } from '../../shared/ui/page-header';
import { routePath } from '../../shared/routes/route-table';

// Comes with the local data, so the dashboard's first paint does not download it (bench/first-load).
const OverdueClaimsCard = lazy(() =>
  import('./overdue-claims-card').then((m) => ({ default: m.OverdueClaimsCard })),
);

export function DashboardRoute() {
  const db = useAppDatabase();
  const { user } = useSession();
  const { users, loading } = useUsers();
  const sync = useSyncStatus();
  const [params] = useSearchParams();
  const activeUsers = users.filter((u) => u.isActive).length;

  return (
    <>
      <PageHeader
        title={`Welcome back, ${user ? fullName(user) : ''}`}
        description="Here is where your claims day stands."
      />
      {params.get('customize') === 'true' && (
        <Alert variant="light" mb="lg" title="Customizing the dashboard">
          Choose which cards appear and in what order in{' '}
          <Anchor component={Link} to={routePath('dashboardCustomize')}>
            Dashboard layout
          </Anchor>
          .
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <StatCard
          label="Team members"
          value={loading ? '–' : String(users.length)}
          hint={`${activeUsers} active in your organization, stored on this device`}
          Icon={IconUsers}
        />
        <StatCard
          label="Connection"
          value={sync.serverReachable ? 'Online' : sync.online ? 'Limited' : 'Offline'}
          hint={sync.statusText}
          Icon={IconCloud}
          color={sync.serverReachable ? 'teal' : 'orange'}
        />
        <StatCard
          label="Your role"
          value={user?.role ?? '–'}
          hint={user?.email ?? ''}
          Icon={IconId}
          color="indigo"
        />
      </SimpleGrid>
      {db && (
        <Box mt="lg">
          <Suspense fallback={null}>
            <OverdueClaimsCard />
          </Suspense>
        </Box>
      )}
    </>
  );
}
