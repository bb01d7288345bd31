import { Paper, Table, Text, Title } from '@mantine/core';

export interface CollectionCount {
  name: string;
  count: number;
}

export function CollectionCounts({ counts }: { counts: CollectionCount[] | null }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="sm" id="local-collections">
        Collections on this device
      </Title>
      {counts === null ? (
        <Text size="sm" c="dimmed">
          The local database is not open.
        </Text>
      ) : (
        <Table aria-labelledby="local-collections" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Collection</Table.Th>
              <Table.Th ta="right">Documents</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {counts.map(({ name, count }) => (
              <Table.Tr key={name} data-collection={name}>
                <Table.Td ff="monospace">{name}</Table.Td>
                <Table.Td ta="right">{count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
