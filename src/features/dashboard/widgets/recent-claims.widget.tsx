import { Anchor, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { routePath } from '../../../shared/routes/route-table';
import { StatusBadge } from '../../../shared/ui/claim-status-badge';
import { recentlyUpdated } from '../data/recent-claims.data';
import type { WidgetProps } from '../dashboard-data';
import { WidgetCard } from '../widget-card';
import { linkTo } from './links';

const LIMIT = 6;

export function RecentClaimsWidget({ data }: WidgetProps) {
  const claims = useMemo(() => recentlyUpdated(data.claims, LIMIT), [data.claims]);
  return (
    <WidgetCard
      widgetId="recentClaims"
      title="Recently updated claims"
      help="The claims changed last, by anyone."
      link={{ to: linkTo('claims'), label: 'All claims by last update' }}
      loading={data.claimsLoading}
      empty={claims.length === 0}
      emptyText="No claims yet."
    >
      <Stack gap={6} role="list">
        {claims.map((claim) => (
          <Group key={claim.id} role="listitem" justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={routePath('claimDetails', { id: claim.id })}
                size="sm"
                fw={600}
              >
                {claim.claimNumber}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {claim.clientName} · {dayjs(claim.lastUpdated).format('MMM D, h:mm A')}
              </Text>
            </div>
            <div style={{ flexShrink: 0 }}>
              <StatusBadge status={claim.status} />
            </div>
          </Group>
        ))}
      </Stack>
    </WidgetCard>
  );
}
