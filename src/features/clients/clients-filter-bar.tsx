import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconDownload, IconSearch, IconUpload, IconX } from '@tabler/icons-react';
import { CONTACT_ROLES, type ContactRole } from '../../domain/contact.schema';
import { SanitizedTextInput } from '../../shared/ui/form/sanitized-text-input';
import { ROLE_LABELS, TYPE_LABELS } from './client-format';
import {
  CLIENT_TYPES,
  EMPTY_CLIENTS_FILTER,
  isClientsFilterActive,
  type ClientsFilter,
} from './clients-query';

export interface ClientsFilterBarProps {
  value: ClientsFilter;
  onChange: (next: ClientsFilter) => void;
  /** Shown as "12 of 40 contacts". */
  shown: number;
  total: number;
  /** Downloads the rows shown as CSV. */
  onExport: () => void;
  /** Opens the CSV import; absent for those who may not create clients. */
  onImport?: () => void;
}

const ROLE_CHOICES = CONTACT_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const TYPE_CHOICES = CLIENT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

/** Controlled search and filters, so the route can keep them in the URL. */
export function ClientsFilterBar(props: ClientsFilterBarProps) {
  const { value, onChange, shown, total, onExport, onImport } = props;
  const set = (patch: Partial<ClientsFilter>) => onChange({ ...value, ...patch });
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <Paper withBorder radius="md" p="sm" mb="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SanitizedTextInput
          aria-label="Search clients"
          placeholder="Search name, email, phone…"
          leftSection={<IconSearch size={16} stroke={1.6} />}
          value={value.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
          w={{ base: '100%', sm: 230 }}
          size="sm"
        />
        <Select
          aria-label="Role"
          placeholder="Any role"
          data={ROLE_CHOICES}
          value={value.role}
          onChange={(role) => set({ role: role as ContactRole | null })}
          clearable
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
          size="sm"
        />
        <Select
          aria-label="Type"
          placeholder="Any type"
          data={TYPE_CHOICES}
          value={value.type}
          onChange={(type) => set({ type: type as ClientsFilter['type'] })}
          clearable
          w={{ base: 'calc(50% - 6px)', xs: 136 }}
          size="sm"
        />
        {isClientsFilterActive(value) && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconX size={14} />}
            onClick={() => onChange(EMPTY_CLIENTS_FILTER)}
            mb={4}
          >
            Clear filters
          </Button>
        )}
        <Text
          size="xs"
          c="dimmed"
          ml="auto"
          mb={6}
          aria-live="polite"
          style={{ whiteSpace: 'nowrap' }}
        >
          {shown === total
            ? `${count(total)} contacts`
            : `${count(shown)} of ${count(total)} contacts`}
        </Text>
        <Button
          variant="default"
          size="xs"
          mb={4}
          leftSection={<IconDownload size={14} />}
          disabled={shown === 0}
          onClick={onExport}
        >
          Export CSV
        </Button>
        {onImport && (
          <Button
            variant="default"
            size="xs"
            mb={4}
            leftSection={<IconUpload size={14} />}
            onClick={onImport}
          >
            Import CSV
          </Button>
        )}
      </Group>
    </Paper>
  );
}
