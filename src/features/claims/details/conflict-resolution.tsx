import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import type { Claim } from '../../../domain/claim.schema';
import { diffClaims } from './claim-diff';
import type { ClaimLookups } from '../claim-lookups';

export interface ConflictResolutionProps {
  mine: Claim;
  server: Claim;
  lookups: ClaimLookups;
  onKeepMine: () => void;
  onTakeServer: () => void;
  busy?: boolean;
}

/** Shown when this device's change and the server's disagree: nothing is dropped until chosen. */
export function ConflictResolution({
  mine,
  server,
  lookups,
  onKeepMine,
  onTakeServer,
  busy,
}: ConflictResolutionProps) {
  const diffs = diffClaims(mine, server, lookups);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconGitCompare size={18} />}
      title="This claim was changed here and on the server"
      role="region"
      aria-label="Sync conflict"
    >
      <Text size="sm" mb="xs">
        Choose which version to keep. The other one is discarded.
      </Text>
      {diffs.length === 0 ? (
        <Text size="sm" c="dimmed">
          The visible fields are the same in both versions.
        </Text>
      ) : (
        <Table
          withTableBorder
          withColumnBorders
          fz="sm"
          bg="var(--mantine-color-body)"
          mb="sm"
          layout="fixed"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={140}>Field</Table.Th>
              <Table.Th>Mine (this device)</Table.Th>
              <Table.Th>Server</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {diffs.map((diff) => (
              <Table.Tr key={diff.field}>
                <Table.Td fw={500}>{diff.label}</Table.Td>
                <Table.Td bg="var(--mantine-color-blue-0)">{diff.mine || '—'}</Table.Td>
                <Table.Td bg="var(--app-canvas)">{diff.server || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={onKeepMine} loading={busy}>
          Keep mine
        </Button>
        <Button size="xs" variant="default" onClick={onTakeServer} disabled={busy}>
          Take server&apos;s
        </Button>
      </Group>
    </Alert>
  );
}
