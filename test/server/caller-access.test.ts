import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '../../src/domain/user-account';
import { signAccessToken } from '../../server/auth/access-token';
import { refreshSessions } from '../../server/db/schema/sessions';
import { roles, users } from '../../server/db/schema/users';
import { databaseTargets } from './helpers/databases';
import { bearer, tokenFor } from './helpers/http';
import { useTestApp } from './helpers/test-app';

// Authentication reads the user and role, the session, the security group and the two-factor
// state in one statement on every request (caller-access.repository.ts) and caches none of it:
// each change below applies to the very next pull of the same token.
describe.each(databaseTargets())('the caller re-read on every request on $name', (target) => {
  const ctx = useTestApp(target);

  const userRow = async (email: string) => {
    const [row] = await ctx.opened.database.db.select().from(users).where(eq(users.email, email));
    return row!;
  };
  const pull = (organizationId: string, token: string) =>
    ctx.app.inject({
      url: `/api/organizations/${organizationId}/claims?limit=5`,
      headers: bearer(token),
    });

  it('applies a role change, a revoked session and another user’s session to the next pull', async () => {
    const { db } = ctx.opened.database;
    const adjuster = await userRow('adjuster@example.com');
    const token = await tokenFor(ctx.app, 'adjuster@example.com');
    expect((await pull(adjuster.organizationId, token)).statusCode).toBe(200);

    const ofRole = and(
      eq(roles.organizationId, adjuster.organizationId),
      eq(roles.name, adjuster.role),
    );
    const [role] = await db.select().from(roles).where(ofRole);
    await db.update(roles).set({ permissions: [] }).where(ofRole);
    expect((await pull(adjuster.organizationId, token)).statusCode).toBe(403);
    await db.update(roles).set({ permissions: role!.permissions }).where(ofRole);
    expect((await pull(adjuster.organizationId, token)).statusCode).toBe(200);

    // A well-signed token that names a live session of someone else is refused.
    const { sid: managerSession } = decodeJwt(await tokenFor(ctx.app, 'manager@example.com'));
    const borrowed = await signAccessToken(
      {
        sub: adjuster.id,
        org: adjuster.organizationId,
        role: adjuster.role,
        sid: managerSession as string,
      },
      ctx.config.jwtSecret,
      600,
    );
    expect((await pull(adjuster.organizationId, borrowed)).statusCode).toBe(401);

    const { sid } = decodeJwt(token);
    await db
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(eq(refreshSessions.familyId, sid as string));
    const revoked = await pull(adjuster.organizationId, token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('Authentication required');
  });

  it('refuses the next pull of a deactivated user, saying why', async () => {
    const vendor = await userRow('vendor@example.com');
    const token = await tokenFor(ctx.app, 'vendor@example.com');
    expect((await pull(vendor.organizationId, token)).statusCode).toBe(200);
    await ctx.opened.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, vendor.id));
    const refused = await pull(vendor.organizationId, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(ACCOUNT_DEACTIVATED_MESSAGE);
  });
});
