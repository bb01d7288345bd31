import { memo } from 'react';
import { Accordion, Group, Stack, Text } from '@mantine/core';
import {
  GRANTABLE_PERMISSIONS,
  hasPermission,
  PERMISSION_DESCRIPTIONS,
  permissionLabel,
} from '../../domain/permissions';
import { PermissionCheckbox } from './permission-checkbox';
import { RoleHeading } from './role-heading';
import type { RoleMatrixProps } from './role-matrix-table';
import { RoleSaveBar } from './role-save-bar';

const countText = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Narrow screens: the same matrix as one card per role (opened one at a time, so a phone never
 * scrolls sideways), each permission with what it allows.
 */
export const RoleCards = memo(function RoleCards(props: RoleMatrixProps) {
  const { columns, grantable } = props;
  return (
    <Accordion
      variant="separated"
      radius="md"
      chevronPosition="right"
      // White cards with a border, like the rest of the settings, on the grey page.
      styles={{
        item: {
          backgroundColor: 'var(--app-raised)',
          border: '1px solid var(--mantine-color-gray-3)',
        },
      }}
    >
      {columns.map((column) => {
        const granted = GRANTABLE_PERMISSIONS.filter((p) => hasPermission(column.checked, p));
        return (
          <Accordion.Item key={column.role.id} value={column.role.id}>
            <Accordion.Control aria-label={`Role ${column.role.name}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" truncate="end">
                  {column.role.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {countText(granted.length, 'permission')} · {countText(column.holders, 'user')}
                  {column.dirty ? ' · unsaved' : ''}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <RoleHeading
                actionsOnly
                column={column}
                onRename={() => props.onRename(column.role)}
                onDelete={() => props.onDelete(column.role)}
              />
              {column.locked && (
                <Text size="xs" c="dimmed" mt={4}>
                  {column.locked}
                </Text>
              )}
              <Stack gap="sm" mt="sm">
                {GRANTABLE_PERMISSIONS.map((permission) => (
                  <PermissionCheckbox
                    key={permission}
                    column={column}
                    permission={permission}
                    grantable={grantable.includes(permission)}
                    onToggle={(on) => props.onToggle(column.role, permission, on)}
                    label={permissionLabel(permission)}
                    description={PERMISSION_DESCRIPTIONS[permission]}
                  />
                ))}
              </Stack>
              <Stack gap={0} mt="sm">
                <RoleSaveBar
                  column={column}
                  onSave={() => props.onSave(column.role, column.checked)}
                  onReset={() => props.onReset(column.role)}
                />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
});
