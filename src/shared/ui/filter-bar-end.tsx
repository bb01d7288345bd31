import { Button, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The end of a list's filter bar: "Clear filters" while any filter is set, then, pushed right,
 * how many rows the filters let through ("12 of 40 claims", announced as it changes) and the
 * screen's own controls.
 */
export function FilterBarEnd(props: {
  active: boolean;
  onClear: () => void;
  shown: number;
  total: number;
  /** What the rows are, plural: "claims". */
  noun: string;
  trailing?: ReactNode;
}) {
  const { shown, total, noun } = props;
  return (
    <>
      {props.active && (
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconX size={14} />}
          onClick={props.onClear}
          mb={4}
        >
          Clear filters
        </Button>
      )}
      <Group gap="xs" ml="auto" align="center" wrap="nowrap">
        <Text size="xs" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {shown === total
            ? `${count(total)} ${noun}`
            : `${count(shown)} of ${count(total)} ${noun}`}
        </Text>
        {props.trailing}
      </Group>
    </>
  );
}
