import { Text } from '@mantine/core';
import { useCallback } from 'react';
import type { PanelState } from '../../shared/ui/state-panel';
import type { SyncState, SyncStates } from '../../shared/ui/sync-state';
import { SyncStateBadge } from '../../shared/ui/sync-state-badge';
import {
  TaskPriorityBadge,
  TaskStatusBadge,
  TaskTypeLabel,
} from '../../shared/ui/tasks/task-badges';
import { TaskDoneToggle } from '../../shared/ui/tasks/task-done-toggle';
import { TaskDueText } from '../../shared/ui/tasks/task-due-text';
import type { TableColumn } from '../../shared/ui/virtual-table/table-layout';
import { RowLink } from '../../shared/ui/virtual-table/row-link';
import {
  SyncedVirtualTable,
  type ListTableProps,
} from '../../shared/ui/virtual-table/synced-virtual-table';
import { routePath } from '../../shared/routes/route-table';
import type { TaskRow } from './task-rows';

// Fits a 1440 px window with the sidebar open; narrower windows scroll sideways behind the title.
export const TASK_COLUMNS: readonly TableColumn[] = [
  { key: 'title', header: 'Task', width: 'minmax(200px, 2fr)' },
  { key: 'type', header: 'Type', width: '124px' },
  { key: 'claim', header: 'Claim', width: '132px' },
  { key: 'assignee', header: 'Assignee', width: 'minmax(112px, 1fr)' },
  { key: 'due', header: 'Due', width: '200px' },
  { key: 'priority', header: 'Priority', width: '96px' },
  { key: 'status', header: 'Status', width: '112px' },
  { key: 'sync', header: 'Sync', width: '48px', sortable: false },
];

export type TasksTableProps = ListTableProps<TaskRow> & {
  onToggleDone: (row: TaskRow) => void;
  /** Whether the user may mark this task done (their own, or one they may edit). */
  canToggle: (row: TaskRow) => boolean;
  now: Date;
  /** Tasks with queued changes (the rest are synced); a temp id reads "Not yet synced". */
  syncStates: SyncStates;
  empty: Extract<PanelState, { kind: 'empty' }>;
  height: number | string;
};

const rowKey = (row: TaskRow) => row.task.id;
const rowAttributes = (row: TaskRow) => ({
  'data-task-id': row.task.id,
  'data-overdue': row.overdue ? 'true' : undefined,
});

/** The task list: the shared virtualized table, one click to mark a task done. */
export function TasksTable(props: TasksTableProps) {
  const { onToggleDone, canToggle, now } = props;
  const renderCell = useCallback(
    (row: TaskRow, column: string, state: string | undefined) => {
      const { task } = row;
      switch (column) {
        case 'title':
          return (
            <>
              <TaskDoneToggle
                title={task.title}
                done={task.status === 'done'}
                disabled={!canToggle(row)}
                onToggle={() => onToggleDone(row)}
              />
              <Text
                fz={13}
                fw={600}
                truncate
                title={task.title}
                td={task.status === 'done' ? 'line-through' : undefined}
                c={task.status === 'done' ? 'dimmed' : 'bright'}
              >
                {task.title}
              </Text>
            </>
          );
        case 'type':
          return <TaskTypeLabel type={row.type} />;
        case 'claim':
          return task.claimId ? (
            <RowLink to={routePath('claimDetails', { id: task.claimId })} fz={12}>
              {row.claimNumber || 'Open claim'}
            </RowLink>
          ) : (
            <Text fz={12} c="dimmed">
              —
            </Text>
          );
        case 'assignee':
          return (
            <Text fz={12} truncate c={row.assignee ? undefined : 'dimmed'} title={row.assignee}>
              {row.assignee || 'Unassigned'}
            </Text>
          );
        case 'due':
          return <TaskDueText task={task} now={now} />;
        case 'priority':
          return <TaskPriorityBadge priority={task.priority} />;
        case 'status':
          return <TaskStatusBadge status={task.status} />;
        default:
          return <SyncStateBadge state={state as SyncState} recordId={task.id} compact />;
      }
    },
    [onToggleDone, canToggle, now],
  );
  return (
    <SyncedVirtualTable
      {...props}
      rowKey={rowKey}
      columns={TASK_COLUMNS}
      renderCell={renderCell}
      rowAttributes={rowAttributes}
      label="Tasks"
    />
  );
}
