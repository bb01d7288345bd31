import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLogoutFlow } from '../../../src/features/shell/logout/logout-flow';
import { createServices } from '../../../src/app/services';
import type { Services } from '../../../src/shared/services/services.types';
import { ServicesProvider } from '../../../src/shared/services/services.context';
import { removeDatabase } from '../../../src/db/current-database';
import { hasDeviceKey } from '../../../src/db/keys/user-keys';
import { buttonByText } from '../support/queries';
import { renderUi, settle, type RenderedUi } from '../support/render';
import { PASSWORD, startAuthServer, type AuthFixture } from './auth-server';
import { indexedDbNames, openQueueDatabase } from './queue-fixture';

// The logout of DESIGN.md through the app's own services: push first (the data layer's
// beforeLogout step), then ask only if something could not be pushed, then wipe.
let fx: AuthFixture;
let services: Services;
let view: RenderedUi | undefined;

beforeEach(async () => {
  fx = await startAuthServer();
  services = createServices({ apiBaseUrl: `${fx.server.baseUrl}/api` });
  expect(await services.session.login(fx.email, PASSWORD)).toMatchObject({ ok: true });
});
afterEach(async () => {
  view?.unmount();
  view = undefined;
  await removeDatabase();
  await fx.server.close();
});

function Harness() {
  const flow = useLogoutFlow();
  return (
    <>
      <button type="button" onClick={() => void flow.request()}>
        Log out
      </button>
      {flow.dialog}
    </>
  );
}

function show() {
  view = renderUi(
    <ServicesProvider services={services}>
      <Harness />
    </ServicesProvider>,
    { mantine: 'test' },
  );
}

async function click(name: string) {
  const target = buttonByText(document, name);
  await act(async () => target.click());
}

const userDatabases = async () =>
  (await indexedDbNames()).filter((name) => name.includes(`claimsdesk-${fx.userId}`));

describe('logout flow', () => {
  it('pushes first and logs out without asking when everything was pushed', async () => {
    const { queue } = await openQueueDatabase(fx.userId, ['pending', 'pending']);
    services.beforeLogout.add(() =>
      queue.find({ selector: { status: 'pending' } }).incrementalPatch({ status: 'completed' }),
    );
    show();
    await click('Log out');
    await settle(() => expect(services.session.isLoggedIn()).toBe(false));
    expect(document.body.textContent).not.toContain('will be lost');
    expect(await userDatabases()).toEqual([]);
  });

  it('says how many changes could not be pushed and keeps everything when the user stays', async () => {
    const { queue } = await openQueueDatabase(fx.userId, ['pending', 'failed', 'completed']);
    show();
    await click('Log out');
    await settle(() =>
      expect(document.body.textContent).toContain(
        '2 changes could not be sent to the server and will be lost',
      ),
    );
    await click('Stay logged in');
    expect(services.session.isLoggedIn()).toBe(true);
    expect(await queue.count().exec()).toBe(3);
    expect(await hasDeviceKey(fx.userId)).toBe(true);
  });

  it('wipes everything once the user confirms the loss', async () => {
    await openQueueDatabase(fx.userId, ['pending']);
    show();
    await click('Log out');
    await settle(() => buttonByText(document, 'Discard 1 change and log out'));
    await click('Discard 1 change and log out');
    await settle(() => expect(services.session.isLoggedIn()).toBe(false));
    expect(await userDatabases()).toEqual([]);
    expect(await hasDeviceKey(fx.userId)).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
