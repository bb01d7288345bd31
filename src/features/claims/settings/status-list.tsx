import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ClaimStatusConfig } from '../../../domain/claim-status';

/** The statuses for someone who may not change them. */
export function StatusList({ statuses }: { statuses: readonly ClaimStatusConfig[] }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Alert color="gray" variant="light" icon={<IconLock size={16} />} mb="md">
        Only administrators can change the claim statuses.
      </Alert>
      <Stack gap={6} role="list" aria-label="Claim statuses">
        {statuses.map((status) => (
          <Group key={status.name} justify="space-between" role="listitem">
            <Text size="sm">{status.name}</Text>
            <Badge variant="default" radius="sm" tt="none" fw={400}>
              {status.timeoutDays === null ? 'No timeout' : `${status.timeoutDays} days`}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
