import { Button, Group, Text } from '@mantine/core';
import type { RoleColumn } from './use-role-editor';

/** Save and Reset of one role's changed permissions, and the server's refusal of the last save. */
export function RoleSaveBar(props: {
  column: RoleColumn;
  onSave: () => void;
  onReset: () => void;
}) {
  const { column, onSave, onReset } = props;
  const name = column.role.name;
  return (
    <>
      {column.dirty && (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            onClick={onSave}
            loading={column.saving}
            aria-label={`Save ${name}`}
          >
            Save
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={onReset} aria-label={`Reset ${name}`}>
            Reset
          </Button>
        </Group>
      )}
      {column.error && (
        <Text size="xs" c="var(--app-danger-text)" role="alert" mt={4}>
          {column.error}
        </Text>
      )}
    </>
  );
}
