import { z } from 'zod';

/**
 * A kind of task the organization tracks (the `taskSettings` group). Tasks hold the type's `id`,
 * so a rename shows everywhere at once; a type still used by tasks is retired instead of removed,
 * so those tasks keep their label and colour, but it is no longer offered for new ones.
 */
export const taskTypeSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/, 'A type id is lowercase letters, digits and dashes'),
  name: z.string().trim().min(1, 'Type name is required').max(60, 'At most 60 characters'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a hex colour such as #2563eb'),
  retired: z.boolean().optional(),
});

export type TaskType = z.infer<typeof taskTypeSchema>;

export const TASK_TYPE_EXISTS_MESSAGE = 'Task type already exists';
export const TASK_TYPE_NAME_MESSAGE = 'Type name is required';

export const DEFAULT_TASK_TYPES: readonly TaskType[] = [
  { id: 'general', name: 'General', color: '#64748b' },
  { id: 'inspection', name: 'Inspection', color: '#2563eb' },
  { id: 're-inspection', name: 'Re-inspection', color: '#0891b2' },
  { id: 'call', name: 'Call', color: '#0d9488' },
  { id: 'documentation', name: 'Documentation', color: '#7c3aed' },
  { id: 'review', name: 'Review', color: '#d97706' },
  { id: 'follow-up', name: 'Follow-up', color: '#db2777' },
  { id: 'deadline', name: 'Deadline', color: '#dc2626' },
];

/** The colour of a task whose type is not in the list (older records). */
export const UNKNOWN_TYPE_COLOR = '#868e96';

const key = (name: string) => name.trim().toLowerCase();

/** Names are unique among the types still offered (a retired name may come back). */
export function activeNameTaken(types: readonly TaskType[], name: string, exceptId?: string) {
  return types.some((t) => !t.retired && t.id !== exceptId && key(t.name) === key(name));
}

export const activeTaskTypes = (types: readonly TaskType[]) => types.filter((t) => !t.retired);

function newTypeId(types: readonly TaskType[], name: string): string {
  const base =
    key(name)
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'type';
  const ids = new Set(types.map((t) => t.id));
  let id = base;
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
  return id;
}

export type TypeEdit = { ok: true; types: TaskType[] } | { ok: false; error: string };

export function addTaskType(types: readonly TaskType[], name: string, color: string): TypeEdit {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return { ok: false, error: TASK_TYPE_NAME_MESSAGE };
  if (activeNameTaken(types, trimmed)) return { ok: false, error: TASK_TYPE_EXISTS_MESSAGE };
  // A retired type of that name comes back (its tasks keep one type), at the end of the list.
  const retired = types.find((t) => t.retired && key(t.name) === key(trimmed));
  if (retired) {
    const rest = types.filter((t) => t.id !== retired.id);
    return { ok: true, types: [...rest, { ...retired, name: trimmed, color, retired: false }] };
  }
  return { ok: true, types: [...types, { id: newTypeId(types, trimmed), name: trimmed, color }] };
}

export function renameTaskType(types: readonly TaskType[], id: string, name: string): TypeEdit {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return { ok: false, error: TASK_TYPE_NAME_MESSAGE };
  if (activeNameTaken(types, trimmed, id)) return { ok: false, error: TASK_TYPE_EXISTS_MESSAGE };
  return { ok: true, types: types.map((t) => (t.id === id ? { ...t, name: trimmed } : t)) };
}

export function recolorTaskType(types: readonly TaskType[], id: string, color: string) {
  return types.map((t) => (t.id === id ? { ...t, color } : t));
}

/** Removes a type, or retires it while tasks still hold it; the last offered type stays. */
export function removeTaskType(types: readonly TaskType[], id: string, inUse: boolean): TypeEdit {
  const offered = activeTaskTypes(types);
  if (offered.length === 1 && offered[0]?.id === id) {
    return { ok: false, error: 'At least one task type is required' };
  }
  return {
    ok: true,
    types: inUse
      ? types.map((t) => (t.id === id ? { ...t, retired: true } : t))
      : types.filter((t) => t.id !== id),
  };
}

/** What a task's type reads as: the type's name, or the stored word itself (older records). */
export function taskTypeOf(types: readonly TaskType[], id: string): TaskType {
  const found = types.find((t) => t.id === id) ?? types.find((t) => key(t.name) === key(id));
  return found ?? { id, name: id, color: UNKNOWN_TYPE_COLOR, retired: true };
}
