import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmDeleteButton } from './confirm-delete-button';

/**
 * A record form's last row: Delete (confirmed) on the left when offered; on the right any other
 * actions, Cancel, and the submit button when there is one to offer (a read-only form has none).
 */
export function RecordFormFooter(props: {
  deleteLabel: string;
  onDelete?: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const { deleteLabel, onDelete, onCancel, cancelLabel = 'Cancel', submitLabel } = props;
  return (
    <Group justify="space-between" gap="xs" mt="xs">
      {onDelete ? <ConfirmDeleteButton label={deleteLabel} onDelete={onDelete} /> : <span />}
      <Group gap="xs">
        {props.children}
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {submitLabel && <Button type="submit">{submitLabel}</Button>}
      </Group>
    </Group>
  );
}
