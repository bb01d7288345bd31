import { Checkbox } from '@mantine/core';
import { hasPermission, permissionLabel, type GrantablePermission } from '../../domain/permissions';
import type { RoleColumn } from './use-role-editor';

export interface PermissionCheckboxProps {
  column: RoleColumn;
  permission: GrantablePermission;
  /** Whether this user may hand the permission out at all. */
  grantable: boolean;
  onToggle: (on: boolean) => void;
  label?: string;
  description?: string;
}

/** One cell of the matrix: whether the role has the permission (`all` has every one). */
export function PermissionCheckbox(props: PermissionCheckboxProps) {
  const { column, permission, grantable, onToggle } = props;
  return (
    <Checkbox
      checked={hasPermission(column.checked, permission)}
      disabled={column.locked !== null || !grantable || column.saving}
      onChange={(event) => onToggle(event.currentTarget.checked)}
      aria-label={`${column.role.name}: ${permissionLabel(permission)}`}
      label={props.label}
      description={props.description}
    />
  );
}
