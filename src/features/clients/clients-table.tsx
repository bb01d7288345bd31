import { Anchor, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { formatClientFieldValue } from '../../domain/client-field-values';
import { listedClientFields } from '../../domain/client-fields';
import { routePath } from '../../shared/routes/route-table';
import type { PanelState } from '../../shared/ui/state-panel';
import { SyncStateBadge } from '../../shared/ui/sync-state-badge';
import type { SyncState, SyncStates } from '../../shared/ui/sync-state';
import { useRowSyncState } from '../../shared/ui/use-row-sync-state';
import { textCell } from '../../shared/ui/virtual-table/text-cell';
import type { TableColumn } from '../../shared/ui/virtual-table/table-layout';
import type { TableSort } from '../../shared/ui/virtual-table/table-sort';
import { VirtualTable } from '../../shared/ui/virtual-table/virtual-table';
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

export interface ClientsTableProps {
  rows: readonly ClientRow[];
  syncStates: SyncStates;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  onOpen: (contactId: string) => void;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  empty: Extract<PanelState, { kind: 'empty' }>;
  height: number | string;
}

const rowKey = (row: ClientRow) => row.contact.id;
const rowAttributes = (row: ClientRow) => ({ 'data-contact-id': row.contact.id });

/** Every contact the user may see: the shared virtualized table, a row opens the client. */
export function ClientsTable(props: ClientsTableProps) {
  const { syncStates } = props;
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
  const rowState = useRowSyncState(syncStates, rowKey);
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
            <Anchor
              component={Link}
              to={routePath('clientDetails', { id: contact.id })}
              fz={13}
              fw={600}
              truncate
              title={contact.name}
              onClick={(event) => event.stopPropagation()}
              onKeyDown={(event) => event.stopPropagation()}
            >
              {contact.name}
            </Anchor>
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
          return (
            <Text fz={12} ta="right" w="100%" c={row.claimCount ? undefined : 'dimmed'}>
              {row.claimCount}
            </Text>
          );
        case 'updated':
          return (
            <Text fz={12} title={dayjs(contact.updatedAt).format('MMM D, YYYY h:mm A')}>
              {dayjs(contact.updatedAt).format('MMM D, YYYY')}
            </Text>
          );
        default:
          return <SyncStateBadge state={state as SyncState} recordId={contact.id} compact />;
      }
    },
    [listed],
  );
  return (
    <VirtualTable
      rows={props.rows}
      rowKey={rowKey}
      columns={columns}
      renderCell={renderCell}
      rowState={rowState}
      rowAttributes={rowAttributes}
      sort={props.sort}
      onSortChange={props.onSortChange}
      onOpen={props.onOpen}
      label="Clients"
      state={props.state}
      empty={props.empty}
      height={props.height}
    />
  );
}
