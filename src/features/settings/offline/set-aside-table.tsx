import { Box, Paper, Table, Text, Title } from '@mantine/core';
import type { SetAsideRecord } from '../../../collections/config/set-aside';

const when = (at: string) =>
  new Date(at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

// Records the pull could not store: the rest synced without them; each clears itself when a valid
// version arrives. Support reads the reason to fix the record on the server.
export function SetAsideTable({ records }: { records: SetAsideRecord[] }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="sm" id="set-aside">
        Records set aside
      </Title>
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every record received from the server could be stored on this device.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            These records arrived in a form this device cannot store. Everything else kept syncing;
            each one is stored as soon as the server sends a valid version.
          </Text>
          <Box style={{ overflowX: 'auto' }}>
            <Table aria-labelledby="set-aside" verticalSpacing="xs" miw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Record</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Set aside</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((record) => (
                  <Table.Tr
                    key={`${record.collection}/${record.id}`}
                    data-set-aside={`${record.collection}/${record.id}`}
                  >
                    <Table.Td>
                      {record.collection}{' '}
                      <Text span ff="monospace" size="xs">
                        {record.id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="var(--app-danger-text)">
                        {record.reason}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{when(record.at)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </>
      )}
    </Paper>
  );
}
