import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { canCreateTasks } from '../../domain/task-access';
import { TaskEditor, type TaskEditorTarget } from '../../shared/tasks/task-editor';
import { PageHeader } from '../../shared/ui/page-header';
import { TasksWorkspace } from './tasks-workspace';
import { usePermissions } from '../../shared/services/use-permissions';

export function TasksRoute() {
  const permissions = usePermissions();
  const [editor, setEditor] = useState<TaskEditorTarget | null>(null);
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
      <TaskEditor target={editor} onClose={() => setEditor(null)} />
    </>
  );
}
