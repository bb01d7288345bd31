import { Group, Paper } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SanitizedTextInput } from './form/sanitized-text-input';

export interface FilterBarSearch {
  /** The input's accessible name: "Search claims". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (search: string) => void;
  /** Its width from the `sm` breakpoint up; below it takes the whole line. */
  width: number;
}

/**
 * The frame of a list's filter bar: a bordered strip whose first control is the search box, then
 * the screen's own pickers (`children`, usually ending with `FilterBarEnd`), wrapping on narrow
 * windows. `below` sits under the strip's line (a phone's folded pickers).
 */
export function FilterBar(props: {
  search: FilterBarSearch;
  /** How the controls line up; `flex-end` keeps labelled and unlabelled inputs on one base line. */
  align?: 'flex-end' | 'center';
  children: ReactNode;
  below?: ReactNode;
}) {
  const { search } = props;
  return (
    <Paper withBorder radius="md" p="sm" mb="sm">
      <Group gap="sm" align={props.align ?? 'flex-end'} wrap="wrap">
        <SanitizedTextInput
          aria-label={search.label}
          placeholder={search.placeholder}
          leftSection={<IconSearch size={16} stroke={1.6} />}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          w={{ base: '100%', sm: search.width }}
          size="sm"
        />
        {props.children}
      </Group>
      {props.below}
    </Paper>
  );
}
