import { Badge, Box, Button, Group, Paper, Table, Text, Title } from '@mantine/core';

export interface QueueRow {
  id: string;
  operationType: string;
  resourceType: string;
  resourceId: string;
  status: string;
  retryCount: number;
  lastError: string | null;
}

export interface SyncQueueTableProps {
  rows: QueueRow[];
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

const statusColor: Record<string, string> = {
  pending: 'blue',
  in_progress: 'cyan',
  completed: 'teal',
  failed: 'red',
  conflict: 'orange',
};

export function SyncQueueTable({ rows, onRetry, onDiscard }: SyncQueueTableProps) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="sm" id="sync-queue">
        Sync queue
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No queued operations: everything on this device has reached the server.
        </Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table aria-labelledby="sync-queue" verticalSpacing="xs" miw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Operation</Table.Th>
                <Table.Th>Resource</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Retries</Table.Th>
                <Table.Th>Last error</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-operation={row.id}>
                  <Table.Td>{row.operationType}</Table.Td>
                  <Table.Td>
                    {row.resourceType}{' '}
                    <Text span ff="monospace" size="xs">
                      {row.resourceId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[row.status] ?? 'gray'}>
                      {row.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{row.retryCount}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c={row.lastError ? 'red' : 'dimmed'}>
                      {row.lastError ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      {row.status === 'failed' && (
                        <Button size="compact-xs" variant="light" onClick={() => onRetry(row.id)}>
                          Retry
                        </Button>
                      )}
                      {row.status !== 'in_progress' && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => onDiscard(row.id)}
                        >
                          Discard
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
