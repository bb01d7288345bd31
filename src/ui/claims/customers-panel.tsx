import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconStar, IconStarFilled, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { Customer } from '../../domain/claim.schema';
import { cleanText } from '../../domain/cleaning/clean-text';
import { SanitizedTextInput } from '../form/sanitized-text-input';
import type { Option } from './claim-lookups';
import { LAST_CUSTOMER_HINT } from './customers-editor';

export interface CustomersPanelProps {
  customers: readonly Customer[];
  contacts: readonly Option[];
  onAddContact: (contactId: string) => void;
  onCreateCustomer: (name: string) => void;
  onRemove: (customerId: string) => void;
  onSetPrimary: (customerId: string) => void;
  error?: string | null;
  busy?: boolean;
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
    <Paper withBorder radius="md" p="md" component="section" aria-label="Customers">
      <Group gap="xs" mb="sm">
        <IconUsers size={18} stroke={1.6} />
        <Text fw={600}>Customers</Text>
        <Badge variant="default" radius="sm">
          {customers.length}
        </Badge>
      </Group>
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
              <Text size="sm" truncate>
                {customer.name}
              </Text>
              {customer.isPrimary && (
                <Badge size="xs" variant="light" radius="sm">
                  Primary
                </Badge>
              )}
            </Group>
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
          </Group>
        ))}
      </Stack>
      {onlyOne && (
        <Text id="last-customer-hint" size="xs" c="dimmed" mt={4}>
          {LAST_CUSTOMER_HINT}; add another before removing this one.
        </Text>
      )}
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
        <Group gap={6} wrap="nowrap">
          <SanitizedTextInput
            aria-label="New customer name"
            placeholder="Or create a new customer"
            size="xs"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') create();
            }}
            style={{ flex: 1 }}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUserPlus size={12} />}
            onClick={create}
            disabled={!name.trim() || busy}
          >
            Create
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
