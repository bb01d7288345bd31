import { routePath } from './route-table';

/** The tasks screen's parameter naming a task to open in its editor. */
export const TASK_LINK_PARAM = 'task';

/** A link that opens one task: `/tasks?task=<id>` (the bell's task notifications use it). */
export const taskLink = (taskId: string) =>
  `${routePath('tasks')}?${new URLSearchParams({ [TASK_LINK_PARAM]: taskId })}`;
