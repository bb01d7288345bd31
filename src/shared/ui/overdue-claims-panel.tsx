import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { relativeDue } from '../../domain/task-due';
import { routePath } from '../routes/route-table';

export interface OverdueClaim {
  id: string;
  claimNumber: string;
  clientName: string;
  status: string;
  /** When the claim passed its status timeout. */
  dueAt: Date;
  assignee: string;
}

/**
 * Claims that stayed in their status longer than its timeout (SPEC 9): work the status asks for,
 * shown on the tasks' Overdue view and on the dashboard.
 */
export function OverdueClaimsPanel(props: {
  claims: readonly OverdueClaim[];
  now: Date;
  title?: string;
}) {
  const { claims, now, title = 'Claims past their status timeout' } = props;
  if (claims.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" mb="sm" component="section" aria-label="Overdue claims">
      <Group gap="xs" mb={6}>
        <IconAlarm size={16} stroke={1.8} color="var(--mantine-color-red-6)" />
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Badge color="red" variant="light" radius="sm">
          {claims.length}
        </Badge>
      </Group>
      <OverdueClaimsList claims={claims} now={now} />
    </Paper>
  );
}

/** The overdue claims themselves, longest overdue first: the panel's list and the dashboard's. */
export function OverdueClaimsList(props: { claims: readonly OverdueClaim[]; now: Date }) {
  const { claims, now } = props;
  return (
    <Stack gap={4} role="list" mah={220} style={{ overflowY: 'auto' }}>
      {claims.map((claim) => (
        <Group
          key={claim.id}
          role="listitem"
          gap="sm"
          wrap="nowrap"
          justify="space-between"
          data-claim-id={claim.id}
        >
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Anchor
              component={Link}
              to={routePath('claimDetails', { id: claim.id })}
              fz="sm"
              fw={600}
              style={{ flexShrink: 0 }}
            >
              {claim.claimNumber}
            </Anchor>
            <Text size="sm" truncate c="dimmed">
              {claim.clientName}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Text
              size="xs"
              c="var(--app-danger-text)"
              title={dayjs(claim.dueAt).format('MMM D, YYYY h:mm A')}
            >
              {claim.status} · due {relativeDue({ dueAt: claim.dueAt.toISOString() }, now)}
            </Text>
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {claim.assignee || 'Unassigned'}
            </Text>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
