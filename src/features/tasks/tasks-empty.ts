import type { PanelState } from '../../shared/ui/state-panel';
import type { TaskView } from './tasks-query';

type Empty = Extract<PanelState, { kind: 'empty' }>;

const BY_VIEW: Record<TaskView, Empty> = {
  mine: {
    kind: 'empty',
    title: 'Nothing on your list',
    description: 'Open tasks assigned to you appear here. Add one above, or from a claim.',
  },
  team: { kind: 'empty', title: 'No open tasks', description: 'Your team is all caught up.' },
  overdue: { kind: 'empty', title: 'Nothing overdue', description: 'Every open task is on time.' },
  today: { kind: 'empty', title: 'Nothing due today' },
  week: { kind: 'empty', title: 'Nothing due this week' },
  done: { kind: 'empty', title: 'No finished tasks yet' },
};

/** What an empty list says: why it is empty in this view, or that the filters hide everything. */
export function emptyState(view: TaskView, filtered: boolean): Empty {
  return filtered
    ? {
        kind: 'empty',
        title: 'No tasks match these filters',
        description: 'Clear the filters to see every task of this view.',
      }
    : BY_VIEW[view];
}
