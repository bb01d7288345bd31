import { Modal } from '@mantine/core';
import { contactToFormValues } from '../../domain/client-form';
import type { ContactInput } from '../../domain/contact.schema';
import type { ContactDocType } from '../../collections/contacts/contacts.schema';
import { ClientForm } from './client-form';
import { useClientActions } from './use-client-actions';

export type ClientEditorTarget = { mode: 'create' } | { mode: 'edit'; contact: ContactDocType };

/**
 * The create and edit form in a modal. Saving writes to the local collection (queued for the
 * server) and closes at once: the change shows everywhere before the server has it.
 */
export function ClientEditor(props: { target: ClientEditorTarget | null; onClose: () => void }) {
  const { target, onClose } = props;
  const actions = useClientActions();
  const save = (input: ContactInput) => {
    if (target?.mode === 'edit') actions.update(target.contact.id, input);
    else actions.create(input);
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? `Edit ${target.contact.name}` : 'New client'}
      size="lg"
      centered
    >
      {target && (
        <ClientForm
          mode={target.mode}
          initialValues={target.mode === 'edit' ? contactToFormValues(target.contact) : undefined}
          metadata={target.mode === 'edit' ? target.contact.metadata : undefined}
          onSubmit={save}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
