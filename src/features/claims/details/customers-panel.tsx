import { ActionIcon, Alert, Badge, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { Customer } from '../../../domain/claim.schema';
import { cleanText } from '../../../domain/cleaning/clean-text';
import type { Option } from '../claim-lookups';
import { CustomerName } from '../form/customer-name';
import { DetailsSection } from '../../../shared/ui/details-section';
import { LAST_CUSTOMER_HINT } from '../form/customers-editor';
import { NewNameRow } from '../../../shared/ui/new-name-row';

export interface CustomersPanelProps {
  customers: readonly Customer[];
  contacts: readonly Option[];
  onAddContact: (contactId: string) => void;
  onCreateCustomer: (name: string) => void;
  onRemove: (customerId: string) => void;
  onSetPrimary: (customerId: string) => void;
  error?: string | null;
  busy?: boolean;
  /** The user's role may not change the claim: the customers are listed, nothing more. */
  readOnly?: boolean;
}

/** The claim's customers through the contact-link calls: add, create, remove, set primary. */
export function CustomersPanel(props: CustomersPanelProps) {
  const {
    customers,
    contacts,
    onAddContact,
    onCreateCustomer,
    onRemove,
    onSetPrimary,
    error,
    busy,
  } = props;
  const [name, setName] = useState('');
  const linked = new Set(customers.map((c) => c.id));
  const create = () => {
    const clean = cleanText(name);
    if (!clean) return;
    onCreateCustomer(clean);
    setName('');
  };
  const onlyOne = customers.length <= 1;
  return (
    <DetailsSection
      title="Customers"
      icon={<IconUsers size={18} stroke={1.6} />}
      aside={
        <Badge variant="default" radius="sm">
          {customers.length}
        </Badge>
      }
    >
      {error && (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {error}
        </Alert>
      )}
      <Stack gap={6} role="list" aria-label="Customers of this claim">
        {customers.map((customer) => (
          <Group
            key={customer.id}
            justify="space-between"
            wrap="nowrap"
            role="listitem"
            data-customer-id={customer.id}
            py={2}
          >
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <CustomerName customer={customer} />
            </Group>
            {!props.readOnly && (
              <Group gap={2} wrap="nowrap">
                {!customer.isPrimary && (
                  <Tooltip label="Make primary">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Make ${customer.name} primary`}
                      onClick={() => onSetPrimary(customer.id)}
                      disabled={busy}
                    >
                      <IconStar size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {customer.isPrimary && (
                  <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                )}
                <Tooltip label={onlyOne ? LAST_CUSTOMER_HINT : `Remove ${customer.name}`}>
                  <span>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${customer.name}`}
                      aria-describedby={onlyOne ? 'last-customer-hint' : undefined}
                      disabled={onlyOne || busy}
                      onClick={() => onRemove(customer.id)}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </span>
                </Tooltip>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      {onlyOne && !props.readOnly && (
        <Text id="last-customer-hint" size="xs" c="dimmed" mt={4}>
          {LAST_CUSTOMER_HINT}; add another before removing this one.
        </Text>
      )}
      {!props.readOnly && (
        <Stack gap={6} mt="sm">
          <Select
            aria-label="Add a customer from contacts"
            placeholder="Add from contacts…"
            data={contacts.filter((c) => !linked.has(c.value)).map((c) => ({ ...c }))}
            value={null}
            searchable
            nothingFoundMessage="No matching contact"
            onChange={(id) => {
              if (id) onAddContact(id);
            }}
            size="xs"
            disabled={busy}
          />
          <NewNameRow
            label="New customer name"
            placeholder="Or create a new customer"
            value={name}
            onValueChange={setName}
            onSubmit={create}
            icon={<IconUserPlus size={12} />}
            submitLabel="Create"
            submitDisabled={!name.trim() || busy}
          />
        </Stack>
      )}
    </DetailsSection>
  );
}
