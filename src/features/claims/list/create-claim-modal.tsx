import { Modal } from '@mantine/core';
import { ClaimFormContainer } from '../form/claim-form.container';

/** "New claim" on /claims: the shared claim form; a save opens the new claim (temp- id offline). */
export function CreateClaimModal(props: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="New claim" size="xl">
      {props.opened && <ClaimFormContainer mode="create" onDone={props.onClose} />}
    </Modal>
  );
}
