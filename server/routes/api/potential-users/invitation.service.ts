import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { canGrant, GRANT_BEYOND_OWN_MESSAGE } from '../../../../src/domain/role-grants';
import {
  emailTakenMessage,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_PENDING_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_ROLE_GONE_MESSAGE,
  INVITATION_UNKNOWN_MESSAGE,
  INVITATION_USED_MESSAGE,
  invitationExpiry,
  invitationPath,
} from '../../../../src/domain/invitation';
import { hashPassword } from '../../../auth/password';
import { hashOpaqueToken, newOpaqueToken } from '../../../auth/opaque-token';
import { STAFF_PERMISSIONS } from '../../../../src/domain/permissions';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { isUniqueViolation } from '../../../db/unique-violation';
import { forbidden, HttpError, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createPotentialUserRepository } from '../../../repositories/potential-user.repository';
import type {
  InvitationWithOrganization,
  PotentialUserRow,
} from '../../../repositories/potential-user.repository';
import { createRoleRepository } from '../../../repositories/role.repository';
import type { UserWithPermissions } from '../../../repositories/user.repository';
import { changeOf } from '../../../sync/change';
import { publishChange } from '../../../sync/publish-change';
import { grantableRole } from '../users/grantable-role';
import { assertPasswordAcceptable, passwordPolicyOf } from '../users/password-policy';
import type { AcceptBody, InviteBody } from './potential-user.body';

// Invitation links (issue 15). The link's 256-bit token is the credential of the public routes;
// only its SHA-256 is stored. A link is good for 7 days and one acceptance; inviting the address
// again re-arms the row with a new hash, so the previous link stops working.

export const INVITATION_NOT_FOUND = 'Invitation not found';

const gone = (message: string) => new HttpError(410, message);

/** The invitation a link names while it can still be accepted; else a 404 or 410 saying why. */
function assertOpen(
  found: InvitationWithOrganization | undefined,
  tokenHash: string,
  now: Date,
): InvitationWithOrganization {
  // The lookup is by hash; comparing again in constant time keeps timing out of the picture.
  if (!found?.tokenHash || !timingSafeEqual(Buffer.from(found.tokenHash), Buffer.from(tokenHash))) {
    throw notFound(INVITATION_UNKNOWN_MESSAGE);
  }
  if (found.revokedAt) throw gone(INVITATION_REVOKED_MESSAGE);
  if (found.usedAt) throw gone(INVITATION_USED_MESSAGE);
  if (!found.expiresAt || found.expiresAt <= now) throw gone(INVITATION_EXPIRED_MESSAGE);
  return found;
}

export function createInvitationService(db: Db) {
  const invitations = createPotentialUserRepository(db);

  async function emailTaken(email: string): Promise<boolean> {
    // Any row, deleted or not: the address stays taken (users_email_key) until the row is gone.
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row !== undefined;
  }

  return {
    listOpen: (organizationId: string) => invitations.listOpen(organizationId),

    /** A new one-time link for the address; the token is returned here and nowhere else. */
    async invite(caller: AuthContext, body: InviteBody, now = new Date()) {
      const role = await grantableRole(db, caller, body.role);
      if (await emailTaken(body.email)) {
        const message = emailTakenMessage(body.email);
        throw new HttpError(409, message, { email: message });
      }
      const { token, hash } = newOpaqueToken();
      const { row, created } = await invitations.issue(caller.organizationId, body.email, {
        role: role.name,
        invitedBy: caller.userId,
        tokenHash: hash,
        expiresAt: invitationExpiry(now),
      });
      const organization = await invitations.findByTokenHash(hash);
      return {
        row,
        created,
        path: invitationPath(token),
        organizationName: organization?.organizationName ?? '',
        roleName: role.name,
      };
    },

    async revoke(caller: AuthContext, id: string, now = new Date()): Promise<PotentialUserRow> {
      const row = await invitations.findById(caller.organizationId, id);
      if (!row || row.usedAt || row.revokedAt) {
        if (!row) throw notFound(INVITATION_NOT_FOUND);
        throw new HttpError(409, INVITATION_NOT_PENDING_MESSAGE);
      }
      if (row.role) {
        const role = await createRoleRepository(db).findByName(caller.organizationId, row.role);
        if (role && !canGrant(caller.permissions, role.permissions)) {
          throw forbidden(GRANT_BEYOND_OWN_MESSAGE);
        }
      }
      return invitations.revoke(row.id, now);
    },

    /** What the accept page shows; 404 or 410 with the reason when the link cannot be used. */
    async lookup(token: string, now = new Date()) {
      const hash = hashOpaqueToken(token);
      return assertOpen(await invitations.findByTokenHash(hash), hash, now);
    },

    /**
     * Creates the invited user with the invitation's role and the chosen password, and marks the
     * link used, in one transaction (the row is locked, so a link accepted twice at once makes
     * one user). The policy check and the hashing run first, outside it.
     */
    async accept(token: string, body: AcceptBody, now = new Date()): Promise<UserWithPermissions> {
      const invitation = await this.lookup(token, now);
      await assertPasswordAcceptable(
        body.password,
        await passwordPolicyOf(db, invitation.organizationId),
        invitation.email,
      );
      const passwordHash = await hashPassword(body.password);
      const hash = hashOpaqueToken(token);
      try {
        return await db.transaction(async (tx) => {
          const locked = assertOpen(
            await createPotentialUserRepository(tx).findByTokenHash(hash, true),
            hash,
            now,
          );
          const role = locked.role
            ? await createRoleRepository(tx).findByName(locked.organizationId, locked.role)
            : undefined;
          if (!role || role.deleted) throw new HttpError(409, INVITATION_ROLE_GONE_MESSAGE);
          const [created] = await tx
            .insert(users)
            .values({
              organizationId: locked.organizationId,
              role: role.name,
              firstName: body.firstName,
              lastName: body.lastName,
              email: locked.email,
              passwordHash,
            })
            .returning();
          await createPotentialUserRepository(tx).markUsed(locked.id, now);
          await publishChange(tx, changeOf('users', created!, { permissions: STAFF_PERMISSIONS }));
          return { ...created!, permissions: role.permissions };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(409, emailTakenMessage(invitation.email));
        }
        throw error;
      }
    },
  };
}
