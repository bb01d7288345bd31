import { Button } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { CONTACT_ROLES, type ContactRole } from '../../domain/contact.schema';
import { FilterBar } from '../../shared/ui/filter-bar';
import { FilterSelect } from '../../shared/ui/filter-pickers';
import { FilterBarEnd } from '../../shared/ui/filter-bar-end';
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
  return (
    <FilterBar
      search={{
        label: 'Search clients',
        placeholder: 'Search name, email, phone…',
        value: value.search,
        onChange: (search) => set({ search }),
        width: 230,
      }}
    >
      <FilterSelect
        aria-label="Role"
        placeholder="Any role"
        data={ROLE_CHOICES}
        value={value.role}
        onChange={(role) => set({ role: role as ContactRole | null })}
        w={{ base: 'calc(50% - 6px)', xs: 170 }}
      />
      <FilterSelect
        aria-label="Type"
        placeholder="Any type"
        data={TYPE_CHOICES}
        value={value.type}
        onChange={(type) => set({ type: type as ClientsFilter['type'] })}
        w={{ base: 'calc(50% - 6px)', xs: 136 }}
      />
      <FilterBarEnd
        active={isClientsFilterActive(value)}
        onClear={() => onChange(EMPTY_CLIENTS_FILTER)}
        shown={shown}
        total={total}
        noun="contacts"
        trailing={
          <>
            <Button
              variant="default"
              size="xs"
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
                leftSection={<IconUpload size={14} />}
                onClick={onImport}
              >
                Import CSV
              </Button>
            )}
          </>
        }
      />
    </FilterBar>
  );
}
