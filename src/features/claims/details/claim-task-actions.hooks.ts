import { useMemo, useState } from 'react';
import { canChangeTaskStatus, canCreateTasks } from '../../../domain/task-access';
import type { Task } from '../../../domain/task.schema';
import { useSession } from '../../../shared/services/services.context';
import type { TaskEditorTarget } from '../../../shared/tasks/task-editor';
import { useTaskActions } from '../../../shared/tasks/use-task-actions';
import { usePermissions } from '../../../shared/services/use-permissions';

/**
 * The claim page's tasks: add one on this claim (the shared task dialog, the claim fixed), open
 * one to edit, mark one done with Undo; the same writes as the task screen's.
 */
export function useClaimTaskActions(claimId: string) {
  const { user } = useSession();
  const permissions = usePermissions();
  const actions = useTaskActions();
  const [target, setTarget] = useState<TaskEditorTarget | null>(null);
  return useMemo(() => {
    const caller = { userId: user?.id ?? '', permissions };
    return {
      list: {
        onAdd: canCreateTasks(permissions)
          ? () => setTarget({ mode: 'create', preset: { claimId }, claimLocked: true })
          : undefined,
        onOpen: (task: Task) => setTarget({ mode: 'edit', task }),
        onToggleDone: (task: Task) => actions.toggleDone(task),
        canToggle: (task: Task) => canChangeTaskStatus(caller, task),
      },
      editor: { target, onClose: () => setTarget(null) },
    };
  }, [user, permissions, actions, claimId, target]);
}
