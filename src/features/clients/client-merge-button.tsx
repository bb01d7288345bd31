import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowMerge } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useContacts } from '../../collections/contacts/contacts.hooks';
import type { ContactDocType } from '../../collections/contacts/contacts.schema';

export interface ClientMergeButtonProps {
  contact: ContactDocType;
  /** Claims on this device that reference the contact: they move to the kept one. */
  linkedClaims: number;
  onMerge: (kept: ContactDocType) => void;
}

// Duplicates often share a name: the option says which one by its email, phone or city.
function optionLabel(contact: ContactDocType): string {
  const detail = contact.email || contact.phone || contact.address.city;
  return detail ? `${contact.name} (${detail})` : contact.name;
}

function movesText(source: string, kept: string, claims: number): string {
  if (claims === 0) return `No claim on this device is linked to ${source}.`;
  if (claims === 1) return `The claim linked to ${source} moves to ${kept}.`;
  return `The ${claims} claims linked to ${source} move to ${kept}.`;
}

/**
 * "Merge into…" (issue 12): pick the contact to keep, read what moves, confirm. The addressed
 * contact is the one that goes; the picked one keeps its id, name and details.
 */
export function ClientMergeButton({ contact, linkedClaims, onMerge }: ClientMergeButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const [keptId, setKeptId] = useState<string | null>(null);
  const { contacts } = useContacts();
  const options = useMemo(
    () =>
      contacts
        .filter((c) => c.id !== contact.id)
        .map((c) => ({ value: c.id, label: optionLabel(c) })),
    [contacts, contact.id],
  );
  const kept = contacts.find((c) => c.id === keptId);
  const close = () => {
    dialog.close();
    setKeptId(null);
  };
  return (
    <>
      <Button variant="default" leftSection={<IconArrowMerge size={16} />} onClick={dialog.open}>
        Merge into…
      </Button>
      <Modal opened={opened} onClose={close} title={`Merge ${contact.name} into…`} centered>
        <Stack gap="md">
          <Select
            label="Client to keep"
            placeholder="Search clients"
            data={options}
            value={keptId}
            onChange={setKeptId}
            searchable
            nothingFoundMessage="No matching client"
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          {kept && (
            <Stack gap="xs" aria-live="polite" data-testid="merge-summary">
              <Text size="sm">{movesText(contact.name, kept.name, linkedClaims)}</Text>
              <Text size="sm">
                <strong>{kept.name}</strong> keeps its name and details; empty ones are filled from{' '}
                {contact.name}, which is then removed for everyone in your organization.
              </Text>
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={!kept}
              onClick={() => {
                if (!kept) return;
                close();
                onMerge(kept);
              }}
            >
              Merge clients
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
