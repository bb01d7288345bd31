import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// A new deploy waits for the user: the page never reloads on its own (a half-filled form must
// survive), and "Reload" switches to the new version.
const swPath = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

test('a new version is offered, not forced', async ({ page, loggedIn, network }) => {
  await loggedIn;
  await network.expectAppShellCached();
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const original = readFileSync(swPath, 'utf8');
  try {
    writeFileSync(swPath, `${original}\n// next deploy ${Date.now()}\n`);
    await page.evaluate(() => {
      (window as unknown as { unsaved: string }).unsaved = 'half-filled form';
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('alert', { name: 'Update available' });
    // The update check fetches and installs the new worker: slow on a loaded machine.
    await expect(prompt).toContainText('A new version is available', { timeout: 30_000 });
    // Still the same page: nothing reloaded behind the user's back.
    expect(await page.evaluate(() => (window as unknown as { unsaved?: string }).unsaved)).toBe(
      'half-filled form',
    );

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(
        () =>
          page
            .evaluate(() => (window as unknown as { unsaved?: string }).unsaved)
            // The reload tears down the page the check runs in: try again on the new one.
            .catch(() => 'reloading'),
        { timeout: 30_000 },
      )
      .toBeUndefined();
    await expect(prompt).toBeHidden();
  } finally {
    writeFileSync(swPath, original);
  }
});
