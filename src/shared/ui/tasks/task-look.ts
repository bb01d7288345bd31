// How task statuses and priorities read and are coloured, on every screen that shows tasks.
interface Look {
  label: string;
  color: string;
}

export const TASK_STATUS_LOOK: Readonly<Record<string, Look>> = {
  todo: { label: 'To do', color: 'gray' },
  in_progress: { label: 'In progress', color: 'blue' },
  done: { label: 'Done', color: 'teal' },
};

export const TASK_PRIORITY_LOOK: Readonly<Record<string, Look>> = {
  high: { label: 'High', color: 'red' },
  medium: { label: 'Medium', color: 'yellow' },
  low: { label: 'Low', color: 'gray' },
};

// Records from older clients may carry other words: they read as themselves.
export const taskStatusLook = (status: string): Look =>
  TASK_STATUS_LOOK[status] ?? { label: status, color: 'gray' };

export const taskPriorityLook = (priority: string): Look =>
  TASK_PRIORITY_LOOK[priority] ?? { label: priority, color: 'gray' };
