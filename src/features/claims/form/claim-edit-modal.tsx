import { Modal } from '@mantine/core';
import { ClaimFormContainer } from './claim-form.container';

export function ClaimEditModal(props: { claimId: string; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Edit claim" size="xl" centered>
      {props.opened && (
        <ClaimFormContainer mode="edit" claimId={props.claimId} onDone={props.onClose} />
      )}
    </Modal>
  );
}
