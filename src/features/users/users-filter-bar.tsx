import { Button, SegmentedControl, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { FilterBar } from '../../shared/ui/filter-bar';
import { FilterSelect } from '../../shared/ui/filter-pickers';
import {
  EMPTY_USERS_FILTER,
  isUsersFilterActive,
  type ActivityFilter,
  type UsersFilter,
} from './users-query';

export interface UsersFilterBarProps {
  value: UsersFilter;
  onChange: (next: UsersFilter) => void;
  roleNames: readonly string[];
  shown: number;
  total: number;
}

const ACTIVITY_CHOICES: { value: ActivityFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function UsersFilterBar({ value, onChange, roleNames, shown, total }: UsersFilterBarProps) {
  const set = (patch: Partial<UsersFilter>) => onChange({ ...value, ...patch });
  return (
    <FilterBar
      align="center"
      search={{
        label: 'Search users',
        placeholder: 'Search name or email…',
        value: value.search,
        onChange: (search) => set({ search }),
        width: 240,
      }}
    >
      <FilterSelect
        aria-label="Role"
        placeholder="Any role"
        data={[...roleNames]}
        value={value.role}
        onChange={(role) => set({ role })}
        w={{ base: 'calc(50% - 6px)', xs: 160 }}
      />
      <SegmentedControl
        aria-label="Active or inactive"
        data={ACTIVITY_CHOICES}
        value={value.activity}
        onChange={(activity) => set({ activity: activity as ActivityFilter })}
        size="sm"
      />
      {isUsersFilterActive(value) && (
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconX size={14} />}
          onClick={() => onChange(EMPTY_USERS_FILTER)}
        >
          Clear filters
        </Button>
      )}
      <Text size="xs" c="dimmed" ml="auto" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
        {shown === total ? `${total} users` : `${shown} of ${total} users`}
      </Text>
    </FilterBar>
  );
}
