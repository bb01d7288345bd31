import { useMemo } from 'react';
import { readRoles, type StoredRole } from '../../domain/role.schema';
import { useAppDatabase } from '../database.context';
import { useLiveQuery } from '../live-query.hook';
import { ROLES_ID } from './config.schema';

/**
 * The organization's roles, live in every tab (the `roles` config record, pulled with the
 * settings and on every `roles` change notice). Empty for roles that may not read them.
 */
export function useRoles(): { roles: StoredRole[]; loading: boolean } {
  const db = useAppDatabase();
  const query = useMemo(() => (db ? db.config.findOne(ROLES_ID) : null), [db]);
  const { value, loading } = useLiveQuery(query);
  const roles = useMemo(() => readRoles(value?.value.roles), [value]);
  return { roles, loading: loading || db === null };
}
