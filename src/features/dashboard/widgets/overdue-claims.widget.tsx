import { useMemo } from 'react';
import { hasPermission } from '../../../domain/permissions';
import { useOverdueClaims } from '../../../shared/claims/use-overdue-claims';
import { usePermissions } from '../../../shared/services/use-permissions';
import { OverdueClaimsList } from '../../../shared/ui/overdue-claims-panel';
import type { WidgetProps } from '../dashboard-data';
import { WidgetCard } from '../widget-card';
import { linkTo } from './links';

/**
 * Claims past their status timeout (SPEC 9), oldest first: the whole team's for those who manage
 * claims, the user's own otherwise (as the tasks' Overdue view).
 */
export function OverdueClaimsWidget({ data }: WidgetProps) {
  const manager = hasPermission(usePermissions(), 'manage_claims');
  const lookups = useMemo(
    () => ({ now: data.now, userNames: data.userNames }),
    [data.now, data.userNames],
  );
  const overdue = useOverdueClaims(data.claims, lookups, manager ? null : data.userId);
  return (
    <WidgetCard
      widgetId="overdueClaims"
      title={manager ? 'Claims past their status timeout' : 'Your claims past their status timeout'}
      regionLabel="Overdue claims"
      help={
        manager
          ? 'Every claim longer in its status than the status allows, oldest first.'
          : 'Your claims longer in their status than it allows, oldest first.'
      }
      link={{ to: linkTo('claims', { overdue: '1' }), label: 'All overdue claims' }}
      loading={data.claimsLoading || data.usersLoading}
      empty={overdue.length === 0}
      emptyText={
        manager
          ? 'No claim is past its status timeout.'
          : 'None of your claims is past its status timeout.'
      }
    >
      <OverdueClaimsList claims={overdue} now={data.now} />
    </WidgetCard>
  );
}
