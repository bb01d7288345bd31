import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { contactInUseMessage } from '../../domain/contact-claims';

export interface ClientDeleteButtonProps {
  name: string;
  /** Claims on this device that reference the contact: while any do, deleting is refused. */
  linkedClaims: number;
  onDelete: () => void;
}

/** Delete with a confirmation; while claims reference the contact the dialog says why it cannot. */
export function ClientDeleteButton({ name, linkedClaims, onDelete }: ClientDeleteButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const refused = linkedClaims > 0;
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={dialog.open}
      >
        Delete
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={refused ? 'This client cannot be deleted' : `Delete ${name}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm" role={refused ? 'alert' : undefined}>
            {refused
              ? contactInUseMessage(linkedClaims)
              : 'The contact is removed for everyone in your organization. This cannot be undone.'}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close}>
              {refused ? 'Close' : 'Cancel'}
            </Button>
            {!refused && (
              <Button
                color="red"
                onClick={() => {
                  dialog.close();
                  onDelete();
                }}
              >
                Delete client
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
