import { Box, Paper, Table, Text, Title } from '@mantine/core';

export interface CollectionCount {
  name: string;
  count: number;
}

/** The local collections and their sizes; `inCard` drops the frame inside another card. */
export function CollectionCounts({
  counts,
  inCard = false,
}: {
  counts: CollectionCount[] | null;
  inCard?: boolean;
}) {
  const Frame = inCard ? Box : Paper;
  return (
    <Frame {...(inCard ? {} : { withBorder: true, radius: 'md', p: 'lg' })}>
      <Title order={inCard ? 3 : 2} fz={inCard ? 'sm' : 'md'} mb="sm" id="local-collections">
        Collections on this device
      </Title>
      {counts === null ? (
        <Text size="sm" c="dimmed">
          The local database is not open.
        </Text>
      ) : (
        <Table
          aria-labelledby="local-collections"
          striped
          verticalSpacing={inCard ? 4 : undefined}
          fz={inCard ? 'sm' : undefined}
        >
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
    </Frame>
  );
}
