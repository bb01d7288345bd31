import type { TaskDocType } from '../../../src/collections/tasks/tasks.schema';

/** A stored task of user `me`, open and undated; `patch` sets what a test cares about. */
export function task(id: string, patch: Partial<TaskDocType> = {}): TaskDocType {
  return {
    id,
    title: `Task ${id}`,
    description: '',
    claimId: null,
    assignedTo: 'me',
    dueDate: null,
    dueAt: null,
    status: 'todo',
    priority: 'medium',
    type: 'general',
    createdBy: 'me',
    createdAt: '2026-03-01T10:00:00.000Z',
    organization_id: 'org-1',
    version: 1,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}
