import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineBannerContainer } from '../../../src/features/shell/offline/offline-banner.container';
import { createServices } from '../../../src/app/services';
import type { Services } from '../../../src/shared/services/services.types';
import { ServicesProvider } from '../../../src/shared/services/services.context';
import { renderUi, settle, type RenderedUi } from '../support/render';
import { sendJson, startTestServer, type TestHttpServer } from '../support/test-http-server';
import { JORDAN_WIRE } from '../support/wire-user';

// The app's own services against a real HTTP server: the banner and the reconnect sequence of
// SPEC 4 (session confirmed with /me first, then the data layer's steps), with the server's
// /ping answering or not.
let server: TestHttpServer;
let services: Services;
let view: RenderedUi | undefined;
let serverUp = true;

const wireUser = JORDAN_WIRE;

beforeEach(async () => {
  serverUp = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  server = await startTestServer();
  server.route('GET', '/api/ping', (_req, res) =>
    serverUp ? sendJson(res, 200, { status: 'ok' }) : sendJson(res, 503, { message: 'down' }),
  );
  server.route('GET', '/api/me', (_req, res) => sendJson(res, 200, { data: wireUser }));
});
afterEach(async () => {
  view?.unmount();
  view = undefined;
  services.syncStatus.stop();
  await server.close();
});

function logIn() {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem(
    'user_data',
    JSON.stringify({
      ...wireUser,
      firstName: 'Jordan',
      lastName: 'Reyes',
      createdAt: wireUser.created_at,
    }),
  );
}

function make() {
  services = createServices({ apiBaseUrl: `${server.baseUrl}/api` });
  view = renderUi(
    <ServicesProvider services={services}>
      <OfflineBannerContainer />
    </ServicesProvider>,
    { mantine: 'test' },
  );
  return services;
}

async function check(times = 1) {
  for (let i = 0; i < times; i++) await act(() => services.syncStatus.checkNow());
}

const banner = () => document.querySelector('[data-testid="offline-banner"]');

describe('offline banner', () => {
  it('shows only once the server has failed 3 checks in a row, and says changes are kept', async () => {
    logIn();
    make();
    serverUp = false;
    await check(2);
    expect(banner()).toBeNull();
    await check();
    expect(banner()?.textContent).toContain('The server is not reachable');
    expect(banner()?.textContent).toContain('your changes are kept on this device and will sync');
    serverUp = true;
    await check();
    expect(banner()).toBeNull();
  });

  it('shows at once when the browser goes offline', async () => {
    logIn();
    make();
    services.syncStatus.start();
    await act(async () => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    });
    expect(banner()?.textContent).toContain('You are offline');
  });

  it('is not shown to a logged-out visitor', async () => {
    make();
    serverUp = false;
    await check(3);
    expect(services.syncStatus.getState().connectivity).toBe('server-unreachable');
    expect(banner()).toBeNull();
  });
});

describe('reconnect with a user logged in', () => {
  it('confirms the session with /me, then runs the data steps, once per reconnect', async () => {
    logIn();
    make();
    const steps: string[] = [];
    services.reconnect.add(() => {
      steps.push(`data after ${server.requests.filter((r) => r.path === '/api/me').length} /me`);
    });
    serverUp = false;
    await check(3);
    expect(steps).toEqual([]);
    expect(server.requests.some((r) => r.path === '/api/me')).toBe(false);

    serverUp = true;
    await check();
    await settle(() => expect(steps).toEqual(['data after 1 /me']));
    await check(2);
    expect(steps).toHaveLength(1);
  });

  it('runs nothing for a logged-out visitor', async () => {
    make();
    let ran = 0;
    services.reconnect.add(() => void ran++);
    await check();
    expect(services.syncStatus.getState().connectivity).toBe('connected');
    expect(ran).toBe(0);
    expect(server.requests.some((r) => r.path === '/api/me')).toBe(false);
  });

  it('a failed /me on a reachable server ends the session before the data steps', async () => {
    logIn();
    server.route('GET', '/api/me', (_req, res) =>
      sendJson(res, 404, { message: 'User not found' }),
    );
    make();
    let sawUser: boolean | null = null;
    services.reconnect.add(() => {
      sawUser = services.session.isLoggedIn();
    });
    await check();
    await settle(() => expect(sawUser).not.toBeNull());
    expect(services.session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(sawUser).toBe(false);
  });
});
