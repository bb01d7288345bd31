import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RoleChoice, UserAccount } from '../../api/users.api';
import { rowAccess, type Manager } from './user-access';
import { ActivityControl, RoleControl, type UserControlsProps } from './user-controls';
import { formatLastLogin, fullName } from './users-query';
import type { FieldErrors, UserField } from './use-user-accounts';

export interface UsersListProps {
  users: readonly UserAccount[];
  me: Manager;
  roles: readonly RoleChoice[];
  errors: FieldErrors;
  busy: Partial<Record<string, UserField>>;
  connected: boolean;
  /** Phone and tablet width: one card per user instead of the table. */
  compact: boolean;
  onRoleChange: (user: UserAccount, role: string) => void;
  onActiveChange: (user: UserAccount, active: boolean) => void;
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} size="sm" style={{ flexShrink: 0 }}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

function NameCell({ user, me }: { user: UserAccount; me: Manager }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {fullName(user)}
      </Text>
      {user.id === me.id && (
        <Badge variant="outline" size="xs" style={{ flexShrink: 0 }}>
          You
        </Badge>
      )}
    </Group>
  );
}

export function UsersList(props: UsersListProps) {
  const { users, me, compact } = props;
  const controls = (user: UserAccount): UserControlsProps => ({
    user,
    me,
    access: rowAccess(me, user),
    roles: props.roles,
    errors: props.errors[user.id],
    busy: props.busy[user.id],
    connected: props.connected,
    onRoleChange: (role) => props.onRoleChange(user, role),
    onActiveChange: (active) => props.onActiveChange(user, active),
  });

  if (compact) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" aria-label="Users">
        {users.map((user) => (
          <Card key={user.id} withBorder radius="md" padding="md" data-testid="user-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} miw={0}>
                <NameCell user={user} me={me} />
                <Text size="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </Stack>
              <ActiveBadge active={user.isActive} />
            </Group>
            <Text size="xs" c="dimmed" mt="xs">
              Last login: {formatLastLogin(user.lastLogin)}
            </Text>
            <Group justify="space-between" align="flex-start" mt="sm" gap="sm">
              <RoleControl {...controls(user)} />
              <ActivityControl {...controls(user)} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Table.ScrollContainer minWidth={780}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last login</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td>
                <NameCell user={user} me={me} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>
                <RoleControl {...controls(user)} />
              </Table.Td>
              <Table.Td>
                <ActiveBadge active={user.isActive} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={user.lastLogin ? undefined : 'dimmed'}>
                  {formatLastLogin(user.lastLogin)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ActivityControl {...controls(user)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
