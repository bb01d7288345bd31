import { Box, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { TableSort } from './table-sort';

export interface SortHeaderProps {
  field: string;
  header: string;
  sort: TableSort;
  onSort: (field: string) => void;
  align?: 'left' | 'right';
  className: string;
}

/** A column header that sorts on click, Enter or Space, and tells screen readers how. */
export function SortHeader(props: SortHeaderProps) {
  const { field, header, sort, onSort, align = 'left', className } = props;
  const active = sort.field === field;
  const direction = active ? sort.direction : null;
  const Icon =
    direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Box
      role="columnheader"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className={className}
      style={{ justifyContent: align === 'right' ? 'flex-end' : 'flex-start' }}
    >
      <UnstyledButton
        className="data-grid-sort"
        onClick={() => onSort(field)}
        aria-label={`Sort by ${header}${direction ? `, now ${direction === 'asc' ? 'ascending' : 'descending'}` : ''}`}
        fz="xs"
        fw={600}
        c={active ? 'bright' : 'dimmed'}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          textAlign: align,
        }}
      >
        <span className="data-grid-head">{header}</span>
        <Icon
          size={13}
          stroke={2}
          aria-hidden
          style={{ opacity: active ? 1 : 0.45, flexShrink: 0 }}
        />
      </UnstyledButton>
    </Box>
  );
}
