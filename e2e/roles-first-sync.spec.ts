import { AppShellPage } from './pages/app-shell.page';
import { expect, test } from './fixtures';

// Issue 11: the roles outside the firm see their claims after the first sync, although the server
// refuses them contacts, tasks, users and the calendar (403: nothing of that kind is theirs).
const EXTERNAL = [
  { email: 'vendor@example.com', claims: 5 },
  { email: 'client@example.com', claims: 5 },
  { email: 'customer@example.com', claims: 3 },
];

for (const { email, claims } of EXTERNAL) {
  test(`${email} finishes the first sync and sees their ${claims} claims`, async ({
    page,
    loginPage,
    claimsList,
  }) => {
    await loginPage.goto();
    await loginPage.login(email);
    await expect(page).toHaveURL(/\/$/);
    await new AppShellPage(page).expectFirstSyncDone(30_000);
    await page.goto('/claims');
    await expect(claimsList.count()).toHaveText(`${claims} claims`);
  });
}
