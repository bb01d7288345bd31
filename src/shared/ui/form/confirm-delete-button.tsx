import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

/** A form's delete button that asks once more ("Delete for good") before it deletes. */
export function ConfirmDeleteButton({ label, onDelete }: { label: string; onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Button
      variant={confirming ? 'filled' : 'subtle'}
      color="red"
      leftSection={<IconTrash size={14} />}
      onClick={() => (confirming ? onDelete() : setConfirming(true))}
    >
      {confirming ? 'Delete for good' : label}
    </Button>
  );
}
