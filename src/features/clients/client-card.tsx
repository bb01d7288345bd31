import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ContactDocType } from '../../collections/contacts/contacts.schema';
import { formatClientFieldValue } from '../../domain/client-field-values';
import { visibleClientFields } from '../../domain/client-fields';
import { fullName } from '../../domain/person-name';
import { DetailsSection } from '../../shared/ui/details-section';
import { formatPhone, TYPE_LABELS } from './client-format';
import { ContactRoleBadges } from './contact-role-badges';
import { useClientFields } from './use-client-fields';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || (
          <Text span c="dimmed" size="sm">
            —
          </Text>
        )}
      </Text>
    </Stack>
  );
}

const phone = (digits: string | undefined) =>
  digits ? (
    <Anchor href={`tel:${digits}`} size="sm">
      {formatPhone(digits)}
    </Anchor>
  ) : null;
const email = (address: string | undefined) =>
  address ? (
    <Anchor href={`mailto:${address}`} size="sm">
      {address}
    </Anchor>
  ) : null;

/**
 * The contact card: who they are, how to reach them, their primary contact, the organization's
 * own fields and notes.
 */
export function ClientCard({ contact }: { contact: ContactDocType }) {
  const client = contact.metadata.client;
  const fields = visibleClientFields(useClientFields());
  const primary = client?.primaryContact;
  const { street, city, state, zip } = contact.address;
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const notes = client?.notes || contact.metadata.vendor?.notes || '';
  return (
    <DetailsSection
      title="Contact"
      icon={<IconAddressBook size={18} stroke={1.6} />}
      aside={<ContactRoleBadges roles={contact.roles} />}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Item label="Type">{client ? TYPE_LABELS[client.type] : ''}</Item>
        <Item label="Phone">{phone(contact.phone)}</Item>
        <Item label="Email">{email(contact.email)}</Item>
        <Item label="Address">
          {(street || place) && (
            <>
              {street && <div>{street}</div>}
              {place && <div>{place}</div>}
            </>
          )}
        </Item>
        {client?.type === 'company' && (
          <Item label="Primary contact">
            {primary && fullName(primary) && (
              <>
                <div>{fullName(primary)}</div>
                {primary.phone && <div>{phone(primary.phone)}</div>}
                {primary.email && <div>{email(primary.email)}</div>}
              </>
            )}
          </Item>
        )}
        {fields.map((field) => (
          <Item key={field.id} label={field.label}>
            {formatClientFieldValue(field, client?.customFields?.[field.id])}
          </Item>
        ))}
      </SimpleGrid>
      {notes && (
        <Stack gap={2} mt="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Notes
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {notes}
          </Text>
        </Stack>
      )}
    </DetailsSection>
  );
}
