import { useMemo } from 'react';
import {
  createTask,
  deleteTask,
  updateTask,
  type TaskChanges,
} from '../../collections/tasks/tasks.mutations';
import type { TaskDocType } from '../../collections/tasks/tasks.schema';
import type { TaskInput, TaskStatus } from '../../domain/task.schema';
import { useWriteAccess } from '../services/use-write-access';
import { runAction } from '../ui/report-failure';
import { showUndoNotice } from '../ui/undo-notice';

type StatusTarget = Pick<TaskDocType, 'id' | 'title' | 'status'>;

/**
 * The task writes of every screen, local first: each is queued and shown at once, in every tab,
 * offline too; the server decides later (a refusal shows on the sync menu). A failure to write
 * here (the local store refused it) is reported, never swallowed.
 */
export function useTaskActions() {
  const ready = useWriteAccess();
  return useMemo(() => {
    const save = (id: string, changes: TaskChanges) =>
      runAction(async () => {
        const { db: open, user: me } = ready();
        await updateTask(open, id, changes, me.id);
      }, 'Failed to update task');
    /** A new status (a board move); done comes with Undo, back to where it was. */
    const setStatus = (task: StatusTarget, status: TaskStatus) => {
      if (status === task.status) return;
      save(task.id, { status });
      if (status !== 'done') return;
      const previous = task.status as TaskStatus;
      showUndoNotice(`“${task.title}” is done`, () => save(task.id, { status: previous }));
    };
    return {
      /** Throws when the local store refuses it, so a form can show why. */
      async create(input: TaskInput): Promise<TaskDocType> {
        const { db: open, user: me } = ready();
        return createTask(open, input, me);
      },
      async update(id: string, changes: TaskChanges): Promise<void> {
        const { db: open, user: me } = ready();
        await updateTask(open, id, changes, me.id);
      },
      save,
      remove: (id: string) =>
        runAction(async () => {
          const { db: open, user: me } = ready();
          await deleteTask(open, id, me.id);
        }, 'Failed to delete task'),
      setStatus,
      /** One click: done (with Undo), or open again. */
      toggleDone: (task: StatusTarget) => setStatus(task, task.status === 'done' ? 'todo' : 'done'),
    };
  }, [ready]);
}

export type TaskActions = ReturnType<typeof useTaskActions>;
