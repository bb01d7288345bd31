import { Group, Text, UnstyledButton } from '@mantine/core';
import { useCallback } from 'react';
import type { DocumentDocType } from '../../collections/documents/documents.schema';
import { DOCUMENT_KIND_LABELS } from '../../domain/document-kind';
import { formatFileSize } from '../../shared/ui/file-size';
import type { PanelState } from '../../shared/ui/state-panel';
import { SyncStateBadge } from '../../shared/ui/sync-state-badge';
import type { SyncState, SyncStates } from '../../shared/ui/sync-state';
import { SyncedVirtualTable } from '../../shared/ui/virtual-table/synced-virtual-table';
import { dateCell, numberCell, textCell } from '../../shared/ui/virtual-table/text-cell';
import type { TableColumn } from '../../shared/ui/virtual-table/table-layout';
import type { TableSort } from '../../shared/ui/virtual-table/table-sort';
import { DocumentActionsMenu } from '../../shared/documents/document-actions-menu';
import { ClaimLink, ClientVisibility, StoredMark } from './document-cells';
import { DocumentKindIcon } from './document-kind-icon';
import type { DocumentRow } from './document-rows';
import type { DocumentActions } from '../../shared/documents/use-document-actions';

// Fits a 1440 px window with the sidebar open; narrower windows scroll sideways behind the name.
export const DOCUMENT_COLUMNS: readonly TableColumn[] = [
  { key: 'name', header: 'Name', width: 'minmax(200px, 2fr)' },
  { key: 'type', header: 'Type', width: '100px' },
  { key: 'size', header: 'Size', width: '76px', align: 'right' },
  { key: 'claim', header: 'Claim', width: '132px' },
  { key: 'client', header: 'Client', width: 'minmax(120px, 1fr)' },
  { key: 'uploader', header: 'Uploaded by', width: 'minmax(110px, 1fr)' },
  { key: 'uploaded', header: 'Uploaded', width: '104px' },
  { key: 'visible', header: 'Visibility', width: '92px' },
  { key: 'stored', header: 'On device', width: '78px' },
  { key: 'sync', header: 'Sync', width: '48px', sortable: false },
  { key: 'actions', header: '', width: '44px', sortable: false },
];

export interface DocumentsViewProps {
  rows: readonly DocumentRow[];
  syncStates: SyncStates;
  actions: DocumentActions;
  onOpenDocument: (doc: DocumentDocType) => void;
  onRename: (doc: DocumentDocType) => void;
  onDelete: (doc: DocumentDocType) => void;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  empty: Extract<PanelState, { kind: 'empty' }>;
  height: number;
}

const rowKey = (row: DocumentRow) => row.doc.id;
const rowAttributes = (row: DocumentRow) => ({ 'data-document-id': row.doc.id });

/** The library as a virtualized table; a row opens its document. */
export function DocumentsTable(
  props: DocumentsViewProps & { sort: TableSort; onSortChange: (sort: TableSort) => void },
) {
  const { rows, actions, onOpenDocument, onRename, onDelete } = props;
  const renderCell = useCallback(
    (row: DocumentRow, column: string, state: string | undefined) => {
      const { doc } = row;
      switch (column) {
        case 'name':
          return (
            <UnstyledButton
              onClick={(event) => {
                event.stopPropagation();
                onOpenDocument(doc);
              }}
              onKeyDown={(event) => event.stopPropagation()}
              title={`Open ${doc.name}`}
              style={{ minWidth: 0 }}
            >
              <Group gap={6} wrap="nowrap">
                <DocumentKindIcon kind={row.kind} />
                <Text fz={13} fw={600} c="var(--mantine-color-anchor)" truncate>
                  {doc.name}
                </Text>
              </Group>
            </UnstyledButton>
          );
        case 'type':
          return textCell(DOCUMENT_KIND_LABELS[row.kind]);
        case 'size':
          return numberCell(formatFileSize(doc.size));
        case 'claim':
          return <ClaimLink claimId={doc.claimId} claimNumber={row.claimNumber} />;
        case 'client':
          return textCell(row.clientName);
        case 'uploader':
          return textCell(row.uploaderName);
        case 'uploaded':
          return dateCell(row.uploadedMs);
        case 'visible':
          return <ClientVisibility visible={doc.isClientVisible} />;
        case 'stored':
          return <StoredMark stored={row.stored} />;
        case 'sync':
          return <SyncStateBadge state={state as SyncState} recordId={doc.id} compact />;
        default:
          return (
            <DocumentActionsMenu
              doc={doc}
              actions={actions}
              onOpenDocument={onOpenDocument}
              onRename={onRename}
              onDelete={onDelete}
            />
          );
      }
    },
    [actions, onOpenDocument, onRename, onDelete],
  );
  return (
    <SyncedVirtualTable
      {...props}
      rowKey={rowKey}
      columns={DOCUMENT_COLUMNS}
      renderCell={renderCell}
      rowAttributes={rowAttributes}
      onOpen={(id) => {
        const row = rows.find((r) => r.doc.id === id);
        if (row) onOpenDocument(row.doc);
      }}
      label="Documents"
    />
  );
}
