import { ActionIcon, Button, Group, Input, Paper, Select, Stack, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled, IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { addCustomer, removeCustomer, setPrimaryCustomer } from '../../../domain/claim-customers';
import type { Customer } from '../../../domain/claim.schema';
import { cleanText } from '../../../domain/cleaning/clean-text';
import { newTempId } from '../../../domain/temp-id';
import { SanitizedTextInput } from '../../../shared/ui/form/sanitized-text-input';
import type { Option } from '../claim-lookups';
import { CustomerName } from './customer-name';

export interface CustomersEditorProps {
  value: readonly Customer[];
  onChange: (next: Customer[]) => void;
  contacts: readonly Option[];
  error?: string;
  /** Ids for customers typed in as new contacts; the route creates the contact on save. */
  newCustomerId?: () => string;
}

export const LAST_CUSTOMER_HINT = 'A claim needs at least one customer';

const defaultId = newTempId;

/** The claim form's customers: the SPEC 4 primary rules applied as the user edits. */
export function CustomersEditor({
  value,
  onChange,
  contacts,
  error,
  newCustomerId = defaultId,
}: CustomersEditorProps) {
  const [newName, setNewName] = useState('');
  const taken = new Set(value.map((c) => c.id));
  const addNew = () => {
    const name = cleanText(newName);
    if (!name) return;
    onChange(addCustomer(value, { id: newCustomerId(), name, isPrimary: false }));
    setNewName('');
  };
  return (
    <Input.Wrapper
      label="Customers"
      required
      error={error}
      description="The primary customer is named on the claim."
    >
      <Stack gap={6} mt={6}>
        {value.map((customer) => (
          <Paper
            key={customer.id}
            withBorder
            radius="sm"
            px="sm"
            py={6}
            data-customer-id={customer.id}
          >
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <CustomerName customer={customer} />
              </Group>
              <Group gap={2} wrap="nowrap">
                <Tooltip label={customer.isPrimary ? 'Primary customer' : 'Make primary'}>
                  <ActionIcon
                    variant="subtle"
                    color={customer.isPrimary ? 'yellow' : 'gray'}
                    aria-label={`Make ${customer.name} primary`}
                    aria-pressed={customer.isPrimary}
                    disabled={customer.isPrimary}
                    onClick={() => onChange(setPrimaryCustomer(value, customer.id))}
                  >
                    {customer.isPrimary ? <IconStarFilled size={14} /> : <IconStar size={14} />}
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={value.length === 1 ? LAST_CUSTOMER_HINT : 'Remove'}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove ${customer.name}`}
                    disabled={value.length === 1}
                    onClick={() => {
                      const next = removeCustomer(value, customer.id);
                      if (next) onChange(next);
                    }}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        ))}
        <Group gap="xs" align="flex-start" wrap="wrap">
          <Select
            aria-label="Add customer from contacts"
            placeholder="Add from contacts"
            data={contacts.filter((c) => !taken.has(c.value)).map((c) => ({ ...c }))}
            value={null}
            searchable
            nothingFoundMessage="No matching contact"
            onChange={(id) => {
              const contact = contacts.find((c) => c.value === id);
              if (contact)
                onChange(
                  addCustomer(value, { id: contact.value, name: contact.label, isPrimary: false }),
                );
            }}
            style={{ flex: 1, minWidth: 180 }}
          />
          <SanitizedTextInput
            aria-label="New customer name"
            placeholder="Or type a new name"
            value={newName}
            onChange={(event) => setNewName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addNew();
              }
            }}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button
            variant="default"
            leftSection={<IconUserPlus size={14} />}
            onClick={addNew}
            disabled={!newName.trim()}
          >
            Add
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
