import { Button, Group, Modal, Text } from '@mantine/core';

export interface LogoutConfirmDialogProps {
  opened: boolean;
  /** Operations the server has not acknowledged; null when unknown (the session is locked). */
  unsyncedCount: number | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function changes(count: number): string {
  return count === 1 ? '1 change' : `${count} changes`;
}

export function LogoutConfirmDialog(props: LogoutConfirmDialogProps) {
  const { opened, unsyncedCount, loading, onConfirm, onCancel } = props;
  const known = unsyncedCount !== null;
  return (
    <Modal opened={opened} onClose={onCancel} title="Log out and discard changes?" centered>
      <Text size="sm">
        {known
          ? `${changes(unsyncedCount)} could not be sent to the server and will be lost.`
          : 'Changes not yet sent to the server will be lost.'}{' '}
        Logging out removes all data of your account from this device.
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        Stay logged in to keep them: they are sent as soon as the server can be reached.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          Stay logged in
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {known ? `Discard ${changes(unsyncedCount)} and log out` : 'Log out'}
        </Button>
      </Group>
    </Modal>
  );
}
