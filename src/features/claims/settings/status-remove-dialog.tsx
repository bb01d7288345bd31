import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface StatusRemoveDialogProps {
  /** The status being removed, or null when the dialog is closed. */
  status: string | null;
  claimCount: number;
  /** False when this device may not hold every claim: a destination is then always asked. */
  countComplete?: boolean;
  otherStatuses: readonly string[];
  onConfirm: (status: string, moveClaimsTo: string | null) => void;
  onClose: () => void;
}

/** Removing a status never strands its claims: with claims in it, a destination must be chosen. */
export function StatusRemoveDialog(props: StatusRemoveDialogProps) {
  const { status, claimCount, otherStatuses, onConfirm, onClose, countComplete = true } = props;
  const [target, setTarget] = useState<string | null>(null);
  const needsTarget = claimCount > 0 || !countComplete;
  const close = () => {
    setTarget(null);
    onClose();
  };
  return (
    <Modal
      opened={status !== null}
      onClose={close}
      title={`Remove status “${status ?? ''}”`}
      centered
    >
      <Stack gap="md">
        {needsTarget ? (
          <>
            <Text size="sm">
              {countComplete
                ? `${claimCount === 1 ? '1 claim is' : `${claimCount.toLocaleString('en-US')} claims are`} in this status. Choose where to move ${claimCount === 1 ? 'it' : 'them'}; each move is recorded as a status change.`
                : `${claimCount.toLocaleString('en-US')} of the claims on this device ${claimCount === 1 ? 'is' : 'are'} in this status, and the server may hold more. Choose where every claim in it moves; each move is recorded as a status change.`}
            </Text>
            <Select
              label="Move claims to"
              placeholder="Choose a status"
              data={[...otherStatuses]}
              value={target}
              onChange={setTarget}
              allowDeselect={false}
              required
              data-autofocus
            />
          </>
        ) : (
          <Text size="sm">No claims are in this status. It can be removed safely.</Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={needsTarget && !target}
            onClick={() => {
              if (status === null) return;
              onConfirm(status, needsTarget ? target : null);
              setTarget(null);
            }}
          >
            {needsTarget ? 'Move claims and remove' : 'Remove status'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
