import { Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useClaims } from '../../collections/claims/claims.hooks';
import { useUsers } from '../../collections/users/users.hooks';
import { hasPermission } from '../../domain/permissions';
import { fullName } from '../../domain/person-name';
import { useOverdueClaims } from '../../shared/claims/use-overdue-claims';
import { useSession } from '../../shared/services/services.context';
import { OverdueClaimsPanel } from '../../shared/ui/overdue-claims-panel';
import { usePermissions } from '../../shared/services/use-permissions';

/**
 * Claims past their status timeout (SPEC 9): the whole team's for those who manage claims, the
 * user's own otherwise. Loaded with the local data, so the dashboard's first paint does not wait.
 */
export function OverdueClaimsCard() {
  const { user } = useSession();
  const permissions = usePermissions();
  const { claims, loading } = useClaims();
  const { users, loading: usersLoading } = useUsers();
  const manager = hasPermission(permissions, 'manage_claims');
  const lookups = useMemo(
    () => ({
      now: new Date(),
      userNames: Object.fromEntries(users.map((u) => [u.id, fullName(u)])),
    }),
    [users],
  );
  const overdue = useOverdueClaims(claims, lookups, manager ? null : (user?.id ?? null));
  if (loading || usersLoading) return null;
  if (overdue.length === 0) {
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-label="Overdue claims">
        <Text size="sm" c="dimmed">
          {manager ? 'No claim is' : 'None of your claims is'} past its status timeout.
        </Text>
      </Paper>
    );
  }
  return (
    <OverdueClaimsPanel
      claims={overdue}
      now={lookups.now}
      title={manager ? 'Claims past their status timeout' : 'Your claims past their status timeout'}
    />
  );
}
