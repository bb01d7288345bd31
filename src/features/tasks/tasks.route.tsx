import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NEW_RECORD_PARAM } from '../../shared/routes/new-record-link';
import { canCreateTasks } from '../../domain/task-access';
import { TaskEditor, type TaskEditorTarget } from '../../shared/tasks/task-editor';
import { PageHeader } from '../../shared/ui/page-header';
import { TasksWorkspace } from './tasks-workspace';
import { usePermissions } from '../../shared/services/use-permissions';

const NEW_TASK: TaskEditorTarget = { mode: 'create' };

export function TasksRoute() {
  const permissions = usePermissions();
  const [editor, setEditor] = useState<TaskEditorTarget | null>(null);
  // `?new=1` (the `n t` shortcut) opens a new task too; closing the editor drops the parameter.
  const [params, setParams] = useSearchParams();
  const creating = params.has(NEW_RECORD_PARAM) && canCreateTasks(permissions);
  const close = () => {
    setEditor(null);
    if (params.has(NEW_RECORD_PARAM)) {
      setParams((p) => (p.delete(NEW_RECORD_PARAM), p), { replace: true });
    }
  };
  return (
    <>
      <PageHeader
        title="Tasks"
        description="Your tasks and the team's, by due date and claim."
        actions={
          canCreateTasks(permissions) && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditor({ mode: 'create' })}
            >
              New task
            </Button>
          )
        }
      />
      <TasksWorkspace onEdit={(task) => setEditor({ mode: 'edit', task })} />
      <TaskEditor target={editor ?? (creating ? NEW_TASK : null)} onClose={close} />
    </>
  );
}
