import { readRoles, type StoredRole } from '../../domain/role.schema';
import type { AppDatabase } from '../app-database';
import { ROLES_ID } from './config.schema';

/**
 * Writes the server's answer to a role change into the `roles` record, so this tab and the
 * device's other tabs show it at once; the pull the change notice starts confirms it. Role
 * changes are made online only (the server decides who may grant what, and says so at once).
 */
export async function storeRoleAnswer(
  db: AppDatabase,
  role: StoredRole & { deleted?: boolean },
): Promise<void> {
  const at = new Date().toISOString();
  const empty = { id: ROLES_ID, kind: 'settings' as const, value: {}, version: 0, updatedAt: at };
  const doc = await db.config.insertIfNotExists(empty);
  await doc.incrementalModify((data) => {
    const others = readRoles(data.value.roles).filter((r) => r.id !== role.id);
    const { deleted, ...kept } = role;
    const roles = deleted ? others : upsertInPlace(readRoles(data.value.roles), kept, others);
    return { ...data, value: { ...data.value, roles }, updatedAt: at };
  });
}

// A changed role keeps its column; a new one goes last (the server lists oldest first).
function upsertInPlace(current: StoredRole[], role: StoredRole, others: StoredRole[]) {
  return current.some((r) => r.id === role.id)
    ? current.map((r) => (r.id === role.id ? role : r))
    : [...others, role];
}
