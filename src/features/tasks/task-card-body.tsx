import { TaskPriorityBadge, TaskTypeLabel } from '../../shared/ui/tasks/task-badges';
import { TaskDueText } from '../../shared/ui/tasks/task-due-text';
import type { TaskRow } from './task-rows';

/** What a board card shows (styled by the board's stylesheet); also the drag overlay's content. */
export function TaskCardBody({ row, now }: { row: TaskRow; now: Date }) {
  const { task } = row;
  const done = task.status === 'done';
  return (
    <div className="kanban-card-body">
      <div
        className="kanban-card-title"
        title={task.title}
        style={done ? { textDecoration: 'line-through', opacity: 0.7 } : undefined}
      >
        {task.title}
      </div>
      <div className="kanban-card-field">
        <TaskTypeLabel type={row.type} />
        {row.claimNumber && <span className="kanban-card-value">· {row.claimNumber}</span>}
      </div>
      <div className="kanban-card-field">
        <span className="kanban-card-value">{row.assignee || 'Unassigned'}</span>
      </div>
      <div className="kanban-card-field">
        <TaskDueText task={task} now={now} />
      </div>
      {task.priority === 'high' && (
        <div className="kanban-card-badges">
          <TaskPriorityBadge priority={task.priority} />
        </div>
      )}
    </div>
  );
}
