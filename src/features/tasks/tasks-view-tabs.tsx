import { Group, SegmentedControl, Tabs } from '@mantine/core';
import { TASK_LAYOUTS, TASK_VIEWS, type TaskLayout, type TaskView } from './tasks-query';

export const VIEW_LABELS: Record<TaskView, string> = {
  mine: 'My tasks',
  team: 'Team',
  overdue: 'Overdue',
  today: 'Due today',
  week: 'This week',
  done: 'Done',
};

const LAYOUT_LABELS: Record<TaskLayout, string> = { list: 'List', board: 'Board' };

export interface TasksViewTabsProps {
  view: TaskView;
  onViewChange: (view: TaskView) => void;
  /** Overdue tasks and claims, shown on the Overdue tab. */
  overdueCount: number;
}

/** My tasks / Team / Overdue / Due today / This week / Done. */
export function TasksViewTabs({ view, onViewChange, overdueCount }: TasksViewTabsProps) {
  return (
    <Tabs
      value={view}
      onChange={(next) => {
        const found = TASK_VIEWS.find((v) => v === next);
        if (found) onViewChange(found);
      }}
      variant="pills"
      radius="md"
      mb="sm"
    >
      <Tabs.List aria-label="Task views">
        {TASK_VIEWS.map((v) => (
          <Tabs.Tab
            key={v}
            value={v}
            color={v === 'overdue' && overdueCount > 0 ? 'red' : undefined}
            rightSection={
              v === 'overdue' && overdueCount > 0 ? (
                <span aria-label={`${overdueCount} overdue`}>{overdueCount}</span>
              ) : undefined
            }
          >
            {VIEW_LABELS[v]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

export function TasksLayoutToggle(props: {
  value: TaskLayout;
  onChange: (layout: TaskLayout) => void;
}) {
  return (
    <Group gap={0}>
      <SegmentedControl
        aria-label="Tasks layout"
        size="xs"
        value={props.value}
        onChange={(next) => {
          const found = TASK_LAYOUTS.find((l) => l === next);
          if (found) props.onChange(found);
        }}
        data={TASK_LAYOUTS.map((l) => ({ value: l, label: LAYOUT_LABELS[l] }))}
      />
    </Group>
  );
}
