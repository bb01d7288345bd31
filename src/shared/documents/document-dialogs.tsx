import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import { documentRenameRefusal } from '../../domain/document-actions';

/** Renames a document; the extension stays (the same rule the server applies). */
export function RenameDocumentModal(props: {
  doc: DocumentDocType | null;
  onClose: () => void;
  onRename: (doc: DocumentDocType, name: string) => void;
}) {
  const { doc } = props;
  return (
    <Modal opened={doc !== null} onClose={props.onClose} title="Rename document" centered>
      {doc && (
        <RenameForm key={doc.id} doc={doc} onClose={props.onClose} onRename={props.onRename} />
      )}
    </Modal>
  );
}

function RenameForm(props: {
  doc: DocumentDocType;
  onClose: () => void;
  onRename: (doc: DocumentDocType, name: string) => void;
}) {
  const { doc } = props;
  const [name, setName] = useState(doc.name);
  const [touched, setTouched] = useState(false);
  const refusal = documentRenameRefusal(doc.name, name);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (refusal) return;
        if (name.trim() !== doc.name) props.onRename(doc, name);
        props.onClose();
      }}
    >
      <Stack>
        <TextInput
          label="Name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={touched ? refusal : null}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit">Rename</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks before a delete: the file leaves this device and the server for everyone. */
export function ConfirmDeleteDocumentModal(props: {
  doc: DocumentDocType | null;
  onClose: () => void;
  onConfirm: (doc: DocumentDocType) => void;
}) {
  const { doc } = props;
  return (
    <Modal opened={doc !== null} onClose={props.onClose} title="Delete document?" centered>
      {doc && (
        <Stack>
          <Text size="sm">
            “{doc.name}” will be removed for everyone who can see its claim, and its file from this
            device.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                props.onConfirm(doc);
                props.onClose();
              }}
            >
              Delete document
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
