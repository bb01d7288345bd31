import { useCallback, useMemo } from 'react';
import { formatClientFieldValue } from '../../domain/client-field-values';
import { listedClientFields } from '../../domain/client-fields';
import { routePath } from '../../shared/routes/route-table';
import type { PanelState } from '../../shared/ui/state-panel';
import { SyncStateBadge } from '../../shared/ui/sync-state-badge';
import type { SyncState, SyncStates } from '../../shared/ui/sync-state';
import { RowLink } from '../../shared/ui/virtual-table/row-link';
import {
  SyncedVirtualTable,
  type ListTableProps,
} from '../../shared/ui/virtual-table/synced-virtual-table';
import { dateCell, numberCell, textCell } from '../../shared/ui/virtual-table/text-cell';
import type { TableColumn } from '../../shared/ui/virtual-table/table-layout';
import { formatPhone, TYPE_LABELS } from './client-format';
import type { ClientRow } from './client-rows';
import { ContactRoleBadges } from './contact-role-badges';
import { useClientFields } from './use-client-fields';

// Fits a 1440 px window with the sidebar open; narrower windows scroll sideways behind the name.
export const CLIENT_COLUMNS: readonly TableColumn[] = [
  { key: 'name', header: 'Name', width: 'minmax(160px, 2fr)' },
  { key: 'type', header: 'Type', width: '92px' },
  { key: 'roles', header: 'Roles', width: '138px' },
  { key: 'primary', header: 'Primary contact', width: 'minmax(124px, 1fr)' },
  { key: 'phone', header: 'Phone', width: '118px' },
  { key: 'email', header: 'Email', width: 'minmax(140px, 1.3fr)' },
  { key: 'city', header: 'City / state', width: '118px' },
  { key: 'claims', header: 'Claims', width: '66px', align: 'right' },
  { key: 'updated', header: 'Updated', width: '100px' },
  { key: 'sync', header: 'Sync', width: '48px', sortable: false },
];

export type ClientsTableProps = ListTableProps<ClientRow> & {
  syncStates: SyncStates;
  empty: Extract<PanelState, { kind: 'empty' }>;
  height: number | string;
};

const rowKey = (row: ClientRow) => row.contact.id;
const rowAttributes = (row: ClientRow) => ({ 'data-contact-id': row.contact.id });

/** Every contact the user may see: the shared virtualized table, a row opens the client. */
export function ClientsTable(props: ClientsTableProps) {
  // The organization's fields shown in the list go before the sync column, in their order.
  const allFields = useClientFields();
  const listed = useMemo(() => listedClientFields(allFields), [allFields]);
  const columns = useMemo(
    () => [
      ...CLIENT_COLUMNS.slice(0, -1),
      ...listed.map((f) => ({ key: f.id, header: f.label, width: '130px', sortable: false })),
      ...CLIENT_COLUMNS.slice(-1),
    ],
    [listed],
  );
  const renderCell = useCallback(
    (row: ClientRow, column: string, state: string | undefined) => {
      const { contact } = row;
      const field = listed.find((f) => f.id === column);
      if (field) {
        return textCell(
          formatClientFieldValue(field, contact.metadata.client?.customFields?.[field.id]),
        );
      }
      switch (column) {
        case 'name':
          return (
            <RowLink
              to={routePath('clientDetails', { id: contact.id })}
              fz={13}
              fw={600}
              title={contact.name}
            >
              {contact.name}
            </RowLink>
          );
        case 'type':
          return textCell(row.type ? TYPE_LABELS[row.type] : '');
        case 'roles':
          return <ContactRoleBadges roles={contact.roles} />;
        case 'primary':
          return textCell(row.primaryContact);
        case 'phone':
          return textCell(contact.phone ? formatPhone(contact.phone) : '');
        case 'email':
          return textCell(contact.email);
        case 'city':
          return textCell(row.cityState);
        case 'claims':
          return numberCell(row.claimCount, !row.claimCount);
        case 'updated':
          return dateCell(contact.updatedAt);
        default:
          return <SyncStateBadge state={state as SyncState} recordId={contact.id} compact />;
      }
    },
    [listed],
  );
  return (
    <SyncedVirtualTable
      {...props}
      rowKey={rowKey}
      columns={columns}
      renderCell={renderCell}
      rowAttributes={rowAttributes}
      label="Clients"
    />
  );
}
