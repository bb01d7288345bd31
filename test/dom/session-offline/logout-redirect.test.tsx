import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PublicOnly, RequireSession } from '../../../src/app/guards';
import { createServices } from '../../../src/app/services';
import { removeDatabase } from '../../../src/db/current-database';
import { ServicesProvider } from '../../../src/shared/services/services.context';
import type { Services } from '../../../src/shared/services/services.types';
import { waitFor } from '../data/support/local-db';
import { renderUi } from '../support/render';
import { sendJson } from '../support/test-http-server';
import { PASSWORD, startAuthServer, type AuthFixture } from './auth-server';

// The guards between /login and the app: a session that merely ended (the server refused it)
// comes back to the page it was on after the next login; a logout does not (CI: the manager
// logged out on their two-factor page and the next login landed there, not on the dashboard).
// Outside act(), as in the app: each state the session passes through is painted, so a redirect
// made from a passing state is seen.
let fx: AuthFixture;
let services: Services;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  fx = await startAuthServer();
  services = createServices({ apiBaseUrl: `${fx.server.baseUrl}/api` });
  expect(await services.session.login(fx.email, PASSWORD)).toMatchObject({ ok: true });
});
afterEach(async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  await removeDatabase();
  await fx.server.close();
});

function show(start: string) {
  const router = createMemoryRouter(
    [
      { element: <PublicOnly />, children: [{ path: '/login', element: <p>Login page</p> }] },
      {
        element: <RequireSession />,
        children: [
          { path: '/', element: <p>Dashboard page</p> },
          { path: '/profile/two-factor', element: <p>Two-factor page</p> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  renderUi(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
    { mantine: 'none', outsideAct: true },
  );
  return router;
}

async function onPage(router: ReturnType<typeof show>, path: string, text: string) {
  const shown = () =>
    router.state.location.pathname === path && !!document.body.textContent?.includes(text);
  await waitFor(async () => shown()).catch(() => undefined);
  expect(router.state.location.pathname).toBe(path);
  expect(document.body.textContent).toContain(text);
}

/** On the two-factor page, the session ends by `end`; then the user logs in again. */
async function endThenLogIn(end: () => Promise<void>) {
  const router = show('/profile/two-factor');
  await onPage(router, '/profile/two-factor', 'Two-factor page');
  await end();
  await onPage(router, '/login', 'Login page');
  await services.session.login(fx.email, PASSWORD);
  return router;
}

describe('after the session ends', () => {
  it('a logout sends the next login to the dashboard, not to the page that was open', async () => {
    const router = await endThenLogIn(() => services.session.logout());
    await onPage(router, '/', 'Dashboard page');
  });

  it('a logout whose revoked session another call meets first still starts at the dashboard', async () => {
    // The logout call revokes the session; a call already on its way comes back 401 meanwhile.
    fx.server.route('POST', '/api/logout', (_req, res) => {
      services.session.expire();
      sendJson(res, 200, { status: 'ok' });
    });
    const router = await endThenLogIn(() => services.session.logout());
    await onPage(router, '/', 'Dashboard page');
  });

  it('a session the server ended comes back to the page that was open after the next login', async () => {
    fx.server.route('GET', '/api/me', (_req, res) =>
      sendJson(res, 401, { status: 'error', code: 401, message: 'Session expired' }),
    );
    const router = await endThenLogIn(() => services.session.revalidate());
    await onPage(router, '/profile/two-factor', 'Two-factor page');
  });
});
