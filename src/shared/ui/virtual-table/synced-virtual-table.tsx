import type { SyncStates } from '../sync-state';
import { useRowSyncState } from '../use-row-sync-state';
import { VirtualTable, type VirtualTableProps } from './virtual-table';

/** What a list screen hands its table: the rows with their sync states, the sort, open, states. */
export type ListTableProps<Row> = Pick<
  VirtualTableProps<Row>,
  'rows' | 'sort' | 'onSortChange' | 'onOpen' | 'state' | 'empty' | 'height'
> & { syncStates?: SyncStates };

/**
 * The shared virtualized table whose rows show their sync state (badge and tint). Takes only the
 * props it names, so a list may pass its own props through whole.
 */
export function SyncedVirtualTable<Row>(
  props: Omit<VirtualTableProps<Row>, 'rowState'> & { syncStates?: SyncStates },
) {
  const rowState = useRowSyncState(props.syncStates, props.rowKey);
  return (
    <VirtualTable
      rows={props.rows}
      rowKey={props.rowKey}
      columns={props.columns}
      renderCell={props.renderCell}
      rowState={rowState}
      rowAttributes={props.rowAttributes}
      sort={props.sort}
      onSortChange={props.onSortChange}
      onOpen={props.onOpen}
      label={props.label}
      state={props.state}
      empty={props.empty}
      height={props.height}
    />
  );
}
