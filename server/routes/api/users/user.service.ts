import { canGrant } from '../../../../src/domain/role-grants';
import {
  DEACTIVATE_SELF_MESSAGE,
  LAST_OWNER_MESSAGES,
  MANAGE_BEYOND_OWN_MESSAGE,
  OWN_ROLE_MESSAGE,
  ownerLoss,
} from '../../../../src/domain/user-account';
import { hashPassword } from '../../../auth/password';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { potentialUsers } from '../../../db/schema/potential-users';
import { users } from '../../../db/schema/users';
import { badRequest, forbidden, HttpError, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createSessionRepository } from '../../../repositories/session.repository';
import { createUserDirectoryRepository } from '../../../repositories/user-directory.repository';
import type { UserRow, UserWithPermissions } from '../../../repositories/user.repository';
import { changeOf } from '../../../sync/change';
import { publishChange } from '../../../sync/publish-change';
import { updateVersioned } from '../../../sync/versioned-write';
import { STAFF_PERMISSIONS } from '../../../../src/domain/permissions';
import { hasPermission } from '../../../../src/domain/permissions';
import { grantableRole } from './grantable-role';
import { assertPasswordAcceptable, passwordPolicyOf, unguessablePassword } from './password-policy';
import type { CreateUserBody, UpdateUserBody } from './user.body';
import { userRecordView } from './user-record.view';

export const NO_ORGANIZATION_MESSAGE = 'User not authenticated or no organization assigned';
export const EMAIL_TAKEN_MESSAGE = 'A user with this email already exists';
export const USER_NOT_FOUND = 'User not found';

export const userChange = (row: UserRow) =>
  changeOf('users', row, { permissions: STAFF_PERMISSIONS });

export interface PreparedUser {
  values: typeof users.$inferInsert;
  permissions: string[];
  invited: boolean;
  invitedBy: string;
}

