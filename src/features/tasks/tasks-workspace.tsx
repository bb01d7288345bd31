import { Box } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import { useSettingsGroup } from '../../collections/config/config.hooks';
import { shownOnce } from '../../collections/sync-queue/shown-once';
import { useFirstIds, useSyncStates } from '../../collections/sync-queue/sync-queue.hooks';
import { useTasksState } from '../../collections/tasks/tasks.hooks';
import type { ClaimStatusConfig } from '../../domain/claim-status';
import { canChangeTaskStatus, canCreateTasks } from '../../domain/task-access';
import { isTaskOverdue } from '../../domain/task-due';
import { parseQuickAdd } from '../../domain/task-quick-add';
import { activeTaskTypes } from '../../domain/task-types';
import type { Task, TaskStatus } from '../../domain/task.schema';
import { useUrlQuery } from '../../shared/routes/use-url-query';
import { useSession } from '../../shared/services/services.context';
import { useTaskActions } from '../../shared/tasks/use-task-actions';
import { runAction } from '../../shared/ui/report-failure';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../shared/ui/virtual-table/table-layout';
import { QuickAddInput } from '../../shared/ui/tasks/quick-add-input';
import { OverdueClaimsPanel } from '../../shared/ui/overdue-claims-panel';
import type { TaskRow } from './task-rows';
import { TasksBoard } from './tasks-board';
import { emptyState } from './tasks-empty';
import { TasksFilterBar } from './tasks-filter-bar';
import { decodeTasksQuery, encodeTasksQuery, isTasksFilterActive } from './tasks-query';
import { TasksTable } from './tasks-table';
import { TasksLayoutToggle, TasksViewTabs } from './tasks-view-tabs';
import { useOverdueClaims } from '../../shared/claims/use-overdue-claims';
import { useTaskLookups } from './use-task-lookups';
import { useLinkedTask } from './use-linked-task';
import { useVisibleTasks } from './use-visible-tasks';
import { usePermissions } from '../../shared/services/use-permissions';

const LOADING = { kind: 'loading', label: 'Loading tasks…' } as const;

/** The /tasks screen: views, filters and layout in the URL; list or board; quick add. */
export function TasksWorkspace({ onEdit }: { onEdit: (task: Task) => void }) {
  const { user } = useSession();
  const permissions = usePermissions();
  const { docs, loading } = useTasksState();
  const firstIds = useFirstIds('tasks');
  const syncStates = useSyncStates('tasks');
  const tasks = useMemo(() => shownOnce(docs, firstIds), [docs, firstIds]);
  const { lookups, assignees, claims } = useTaskLookups();
  const [query, setQuery] = useUrlQuery(decodeTasksQuery, encodeTasksQuery);
  const { rows, inView } = useVisibleTasks(tasks, query, lookups);
  const overdueClaims = useOverdueClaims(claims, lookups, query.filter.assignee);
  const statuses = useSettingsGroup('claimSettings').statuses as ClaimStatusConfig[];
  const actions = useTaskActions();
  const caller = useMemo(() => ({ userId: user?.id ?? '', permissions }), [user, permissions]);
  const overdueTasks = useMemo(
    () => tasks.filter((t) => isTaskOverdue(t, lookups.now)).length,
    [tasks, lookups.now],
  );
  const typeChoices = useMemo(
    () =>
      lookups.types.map((t) => ({
        value: t.id,
        label: t.retired ? `${t.name} (retired)` : t.name,
      })),
    [lookups.types],
  );

  const open = useCallback(
    (id: string) => {
      const doc = tasks.find((t) => t.id === id);
      if (doc) onEdit({ ...doc, deleted: false } as Task);
    },
    [tasks, onEdit],
  );
  const holds = useCallback((id: string) => tasks.some((t) => t.id === id), [tasks]);
  useLinkedTask(holds, open);
  const canToggle = useCallback((row: TaskRow) => canChangeTaskStatus(caller, row.task), [caller]);
  const toggleDone = useCallback((row: TaskRow) => actions.toggleDone(row.task), [actions]);
  const move = (row: TaskRow, status: TaskStatus) =>
    canToggle(row)
      ? actions.setStatus(row.task, status)
      : runAction(
          () => Promise.reject(new Error('You can only move tasks assigned to you')),
          'Failed to move task',
        );
  const quickAdd = (line: string) => {
    const parsed = parseQuickAdd(line, lookups.now);
    runAction(
      () =>
        actions.create({
          title: parsed.title,
          description: '',
          dueDate: parsed.dueDate,
          dueAt: null,
          priority: parsed.priority ?? 'medium',
          status: 'todo',
          type: activeTaskTypes(lookups.types)[0]?.id ?? 'general',
          assignedTo: user?.id ?? null,
          claimId: null,
        }),
      'Failed to add task',
    );
  };

  const { height: viewport } = useViewportSize();
  // The list ends with its last row instead of a tall empty box; long lists scroll inside the page.
  const available = Math.max(320, (viewport || 900) - 330);
  const listHeight = Math.min(
    available,
    rows.length ? HEADER_HEIGHT + rows.length * ROW_HEIGHT + 2 : 320,
  );
  const state = loading ? LOADING : undefined;
  const empty = emptyState(query.view, isTasksFilterActive(query.filter));
  return (
    <Box>
      <TasksViewTabs
        view={query.view}
        onViewChange={(view) => setQuery({ ...query, view })}
        overdueCount={overdueTasks + overdueClaims.length}
      />
      {canCreateTasks(permissions) && (
        <Box mb="sm">
          <QuickAddInput onAdd={quickAdd} />
        </Box>
      )}
      <TasksFilterBar
        value={query.filter}
        onChange={(filter) => setQuery({ ...query, filter })}
        assignees={assignees}
        types={typeChoices}
        claimStatuses={statuses.map((s) => s.name)}
        shown={rows.length}
        total={inView}
        trailing={
          <TasksLayoutToggle
            value={query.layout}
            onChange={(layout) => setQuery({ ...query, layout })}
          />
        }
      />
      {query.view === 'overdue' && <OverdueClaimsPanel claims={overdueClaims} now={lookups.now} />}
      {query.layout === 'list' ? (
        <TasksTable
          rows={rows}
          syncStates={syncStates}
          sort={query.sort}
          onSortChange={(sort) => setQuery({ ...query, sort })}
          onOpen={open}
          onToggleDone={toggleDone}
          canToggle={canToggle}
          now={lookups.now}
          state={state}
          empty={empty}
          height={listHeight}
        />
      ) : (
        <TasksBoard
          rows={rows}
          now={lookups.now}
          onOpen={open}
          onMove={move}
          state={state}
          columnHeight={Math.max(360, available - 60)}
        />
      )}
    </Box>
  );
}
