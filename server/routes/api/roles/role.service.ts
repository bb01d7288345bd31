import { ROLE_EXISTS_MESSAGE, roleInUseMessage } from '../../../../src/domain/role.schema';
import type { RoleInput } from '../../../../src/domain/role.schema';
import {
  canGrant,
  GRANT_BEYOND_OWN_MESSAGE,
  roleChangeRefusal,
} from '../../../../src/domain/role-grants';
import { STAFF_PERMISSIONS } from '../../../../src/domain/permissions';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { roles, users } from '../../../db/schema/users';
import { forbidden, HttpError, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createRoleRepository } from '../../../repositories/role.repository';
import type { RoleRow } from '../../../repositories/role.repository';
import { changeOf } from '../../../sync/change';
import { publishChange } from '../../../sync/publish-change';
import { lockForWrite, updateVersioned } from '../../../sync/versioned-write';
import { and, eq } from 'drizzle-orm';
import { roleView } from './role.view';

export const ROLE_NOT_FOUND = 'Role not found';

const roleChange = (row: RoleRow) => changeOf('roles', row, { permissions: STAFF_PERMISSIONS });
const exists = () => new HttpError(409, ROLE_EXISTS_MESSAGE);

// Roles (SPEC 5: names unique, only existing roles assignable, a held role cannot be deleted),
// with rules of our own (`roleChangeRefusal`, shared with the roles editor): nobody creates, edits
// or deletes a role beyond their own permissions, nor changes the role they hold themselves (they
// could lock the organization out), and the Owner role keeps `all` and its name.
export function createRoleService(db: Db) {
  const repository = createRoleRepository(db);

  function assertGrantable(caller: AuthContext, permissions: readonly string[]) {
    if (!canGrant(caller.permissions, permissions)) throw forbidden(GRANT_BEYOND_OWN_MESSAGE);
  }

  async function editable(caller: AuthContext, id: string, expected: number | undefined) {
    const current = await repository.findById(caller.organizationId, id);
    if (!current) throw notFound(ROLE_NOT_FOUND);
    const refusal = roleChangeRefusal(caller, current);
    if (refusal) throw forbidden(refusal);
    return {
      current,
      target: {
        id,
        organizationId: caller.organizationId,
        expected,
        notFound: ROLE_NOT_FOUND,
        view: roleView,
      },
    };
  }

  return {
    /** Creates the role, or brings a deleted one of that name back (names stay unique). */
    async create(tx: Db, caller: AuthContext, input: RoleInput) {
      assertGrantable(caller, input.permissions);
      input = { ...input, permissions: [...new Set(input.permissions)] };
      const existing = await createRoleRepository(tx).findByName(caller.organizationId, input.name);
      if (existing && !existing.deleted) throw exists();
      const values = {
        name: input.name,
        permissions: input.permissions,
        description: input.description,
      };
      const row = existing
        ? (
            await tx
              .update(roles)
              .set({ ...values, deleted: false })
              .where(and(eq(roles.id, existing.id), eq(roles.deleted, true)))
              .returning()
          )[0]
        : (
            await tx
              .insert(roles)
              .values({ ...values, organizationId: caller.organizationId })
              .returning()
          )[0];
      if (!row) throw exists();
      await publishChange(tx, roleChange(row));
      return roleView(row);
    },

    async update(caller: AuthContext, id: string, input: Partial<RoleInput>, expected?: number) {
      const { current, target } = await editable(caller, id, expected);
      // Nothing to change: answer the role as it is (after the If-Match check).
      if (Object.values(input).every((value) => value === undefined)) {
        return roleView(await lockForWrite(db, roles, target));
      }
      if (input.permissions) {
        assertGrantable(caller, input.permissions);
        input = { ...input, permissions: [...new Set(input.permissions)] };
      }
      if (input.name !== undefined && input.name.toLowerCase() !== current.name.toLowerCase()) {
        if (await repository.findByName(caller.organizationId, input.name)) throw exists();
      }
      try {
        return await db.transaction(async (tx) => {
          const row = await updateVersioned(tx, roles, target, input);
          await publishChange(tx, roleChange(row));
          // A rename reaches the holders through the foreign key's ON UPDATE CASCADE. New
          // permissions change what the holders' streams and pulls may show (issue 15): their
          // own record's notice makes their devices re-read it.
          if (row.name !== current.name || !samePermissions(row.permissions, current.permissions))
            await publishHolders(tx, caller.organizationId, row.name);
          return roleView(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw exists();
        throw error;
      }
    },

    async remove(caller: AuthContext, id: string, expected?: number) {
      const { current, target } = await editable(caller, id, expected);
      const holders = await repository.countHolders(caller.organizationId, current.name);
      if (holders > 0) throw new HttpError(409, roleInUseMessage(holders));
      return db.transaction(async (tx) => {
        const row = await updateVersioned(tx, roles, target, { deleted: true });
        await publishChange(tx, roleChange(row));
        return roleView(row);
      });
    },
  };
}

async function publishHolders(tx: Db, organizationId: string, role: string) {
  const holders = await tx
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, role)));
  for (const holder of holders) {
    await publishChange(tx, changeOf('users', holder, { permissions: STAFF_PERMISSIONS }));
  }
}

const samePermissions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p) => b.includes(p));
