import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useContacts } from '../../collections/contacts/contacts.hooks';
import { likelyDuplicates, type DuplicateMatch } from '../../domain/contact-duplicates';
import { contactToFormValues } from '../../domain/client-form';
import type { ContactInput } from '../../domain/contact.schema';
import type { ContactDocType } from '../../collections/contacts/contacts.schema';
import { ClientForm } from './client-form';
import { DuplicateWarning } from './duplicate-warning';
import { useClientActions } from './use-client-actions';
import { useClientFields } from './use-client-fields';

export type ClientEditorTarget = { mode: 'create' } | { mode: 'edit'; contact: ContactDocType };

/**
 * The create and edit form in a modal. Saving writes to the local collection (queued for the
 * server) and closes at once: the change shows everywhere before the server has it. A new contact
 * that looks like one this device holds is held back until the user chooses.
 */
export function ClientEditor(props: { target: ClientEditorTarget | null; onClose: () => void }) {
  const { target, onClose } = props;
  const actions = useClientActions();
  const { contacts } = useContacts();
  const fields = useClientFields();
  const [held, setHeld] = useState<{ input: ContactInput; matches: DuplicateMatch[] } | null>(null);
  const close = () => {
    setHeld(null);
    onClose();
  };
  const write = (input: ContactInput) => {
    if (target?.mode === 'edit') actions.update(target.contact.id, input);
    else actions.create(input);
    close();
  };
  const save = (input: ContactInput) => {
    const matches = target?.mode === 'create' ? likelyDuplicates(input, contacts) : [];
    if (matches.length > 0) setHeld({ input, matches });
    else write(input);
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={target?.mode === 'edit' ? `Edit ${target.contact.name}` : 'New client'}
      size="lg"
      centered
    >
      {held && (
        <DuplicateWarning
          matches={held.matches}
          onSaveAnyway={() => write(held.input)}
          onBack={() => setHeld(null)}
        />
      )}
      {target && (
        <ClientForm
          mode={target.mode}
          initialValues={target.mode === 'edit' ? contactToFormValues(target.contact) : undefined}
          metadata={target.mode === 'edit' ? target.contact.metadata : undefined}
          fields={fields}
          onSubmit={save}
          onCancel={close}
        />
      )}
    </Modal>
  );
}
