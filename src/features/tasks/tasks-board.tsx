import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import type { TaskStatus } from '../../domain/task.schema';
import { TASK_STATUSES } from '../../domain/task.schema';
import { KanbanBoard } from '../../shared/ui/kanban/kanban-board';
import type { KanbanItems } from '../../shared/ui/kanban/kanban-types';
import type { PanelState } from '../../shared/ui/state-panel';
import { taskStatusLook } from '../../shared/ui/tasks/task-look';
import { TaskCardBody } from './task-card-body';
import type { TaskRow } from './task-rows';

export interface TasksBoardProps {
  rows: readonly TaskRow[];
  now: Date;
  onOpen: (taskId: string) => void;
  onMove: (row: TaskRow, status: TaskStatus) => void;
  state?: Extract<PanelState, { kind: 'loading' | 'error' }>;
  columnHeight: number;
}

const COLUMNS = TASK_STATUSES.map((status) => ({
  id: status,
  title: taskStatusLook(status).label,
  color: `var(--mantine-color-${taskStatusLook(status).color}-5)`,
}));

const statusOf = (row: TaskRow) => row.task.status;

const unlistedNotice = (count: number) => (
  <Alert color="yellow" variant="light" mb="sm">
    {count} task(s) have a status this board has no column for; open them from the list.
  </Alert>
);

/** The tasks by status (to do, in progress, done): drag, keyboard or "Move to". */
export function TasksBoard(props: TasksBoardProps) {
  const { rows, now, onMove } = props;
  const cards = useMemo(
    (): KanbanItems<TaskRow> => ({
      key: (row) => row.task.id,
      name: (row) => `“${row.task.title}”`,
      noun: { one: 'task', many: 'tasks' },
      render: (row) => <TaskCardBody row={row} now={now} />,
      attributes: (row) => ({ 'data-task-id': row.task.id }),
    }),
    [now],
  );
  const byId = useMemo(() => new Map(rows.map((r) => [r.task.id, r])), [rows]);
  return (
    <KanbanBoard
      items={rows}
      columns={COLUMNS}
      columnOf={statusOf}
      cards={cards}
      onOpen={props.onOpen}
      onMove={(id, status) => {
        const row = byId.get(id);
        if (row) onMove(row, status as TaskStatus);
      }}
      label="Tasks by status"
      estimateCardHeight={118}
      unlistedNotice={unlistedNotice}
      state={props.state}
      columnHeight={props.columnHeight}
    />
  );
}
