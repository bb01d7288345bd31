import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../../server/app';
import { claims } from '../../../server/db/schema/claims';
import { contacts } from '../../../server/db/schema/contacts';
import { documents } from '../../../server/db/schema/documents';
import { conversations } from '../../../server/db/schema/notes';
import { potentialUsers } from '../../../server/db/schema/potential-users';
import { notifications } from '../../../server/db/schema/settings';
import { calendarEvents, tasks } from '../../../server/db/schema/tasks';
import { roles, users } from '../../../server/db/schema/users';
import { refreshSessions } from '../../../server/db/schema/sessions';
import { createSettingsRepository } from '../../../server/repositories/settings.repository';
import { saveGroup, withDefaults } from '../../../server/routes/api/settings/settings.service';
import { createLocalFileStorage } from '../../../server/storage/local-file-storage';
import type { Fixtures } from '../authz-matrix.table';
import { multipartBody } from './multipart';

/** Fresh rows straight in the database (fast, and possible for roles that cannot create them). */
export function matrixFixtures(app: () => App, dataDir: string): Fixtures {
  const storage = () => createLocalFileStorage(path.join(dataDir, 'documents'));
  const db = () => app().db;
  const insertedId = (rows: { id: string }[]) => rows[0]!.id;
  const unique = () => randomUUID().slice(0, 8);

  const fx: Fixtures = {
    async user(orgId) {
      const email = `${unique()}@example.com`;
      const values = {
        organizationId: orgId,
        role: 'User',
        firstName: 'F',
        lastName: 'X',
        email,
        passwordHash: 'x',
      };
      return insertedId(await db().insert(users).values(values).returning());
    },
    async role(orgId) {
      return insertedId(
        await db()
          .insert(roles)
          .values({ organizationId: orgId, name: `R${unique()}` })
          .returning(),
      );
    },
    async invitation(orgId) {
      return insertedId(
        await db()
          .insert(potentialUsers)
          .values({
            organizationId: orgId,
            email: `${unique()}@example.com`,
            role: 'Customer',
            tokenHash: unique(),
            expiresAt: new Date(Date.now() + 86_400_000),
          })
          .returning(),
      );
    },
    async roleIdOf(orgId, name) {
      const [row] = await db()
        .select()
        .from(roles)
        .where(and(eq(roles.organizationId, orgId), eq(roles.name, name)));
      return row!.id;
    },
    async ownerOf(orgId) {
      const [row] = await db()
        .select()
        .from(users)
        .where(and(eq(users.organizationId, orgId), eq(users.role, 'Owner')));
      return row!.id;
    },
    async status(orgId) {
      const name = `S${unique()}`;
      await db().transaction(async (tx) => {
        const row = await createSettingsRepository(tx).findGroup(orgId, 'claimSettings');
        const statuses = withDefaults(row ? [row] : []).claimSettings.statuses as object[];
        await saveGroup(
          tx,
          orgId,
          'claimSettings',
          { statuses: [...statuses, { name, timeoutDays: 7 }] },
          undefined,
        );
      });
      return name;
    },
    async event(orgId, createdBy) {
      const values = {
        organizationId: orgId,
        title: 'E',
        startAt: new Date(),
        endAt: new Date(),
        createdBy,
      };
      return insertedId(await db().insert(calendarEvents).values(values).returning());
    },
    async notification(orgId, userId) {
      return insertedId(
        await db()
          .insert(notifications)
          .values({ organizationId: orgId, userId, type: 't', title: 'N' })
          .returning(),
      );
    },
    async document(orgId, uploadedBy) {
      const storageKey = `${orgId}/${randomUUID()}`;
      const size = await storage().put(storageKey, Readable.from([Buffer.from('matrix')]));
      const values = {
        organizationId: orgId,
        name: 'm.txt',
        mimeType: 'text/plain',
        size,
        storageKey,
        uploadedBy,
      };
      return insertedId(await db().insert(documents).values(values).returning());
    },
    async claim(orgId, visibleTo) {
      let assignedTo: string | null = await fx.ownerOf(orgId);
      let clientId: string | null = null;
      if (visibleTo?.role === 'Client') {
        const [contact] = await db()
          .select()
          .from(contacts)
          .where(eq(contacts.userId, visibleTo.userId));
        clientId = contact!.id;
        assignedTo = null;
      } else if (visibleTo) {
        assignedTo = visibleTo.userId;
      }
      const values = {
        organizationId: orgId,
        claimNumber: `M-${unique()}`,
        status: 'New',
        assignedTo,
        clientId,
        clientName: 'M',
      };
      return insertedId(await db().insert(claims).values(values).returning());
    },
    async contact(orgId) {
      return insertedId(
        await db().insert(contacts).values({ organizationId: orgId, name: 'C' }).returning(),
      );
    },
    async task(orgId, assignedTo) {
      return insertedId(
        await db()
          .insert(tasks)
          .values({ organizationId: orgId, title: 'T', assignedTo: assignedTo ?? null })
          .returning(),
      );
    },
    async conversation(orgId, claimId) {
      return insertedId(
        await db()
          .insert(conversations)
          .values({ organizationId: orgId, claimId, title: 'C' })
          .returning(),
      );
    },
    upload: () => multipartBody({}, [{ name: 'm.txt', content: 'matrix' }]),
    async session(orgId, userId) {
      const familyId = randomUUID();
      await db()
        .insert(refreshSessions)
        .values({
          userId,
          organizationId: orgId,
          familyId,
          tokenHash: randomUUID(),
          expiresAt: new Date(Date.now() + 3_600_000),
        });
      return familyId;
    },
  };
  return fx;
}