export function createUserService(db: Db) {
  const directory = createUserDirectoryRepository(db);

  // 409 when the change would leave the organization without an active Owner. The active Owners'
  // rows stay locked until the transaction ends, so concurrent demotions are decided one by one.
  async function assertOwnerRemains(
    tx: Db,
    caller: AuthContext,
    current: UserWithPermissions,
    next: Parameters<typeof ownerLoss>[1],
  ) {
    const loss = ownerLoss(current, next);
    if (!loss) return;
    const owners = await createUserDirectoryRepository(tx).lockActiveOwners(caller.organizationId);
    if (!owners.some((ownerId) => ownerId !== current.id)) {
      throw new HttpError(409, LAST_OWNER_MESSAGES[loss]);
    }
  }

  const endSessions = (tx: Db, userId: string) =>
    createSessionRepository(tx).revokeUser(userId, new Date());

  async function target(caller: AuthContext, id: string): Promise<UserWithPermissions> {
    const user = await directory.findInOrganization(caller.organizationId, id);
    if (!user || user.deleted) throw notFound(USER_NOT_FOUND);
    return user;
  }

  return {
    /** Checks and hashing, outside the create transaction (argon2 takes tens of milliseconds). */
    async prepareCreate(caller: AuthContext, body: CreateUserBody): Promise<PreparedUser> {
      if (!caller.organizationId) throw new HttpError(401, NO_ORGANIZATION_MESSAGE);
      // The email's uniqueness is left to the insert (users_email_key → 409): checked here, a
      // retry of a create that just committed would be refused instead of replayed.
      const role = await grantableRole(db, caller, body.role);
      const password = body.password ?? '';
      const invited = password === '';
      if (!invited) {
        const policy = await passwordPolicyOf(db, caller.organizationId);
        await assertPasswordAcceptable(password, policy, body.email);
      }
      return {
        values: {
          organizationId: caller.organizationId,
          role: role.name,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          passwordHash: await hashPassword(invited ? unguessablePassword() : password),
          isActive: body.isActive ?? true,
        },
        permissions: role.permissions,
        invited,
        invitedBy: caller.userId,
      };
    },

    /** The insert, on the idempotent-create transaction; an invited user gets an invitation too. */
    async insert(tx: Db, prepared: PreparedUser) {
      const [created] = await tx.insert(users).values(prepared.values).returning();
      if (prepared.invited) {
        await tx
          .insert(potentialUsers)
          .values({
            organizationId: prepared.values.organizationId,
            email: prepared.values.email,
            invitedBy: prepared.invitedBy,
            role: prepared.values.role,
          })
          .onConflictDoNothing();
      }
      await publishChange(tx, userChange(created!));
      return {
        data: userRecordView({ ...created!, permissions: prepared.permissions }),
        invited: prepared.invited,
      };
    },

    async update(caller: AuthContext, id: string, body: UpdateUserBody, expected?: number) {
      const current = await target(caller, id);
      const self = current.id === caller.userId;
      const manages = hasPermission(caller.permissions, 'manage_users');
      const changes = (key: keyof UpdateUserBody) =>
        body[key] !== undefined && body[key] !== current[key];
      if (!manages) {
        if (!self) throw forbidden();
        if (changes('role') || changes('isActive') || changes('email')) {
          throw forbidden('You may only change your own name');
        }
      }
      if (manages && !self && !canGrant(caller.permissions, current.permissions)) {
        throw forbidden(MANAGE_BEYOND_OWN_MESSAGE);
      }
      let permissions = current.permissions;
      let role = current.role;
      if (changes('role')) {
        const granted = await grantableRole(db, caller, body.role!);
        permissions = granted.permissions;
        role = granted.name;
      }
      const isActive = body.isActive ?? current.isActive;
      const view = (row: UserRow) => userRecordView({ ...row, permissions: current.permissions });
      try {
        const row = await db.transaction(async (tx) => {
          // The last Owner's rule first: for the sole Owner it is the reason that matters.
          await assertOwnerRemains(tx, caller, current, { isActive, permissions });
          if (self && role !== current.role) throw forbidden(OWN_ROLE_MESSAGE);
          if (self && !isActive) throw badRequest(DEACTIVATE_SELF_MESSAGE);
          const updated = await updateVersioned(
            tx,
            users,
            { id, organizationId: caller.organizationId, expected, notFound: USER_NOT_FOUND, view },
            {
              firstName: body.firstName,
              lastName: body.lastName,
              email: body.email,
              role,
              isActive: body.isActive,
            },
          );
          // Deactivation ends every session at once: no refresh from now on (access tokens are
          // refused by the authentication plugin, which re-reads the user on every request).
          if (current.isActive && !updated.isActive) await endSessions(tx, id);
          await publishChange(tx, userChange(updated));
          return updated;
        });
        return userRecordView({ ...row, permissions });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
        throw error;
      }
    },

    async remove(caller: AuthContext, id: string, expected?: number) {
      if (id === caller.userId) throw badRequest('You cannot delete yourself');
      const current = await target(caller, id);
      if (!canGrant(caller.permissions, current.permissions)) {
        throw forbidden(MANAGE_BEYOND_OWN_MESSAGE);
      }
      const view = (row: UserRow) => userRecordView({ ...row, permissions: current.permissions });
      const row = await db.transaction(async (tx) => {
        await assertOwnerRemains(tx, caller, current, {
          isActive: false,
          permissions: current.permissions,
          deleted: true,
        });
        const deleted = await updateVersioned(
          tx,
          users,
          { id, organizationId: caller.organizationId, expected, notFound: USER_NOT_FOUND, view },
          { deleted: true, isActive: false },
        );
        await endSessions(tx, id);
        await publishChange(tx, userChange(deleted));
        return deleted;
      });
      return userRecordView({ ...row, permissions: current.permissions });
    },

    /** The users screen's list: every live user of the caller's organization. */
    list(caller: AuthContext) {
      return directory.listInOrganization(caller.organizationId);
    },
  };
}
