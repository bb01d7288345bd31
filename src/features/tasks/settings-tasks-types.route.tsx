import { SETTINGS_READ_ONLY_MESSAGE } from '../../domain/permissions';
import { ReadOnlyNotice } from '../../shared/ui/read-only-notice';
import { PageHeader } from '../../shared/ui/page-header';
import { StatePanel } from '../../shared/ui/state-panel';
import { TaskTypesEditor } from './settings/task-types-editor';
import { TaskTypesList } from './settings/task-types-list';
import { useTaskTypeSettings } from './settings/use-task-type-settings';

export function TaskTypesRoute() {
  const { types, loading, taskCounts, save, canEdit } = useTaskTypeSettings();
  return (
    <>
      <PageHeader
        title="Task types"
        description="The kinds of task your team tracks: inspections, calls, deadlines and the rest, each with its colour."
      />
      {!canEdit && <ReadOnlyNotice reason={SETTINGS_READ_ONLY_MESSAGE} />}
      {loading ? (
        <StatePanel state={{ kind: 'loading', label: 'Loading the task types…' }} />
      ) : canEdit ? (
        <TaskTypesEditor types={types} taskCounts={taskCounts} onChange={save} />
      ) : (
        <TaskTypesList types={types} />
      )}
    </>
  );
}
