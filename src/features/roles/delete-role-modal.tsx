import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../shared/ui/form/form-error';

/** Asks before deleting a role; a refusal (people hold it) stays in view with how many. */
export function DeleteRoleModal(props: {
  name: string;
  onClose: () => void;
  onDelete: () => Promise<string | null>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    const refusal = await props.onDelete();
    setBusy(false);
    if (refusal) setError(refusal);
    else props.onClose();
  }
  return (
    <Modal opened onClose={props.onClose} title={`Delete the role ${props.name}?`}>
      <Stack gap="md">
        <FormError error={error} />
        <Text size="sm">
          Nobody may hold a role that is deleted: give its users another role first.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>
            Delete role
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
