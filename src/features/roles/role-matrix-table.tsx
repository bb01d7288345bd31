import { memo } from 'react';
import { Paper, Table, Text } from '@mantine/core';
import {
  GRANTABLE_PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  permissionLabel,
  type GrantablePermission,
} from '../../domain/permissions';
import type { StoredRole } from '../../domain/role.schema';
import { PermissionCheckbox } from './permission-checkbox';
import { RoleHeading } from './role-heading';
import { RoleSaveBar } from './role-save-bar';
import type { RoleColumn } from './use-role-editor';

export interface RoleMatrixProps {
  columns: RoleColumn[];
  grantable: readonly GrantablePermission[];
  onToggle: (role: StoredRole, permission: GrantablePermission, on: boolean) => void;
  onSave: (role: StoredRole, checked: readonly string[]) => void;
  onReset: (role: StoredRole) => void;
  onRename: (role: StoredRole) => void;
  onDelete: (role: StoredRole) => void;
}

/** Wide screens: permissions as rows (with what each allows), roles as columns, saved per column. */
export const RoleMatrixTable = memo(function RoleMatrixTable(props: RoleMatrixProps) {
  const { columns, grantable } = props;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={260 + columns.length * 104}>
        <Table stickyHeader verticalSpacing="sm" aria-label="Permissions of each role">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={260}>Permission</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.role.id} miw={104} data-role-column={column.role.name}>
                  <RoleHeading
                    column={column}
                    onRename={() => props.onRename(column.role)}
                    onDelete={() => props.onDelete(column.role)}
                  />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {GRANTABLE_PERMISSIONS.map((permission) => (
              <Table.Tr key={permission}>
                <Table.Th scope="row" fw="normal">
                  <Text size="sm" fw={500}>
                    {permissionLabel(permission)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {PERMISSION_DESCRIPTIONS[permission]}
                  </Text>
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.role.id}>
                    <PermissionCheckbox
                      column={column}
                      permission={permission}
                      grantable={grantable.includes(permission)}
                      onToggle={(on) => props.onToggle(column.role, permission, on)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Td />
              {columns.map((column) => (
                <Table.Td key={column.role.id} valign="top">
                  <RoleSaveBar
                    column={column}
                    onSave={() => props.onSave(column.role, column.checked)}
                    onReset={() => props.onReset(column.role)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
});
