import { ADJUSTER, expect, test } from './fixtures';

// Idle past security.sessionTimeout (default 30 min) locks; unlocking works offline. The
// browser's clock is Playwright's, so 31 minutes pass in an instant on the real build.
test('idle past the session timeout locks; unlock works offline', async ({
  page,
  loginPage,
  dashboard,
  lockScreen,
  network,
}) => {
  await page.clock.install();
  await loginPage.goto();
  await loginPage.login(ADJUSTER.email);
  await dashboard.expectGreeting(ADJUSTER.name);
  await network.expectAppShellCached();
  await page.clock.fastForward('29:00');
  await expect(lockScreen.heading()).toBeHidden();
  await page.clock.fastForward('02:00');
  await lockScreen.expectLocked();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await network.goOffline();
  await page.reload();
  await lockScreen.expectLocked();

  await lockScreen.unlock('not-my-password');
  await expect(lockScreen.error()).toHaveText('Incorrect password');
  await lockScreen.unlock();
  await dashboard.expectGreeting(ADJUSTER.name);
});

test('activity keeps the session open', async ({ page, loginPage, dashboard, lockScreen }) => {
  await page.clock.install();
  await loginPage.goto();
  await loginPage.login(ADJUSTER.email);
  await dashboard.expectGreeting(ADJUSTER.name);
  for (let i = 0; i < 4; i++) {
    await page.clock.fastForward('20:00');
    await page.mouse.move(100 + i * 10, 200);
    await page.keyboard.press('Shift');
  }
  await expect(lockScreen.heading()).toBeHidden();
  await dashboard.expectGreeting(ADJUSTER.name);
});

test('Lock now in the profile menu locks at once', async ({
  page,
  shell,
  loggedIn,
  lockScreen,
}) => {
  await loggedIn;
  await shell.profileMenu().click();
  await page.getByRole('menuitem', { name: 'Lock now' }).click();
  await lockScreen.expectLocked();
  await lockScreen.unlock();
  await shell.expectLoggedInAs(ADJUSTER.name);
});

test('from the lock screen, logging out asks first, then wipes the device', async ({
  page,
  shell,
  loggedIn,
  lockScreen,
}) => {
  await loggedIn;
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_data') ?? '{}') as { id: string }).id,
  );
  await shell.profileMenu().click();
  await page.getByRole('menuitem', { name: 'Lock now' }).click();
  await lockScreen.expectLocked();
  await page.getByRole('button', { name: 'Log out instead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out and discard changes?' });
  await expect(dialog).toContainText('Changes not yet sent to the server will be lost');
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(() =>
      page.evaluate(async (userId) => {
        const names = (await indexedDB.databases()).map((db) => db.name ?? '');
        return names.filter((name) => name.includes(userId));
      }, id),
    )
    .toEqual([]);
});

test("the organization's security.sessionTimeout sets the idle limit", async ({
  page,
  loginPage,
  dashboard,
  lockScreen,
}) => {
  await page.clock.install();
  await loginPage.goto();
  await loginPage.login('owner@example.com');
  await dashboard.expectGreeting('Dana Whitfield');
  const { token, orgId } = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    orgId: (JSON.parse(localStorage.getItem('user_data') ?? '{}') as { organization_id: string })
      .organization_id,
  }));
  const setTimeoutMinutes = (minutes: number) =>
    page.request.put(`/api/organizations/${orgId}/settings/security`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { payload: { sessionTimeout: minutes } },
    });
  try {
    expect((await setTimeoutMinutes(5)).ok()).toBe(true);
    // The change reaches this tab through the change feed and the settings pull; the idle
    // tracker then records the new limit with the shared activity.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              JSON.parse(localStorage.getItem('claimsdesk:activity') ?? '{}') as {
                timeoutMs?: number;
              }
            ).timeoutMs,
        ),
      )
      .toBe(5 * 60_000);
    await page.clock.fastForward('04:00');
    await expect(lockScreen.heading()).toBeHidden();
    await page.clock.fastForward('02:00');
    await lockScreen.expectLocked();
  } finally {
    expect((await setTimeoutMinutes(30)).ok()).toBe(true);
  }
});
