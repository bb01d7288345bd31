import { describe, expect, it } from 'vitest';
import { DEFAULT_TASK_TYPES } from '../../../src/domain/task-types';
import {
  inView,
  matchesFilter,
  searchWords,
  toTaskRows,
  type TaskLookups,
} from '../../../src/features/tasks/task-rows';
import {
  decodeTasksQuery,
  EMPTY_TASKS_FILTER,
  encodeTasksQuery,
} from '../../../src/features/tasks/tasks-query';
import { sortTaskRows } from '../../../src/features/tasks/tasks-sort';
import {
  emptyTaskFormValues,
  taskToFormValues,
  validateTaskForm,
} from '../../../src/shared/ui/tasks/task-form-values';
import { task } from './task-fixture';

// Wednesday 11 March 2026, noon where the test runs.
const NOW = new Date(2026, 2, 11, 12);

const lookups: TaskLookups = {
  userNames: { me: 'Jordan Reyes', boss: 'Priya Natarajan' },
  claims: new Map([
    ['c-1', { claimNumber: 'CLM-2026-0007', status: 'Appraisal', clientName: 'Harbor Mutual' }],
  ]),
  types: DEFAULT_TASK_TYPES.map((t) => ({ ...t })),
  me: 'me',
  now: NOW,
};

const ids = (rows: { task: { id: string } }[]) => rows.map((r) => r.task.id);

describe('task views, filters and sort', () => {
  const all = toTaskRows(
    [
      task('late', { dueDate: '2026-03-09', type: 'call', priority: 'high' }),
      task('today', { dueDate: '2026-03-11', assignedTo: 'boss', claimId: 'c-1' }),
      task('sunday', { dueDate: '2026-03-15', title: 'Inspect the roof', type: 'inspection' }),
      task('undated', { priority: 'low' }),
      task('done', { dueDate: '2026-03-10', status: 'done' }),
    ],
    lookups,
  );
  const view = (name: Parameters<typeof inView>[1], layout: 'list' | 'board' = 'list') =>
    ids(all.filter((row) => inView(row, name, layout, lookups)));

  it('puts each task in the views it belongs to', () => {
    expect(view('mine')).toEqual(['late', 'sunday', 'undated']);
    expect(view('team')).toEqual(['late', 'today', 'sunday', 'undated']);
    expect(view('overdue')).toEqual(['late']);
    expect(view('today')).toEqual(['today']);
    expect(view('week')).toEqual(['late', 'today', 'sunday']);
    expect(view('done')).toEqual(['done']);
    // The board keeps a view's finished tasks for its Done column; Overdue has none.
    expect(view('week', 'board')).toEqual(['late', 'today', 'sunday', 'done']);
    expect(view('overdue', 'board')).toEqual(['late']);
  });

  it('searches what the row shows and filters by assignee, type and claim status', () => {
    const filter = (patch: Partial<typeof EMPTY_TASKS_FILTER>) => {
      const f = { ...EMPTY_TASKS_FILTER, ...patch };
      return ids(all.filter((row) => matchesFilter(row, f, searchWords(f.search))));
    };
    expect(filter({ search: 'ROOF inspection' })).toEqual(['sunday']);
    expect(filter({ search: 'harbor' })).toEqual(['today']);
    expect(filter({ search: 'priya' })).toEqual(['today']);
    expect(filter({ assignee: 'boss' })).toEqual(['today']);
    expect(filter({ types: ['call', 'inspection'] })).toEqual(['late', 'sunday']);
    expect(filter({ claimStatuses: ['Appraisal'] })).toEqual(['today']);
  });

  it('sorts by due date with undated tasks last in both directions, and by priority', () => {
    expect(ids(sortTaskRows(all, { field: 'due', direction: 'asc' }))).toEqual([
      'late',
      'done',
      'today',
      'sunday',
      'undated',
    ]);
    expect(ids(sortTaskRows(all, { field: 'due', direction: 'desc' })).at(-1)).toBe('undated');
    expect(ids(sortTaskRows(all, { field: 'priority', direction: 'asc' }))[0]).toBe('late');
    expect(ids(sortTaskRows(all, { field: 'claim', direction: 'desc' }))[0]).toBe('today');
  });

  it('keeps view, layout, filter and sort in a short URL and reads malformed ones as defaults', () => {
    const query = {
      view: 'overdue' as const,
      layout: 'board' as const,
      filter: {
        search: 'roof',
        assignee: 'boss',
        types: ['call'],
        claimStatuses: ['New', 'Appraisal'],
      },
      sort: { field: 'priority', direction: 'desc' as const },
    };
    const record = encodeTasksQuery(query);
    expect(record).toEqual({
      view: 'overdue',
      layout: 'board',
      q: 'roof',
      assignee: 'boss',
      type: 'call',
      claimStatus: 'New,Appraisal',
      sort: 'priority:desc',
    });
    expect(decodeTasksQuery(record)).toEqual(query);
    expect(encodeTasksQuery(decodeTasksQuery({}))).toEqual({});
    expect(
      decodeTasksQuery({ view: 'everything', layout: 'grid', sort: 'due:sideways' }),
    ).toMatchObject({
      view: 'mine',
      layout: 'list',
      sort: { field: 'due', direction: 'asc' },
    });
  });
});

describe('task form values', () => {
  it('refuses an empty title and cleans the description', () => {
    const empty = validateTaskForm(emptyTaskFormValues());
    expect(empty).toEqual({ ok: false, errors: { title: 'Title is required' } });
    const filled = validateTaskForm(
      emptyTaskFormValues({ title: ' Call ', description: '<p>Hi<script>alert(1)</script></p>' }),
    );
    expect(filled.ok && filled.input).toMatchObject({ title: 'Call', description: '<p>Hi</p>' });
  });

  it('stores a chosen time as the UTC instant of that local time, and reads it back', () => {
    const result = validateTaskForm(
      emptyTaskFormValues({ title: 'x', dueDate: '2026-03-12', dueTime: '14:30' }),
    );
    if (!result.ok) throw new Error('refused');
    expect(result.input.dueAt).toBe(new Date(2026, 2, 12, 14, 30).toISOString());
    const back = taskToFormValues({ ...task('t'), ...result.input, deleted: false });
    expect(back).toMatchObject({ dueDate: '2026-03-12', dueTime: '14:30' });
    const dayOnly = validateTaskForm(emptyTaskFormValues({ title: 'x', dueDate: '2026-03-12' }));
    expect(dayOnly.ok && dayOnly.input).toMatchObject({ dueDate: '2026-03-12', dueAt: null });
  });
});
