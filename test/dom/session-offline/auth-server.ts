import { createApiClient } from '../../../src/api/api-client';
import { createAuthStorage } from '../../../src/api/auth-storage';
import { createSessionStore } from '../../../src/session/session.store';
import { sendJson, startTestServer, type TestHttpServer } from '../support/test-http-server';

// A real HTTP server that plays the login/logout endpoints for one user with one password,
// and a session store talking to it. Closing the server makes it unreachable.
export const PASSWORD = 'Demo#2026pass';
let nextUser = 0;

export interface AuthFixture {
  server: TestHttpServer;
  userId: string;
  email: string;
  wireUser: Record<string, unknown>;
  password: { current: string };
  store: () => ReturnType<typeof createSessionStore>;
}

/** Each fixture gets its own user id, so keys left by an earlier test never interfere. */
export async function startAuthServer(): Promise<AuthFixture> {
  const server = await startTestServer();
  const userId = `u-offline-${++nextUser}`;
  const email = `jordan${nextUser}@example.com`;
  const password = { current: PASSWORD };
  const wireUser = {
    id: userId,
    first_name: 'Jordan',
    last_name: 'Reyes',
    email,
    role: 'User',
    permissions: ['view_claims'],
    created_at: '2026-01-05T09:00:00.000Z',
    organization_id: 'org-demo',
  };
  server.route('POST', '/api/login', (req, res) => {
    const body = JSON.parse(req.body) as { email: string; password: string };
    if (body.email.toLowerCase() === email && body.password === password.current) {
      return sendJson(res, 200, { data: { user: wireUser, token: `tok-${userId}` } });
    }
    sendJson(res, 401, { status: 'error', code: 401, message: 'Invalid email or password' });
  });
  server.route('POST', '/api/logout', (_req, res) => sendJson(res, 200, { status: 'ok' }));
  const baseUrl = `${server.baseUrl}/api`;
  return {
    server,
    userId,
    email,
    wireUser,
    password,
    store: () => {
      const storage = createAuthStorage();
      const api = createApiClient({ storage, baseUrl, timeoutMs: 1_000 });
      return createSessionStore(api, storage);
    },
  };
}

/** Waits until a store's start-up key check has settled. */
export async function settled(store: ReturnType<typeof createSessionStore>): Promise<void> {
  for (let i = 0; i < 100 && store.getState().keyState === 'checking'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
