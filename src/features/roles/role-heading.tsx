import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { RoleColumn } from './use-role-editor';

export interface RoleHeadingProps {
  column: RoleColumn;
  onRename: () => void;
  onDelete: () => void;
  /** Under a card title that already names the role: the actions (or lock) only. */
  actionsOnly?: boolean;
}

const holdersText = (n: number) => (n === 1 ? '1 user' : `${n} users`);

/** A role's name, how many users hold it, and rename/delete, or a lock saying why not. */
export function RoleHeading({ column, onRename, onDelete, actionsOnly }: RoleHeadingProps) {
  const { role, locked, holders } = column;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      justify={actionsOnly ? 'flex-end' : 'space-between'}
      align="flex-start"
    >
      <Stack gap={0} miw={0} display={actionsOnly ? 'none' : undefined}>
        <Text fw={600} size="sm" truncate="end" title={role.name}>
          {role.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {holdersText(holders)}
        </Text>
      </Stack>
      {locked ? (
        <Tooltip label={locked} multiline maw={240} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`${role.name} is locked: ${locked}`}
          >
            <IconLock size={14} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="md"
            aria-label={`Rename ${role.name}`}
            onClick={onRename}
          >
            <IconPencil size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="md"
            aria-label={`Delete ${role.name}`}
            onClick={onDelete}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
