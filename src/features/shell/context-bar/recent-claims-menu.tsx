import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RecentClaimItem } from '../../../shared/routes/context-action.types';

export function RecentClaimsMenu({ label, items }: { label: string; items: RecentClaimItem[] }) {
  return (
    <Menu position="bottom-start" width={280} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconHistory size={16} stroke={1.6} />}
          rightSection={<IconChevronDown size={14} stroke={1.6} />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Recently updated claims</Menu.Label>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py={6}>
            No recently updated claims yet.
          </Text>
        ) : (
          items.map((item) => (
            <Menu.Item key={item.id} component={Link} to={item.to}>
              {item.label}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
