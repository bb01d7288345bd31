import { Text } from '@mantine/core';

/** A plain text cell: one line cut short with the whole text on hover, a dimmed dash when empty. */
export const textCell = (text: string) => (
  <Text fz={12} c={text ? undefined : 'dimmed'} truncate title={text || undefined}>
    {text || '—'}
  </Text>
);
