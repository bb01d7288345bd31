import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const UNDO_MS = 6_000;

/** A short notice with an Undo button (a task marked done, say); Undo closes it. */
export function showUndoNotice(message: string, onUndo: () => void): void {
  const id = `undo-${crypto.randomUUID()}`;
  notifications.show({
    id,
    color: 'teal',
    autoClose: UNDO_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
