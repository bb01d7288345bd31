import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLock, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';

export interface ProfileMenuProps {
  fullName: string;
  email: string;
  onProfile: () => void;
  /** Absent for a role without the settings area (SPEC 6): the item is not offered. */
  onSettings?: () => void;
  /** Locks the session now instead of waiting for the idle timeout. */
  onLock: () => void;
  onLogout: () => void;
}

function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function ProfileMenu(props: ProfileMenuProps) {
  const { fullName, email, onProfile, onSettings, onLock, onLogout } = props;
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Profile menu" px={6} py={4} style={{ borderRadius: 8 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={32}>
              {initials(fullName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" data-testid="user-full-name">
              {fullName}
            </Text>
            <IconChevronDown size={14} stroke={1.6} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={onProfile}>
          Profile
        </Menu.Item>
        {onSettings && (
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={onSettings}>
            Settings
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLock size={16} />} onClick={onLock}>
          Lock now
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
