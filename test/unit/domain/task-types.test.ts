import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { taskSettingsSchema } from '../../../src/domain/settings.schema';
import {
  addTaskType,
  DEFAULT_TASK_TYPES,
  removeTaskType,
  renameTaskType,
  TASK_TYPE_EXISTS_MESSAGE,
  taskTypeOf,
} from '../../../src/domain/task-types';

const types = DEFAULT_TASK_TYPES.map((t) => ({ ...t }));
const ok = <T extends { ok: boolean }>(edit: T) => {
  if (!edit.ok) throw new Error(JSON.stringify(edit));
  return edit as Extract<T, { ok: true }>;
};

describe('task types', () => {
  it('adds a type under a readable, unique id and refuses a name already offered', () => {
    const added = ok(addTaskType(types, '  Site   visit ', '#112233')).types;
    expect(added.at(-1)).toEqual({ id: 'site-visit', name: 'Site visit', color: '#112233' });
    expect(addTaskType(types, 'inspection', '#000000')).toEqual({
      ok: false,
      error: TASK_TYPE_EXISTS_MESSAGE,
    });
    expect(addTaskType(types, ' ', '#000000').ok).toBe(false);
    // Another name with the same slug gets an id of its own.
    expect(ok(addTaskType(added, 'Site-visit', '#000000')).types.at(-1)?.id).toBe('site-visit-2');
  });

  it('brings a retired type of the same name back instead of making a second one', () => {
    const retired = ok(removeTaskType(types, 'call', true)).types;
    const back = ok(addTaskType(retired, 'Call', '#abcdef')).types;
    expect(back.filter((t) => t.name === 'Call')).toEqual([
      { id: 'call', name: 'Call', color: '#abcdef', retired: false },
    ]);
  });

  it('renames, refusing a clash with another offered type', () => {
    expect(
      ok(renameTaskType(types, 'call', 'Phone call')).types.find((t) => t.id === 'call')?.name,
    ).toBe('Phone call');
    expect(renameTaskType(types, 'call', 'Review').ok).toBe(false);
    expect(renameTaskType(types, 'call', 'CALL').ok).toBe(true);
  });

  it('retires a type in use, drops an unused one, and keeps the last offered type', () => {
    const retired = ok(removeTaskType(types, 'review', true)).types;
    expect(retired.find((t) => t.id === 'review')).toMatchObject({ retired: true, name: 'Review' });
    expect(ok(removeTaskType(types, 'review', false)).types.some((t) => t.id === 'review')).toBe(
      false,
    );
    const one = [{ id: 'general', name: 'General', color: '#000000' }];
    expect(removeTaskType(one, 'general', false).ok).toBe(false);
  });

  it('labels a task by its type, a retired one included, and an unknown word as itself', () => {
    const retired = ok(removeTaskType(types, 'review', true)).types;
    expect(taskTypeOf(retired, 'review')).toMatchObject({ name: 'Review', retired: true });
    expect(taskTypeOf(types, 'Inspection').id).toBe('inspection');
    expect(taskTypeOf(types, 'Survey')).toMatchObject({ name: 'Survey', retired: true });
  });

  it('validates the taskSettings group', () => {
    expect(taskSettingsSchema.safeParse({ types }).success).toBe(true);
    const dup = [...types, { id: 'x', name: 'call', color: '#000000' }];
    expect(taskSettingsSchema.safeParse({ types: dup }).error?.issues[0]?.message).toBe(
      TASK_TYPE_EXISTS_MESSAGE,
    );
    expect(
      taskSettingsSchema.safeParse({ types: [...types, { ...types[0]!, name: 'Other' }] }).success,
    ).toBe(false);
    const allRetired = types.map((t) => ({ ...t, retired: true }));
    expect(taskSettingsSchema.safeParse({ types: allRetired }).success).toBe(false);
    expect(taskSettingsSchema.safeParse({ types: [{ ...types[0]!, color: 'blue' }] }).success).toBe(
      false,
    );
  });

  it('gives existing organizations the same default types as new ones (migration 0005)', () => {
    const sql = readFileSync('server/db/migrations/0005_task_due_time_and_types.sql', 'utf8');
    const json = /'(\{"types":.*?\})'::jsonb/.exec(sql)?.[1];
    expect(JSON.parse(json ?? '{}')).toEqual({ types: DEFAULT_TASK_TYPES });
  });
});
