import { Button, Group, Paper, SegmentedControl, Select, Text } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { SanitizedTextInput } from '../../shared/ui/form/sanitized-text-input';
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
    <Paper withBorder radius="md" p="sm" mb="sm">
      <Group gap="sm" align="center" wrap="wrap">
        <SanitizedTextInput
          aria-label="Search users"
          placeholder="Search name or email…"
          leftSection={<IconSearch size={16} stroke={1.6} />}
          value={value.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
          w={{ base: '100%', sm: 240 }}
          size="sm"
        />
        <Select
          aria-label="Role"
          placeholder="Any role"
          data={[...roleNames]}
          value={value.role}
          onChange={(role) => set({ role })}
          clearable
          w={{ base: 'calc(50% - 6px)', xs: 160 }}
          size="sm"
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
      </Group>
    </Paper>
  );
}
