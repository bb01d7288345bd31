import { afterEach, beforeEach, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/api-client';
import { createAuthStorage } from '../../../src/api/auth-storage';
import { openAppDatabase, type AppDatabase } from '../../../src/collections/app-database';
import { syncUsers } from '../../../src/collections/users/users.sync';
import { removeDatabase } from '../../../src/db/database';
import { sendJson, startTestServer, type TestHttpServer } from '../support/test-http-server';
import { makeUser } from './users-fixture';

let server: TestHttpServer;
let db: AppDatabase;
const me = makeUser();
const listPath = '/api/organizations/org-demo/users';

beforeEach(async () => {
  server = await startTestServer();
  db = await openAppDatabase('u-sync');
});
afterEach(async () => {
  await removeDatabase();
  await server.close();
});

const api = () =>
  createApiClient({ storage: createAuthStorage(), baseUrl: `${server.baseUrl}/api` });
const ids = async () => (await db.users.find().exec()).map((d) => d.id).sort();

it('stores the organization users from the server, snake_case converted', async () => {
  server.route('GET', listPath, (_req, res) =>
    sendJson(res, 200, {
      data: [
        {
          id: 'u-jordan',
          first_name: 'Jordan',
          last_name: 'Reyes',
          email: 'adjuster@example.com',
          role: 'User',
          is_active: true,
          last_login: null,
          created_at: me.createdAt,
          organization_id: 'org-demo',
          permissions: ['view_claims'],
        },
        {
          id: 'u-marcus',
          first_name: 'Marcus',
          last_name: 'Chen',
          email: 'admin@example.com',
          role: 'Admin',
          is_active: false,
          last_login: null,
          created_at: me.createdAt,
          organization_id: 'org-demo',
        },
        { id: 'broken' },
      ],
    }),
  );
  expect(await syncUsers(db.users, api(), me)).toEqual({ status: 'ok', fetched: 2 });
  expect(await ids()).toEqual(['u-jordan', 'u-marcus']);
  expect((await db.users.findOne('u-marcus').exec())?.isActive).toBe(false);
});

it('stores the current user when the list endpoint does not exist yet', async () => {
  expect(await syncUsers(db.users, api(), me)).toEqual({ status: 'ok', fetched: 0 });
  expect(await ids()).toEqual(['u-jordan']);
});

it('keeps local users and reports the failure when the server errors', async () => {
  await db.users.insert(makeUser({ id: 'u-local' }));
  server.route('GET', listPath, (_req, res) =>
    sendJson(res, 500, { message: 'Failed to fetch users' }),
  );
  expect(await syncUsers(db.users, api(), me)).toEqual({
    status: 'error',
    message: 'Failed to fetch users',
  });
  expect(await ids()).toEqual(['u-jordan', 'u-local']);
});
