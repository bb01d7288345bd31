import { AppShellPage } from './pages/app-shell.page';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { LoginPage } from './pages/login.page';
import { RolesPage } from './pages/roles.page';

// The app shaped by the role (issue 15): what each of the eight demo roles is offered, from one
// table that mirrors SPEC 6, then the roles editor itself.

const STAFF_NAV = ['Dashboard', 'Claims', 'Tasks', 'Calendar', 'Documents', 'Clients', 'Settings'];
const EXTERNAL_NAV = ['Dashboard', 'Claims', 'Tasks', 'Calendar', 'Documents'];

interface Offered {
  role: string;
  email: string;
  nav: string[];
  /** New claim on the claims list (edit_claims or manage_claims). */
  newClaim: boolean;
  /** The settings area: 'edit' (manage_settings), 'read' (other staff), or none. */
  settings: 'edit' | 'read' | null;
  /** The clients area: 'edit' (New client), 'read', or none. */
  clients: 'edit' | 'read' | null;
  /** The roles editor: editable (manage_users) or read-only. */
  editsRoles: boolean;
}

const STAFF = { nav: STAFF_NAV, newClaim: true, clients: 'edit' } as const;
const EXTERNAL = {
  nav: EXTERNAL_NAV,
  newClaim: false,
  settings: null,
  clients: null,
  editsRoles: false,
} as const;

const ROLES: Offered[] = [
  { role: 'Owner', email: 'owner@example.com', ...STAFF, settings: 'edit', editsRoles: true },
  { role: 'Admin', email: 'admin@example.com', ...STAFF, settings: 'edit', editsRoles: true },
  { role: 'Manager', email: 'manager@example.com', ...STAFF, settings: 'read', editsRoles: false },
  {
    role: 'Supervisor',
    email: 'supervisor@example.com',
    ...STAFF,
    settings: 'read',
    editsRoles: false,
  },
  { role: 'User', email: 'adjuster@example.com', ...STAFF, settings: 'read', editsRoles: false },
  { role: 'Vendor', email: 'vendor@example.com', ...EXTERNAL },
  { role: 'Client', email: 'client@example.com', ...EXTERNAL },
  { role: 'Customer', email: 'customer@example.com', ...EXTERNAL },
];

async function logIn(page: Page, loginPage: LoginPage, email: string) {
  await loginPage.goto();
  await loginPage.login(email);
  await expect(page).toHaveURL(/\/$/);
  await new AppShellPage(page).expectFirstSyncDone(30_000);
}

const noAccess = (page: Page, area: string) =>
  page.getByText(`You do not have access to ${area}`, { exact: true });

for (const offered of ROLES) {
  test(`${offered.role} is offered what SPEC 6 gives the role`, async ({
    page,
    loginPage,
    shell,
  }) => {
    // Eight pages and a first sync per role, on a machine shared by many runs.
    test.slow();
    await logIn(page, loginPage, offered.email);
    await expect.poll(() => shell.sidebarLabels()).toEqual(offered.nav);

    await page.goto('/claims');
    await expect(page.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible();
    const newClaim = page.getByRole('button', { name: 'New claim' });
    await expect(newClaim).toHaveCount(offered.newClaim ? 1 : 0);
    const claimSettings = page.getByRole('link', { name: 'Claim Settings' });
    await expect(claimSettings).toHaveCount(offered.settings ? 1 : 0);

    await shell.profileMenu().click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(
      offered.settings ? 1 : 0,
    );
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    if (offered.settings) {
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expect(page.getByText('Users and roles', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Roles and permissions' })).toBeVisible();
      await expect(page.getByTestId('read-only-notice')).toHaveCount(
        offered.settings === 'read' ? 1 : 0,
      );
    } else {
      await expect(noAccess(page, 'settings')).toBeVisible();
    }

    await page.goto('/clients');
    if (offered.clients) {
      await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'New client' })).toHaveCount(
        offered.clients === 'edit' ? 1 : 0,
      );
    } else {
      await expect(noAccess(page, 'clients')).toBeVisible();
    }

    if (offered.settings) {
      const roles = new RolesPage(page);
      await roles.goto();
      await expect(roles.cell('Vendor', 'Upload documents')).toBeChecked();
      await expect(roles.newRole()).toHaveCount(offered.editsRoles ? 1 : 0);
      if (offered.editsRoles) {
        await expect(roles.readOnlyNotice()).toHaveCount(0);
        await expect(roles.cell('Vendor', 'Upload documents')).toBeEnabled();
      } else {
        await expect(roles.readOnlyNotice()).toHaveText('Your role cannot change roles');
        await expect(roles.cell('Vendor', 'Upload documents')).toBeDisabled();
      }
    }
  });
}

test.describe('the roles editor', () => {
  // Two tabs with their own data each, on a machine shared by many runs.
  test.slow();
  test.beforeEach(async ({ page, loginPage }) => {
    await logIn(page, loginPage, 'admin@example.com');
  });

  test('adds a custom role, live in another tab, and deletes it while nobody holds it', async ({
    page,
    context,
  }) => {
    // A retry meets the role of the first attempt on the same server: another name.
    const name = `Field Inspector ${test.info().retry}`;
    const roles = new RolesPage(page);
    await roles.goto();
    const other = await context.newPage();
    const otherRoles = new RolesPage(other);
    await otherRoles.goto();

    await roles.add(name, ['View claims']);
    await expect(roles.dialog()).toBeHidden();
    await expect(roles.cell(name, 'View claims')).toBeChecked();
    await expect(roles.cell(name, 'Edit claims')).not.toBeChecked();
    await expect(otherRoles.cell(name, 'View claims')).toBeChecked();

    await roles.cell(name, 'Edit claims').check();
    await page.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page.getByRole('button', { name: `Save ${name}` })).toBeHidden();
    await expect(otherRoles.cell(name, 'Edit claims')).toBeChecked();

    await roles.remove(name);
    await expect(roles.dialog()).toBeHidden();
    await expect(roles.columnHeader(name)).toHaveCount(0);
    await expect(otherRoles.columnHeader(name)).toHaveCount(0);
  });

  test('a role in use refuses deletion with how many hold it; a taken name is refused', async ({
    page,
  }) => {
    const roles = new RolesPage(page);
    await roles.goto();
    await roles.remove('Vendor');
    await expect(roles.dialog().getByRole('alert')).toHaveText(
      '1 user holds this role: give them another role before deleting it',
    );
    await roles.dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(roles.columnHeader('Vendor')).toHaveCount(1);

    await roles.add('vendor');
    await expect(roles.dialog().getByRole('alert')).toHaveText('Role already exists');
    await roles.dialog().getByRole('button', { name: 'Cancel' }).click();
  });

  test('an Admin sees the Owner role and their own role locked, with the reason', async ({
    page,
  }) => {
    const roles = new RolesPage(page);
    await roles.goto();
    await expect(roles.cell('Owner', 'Manage users')).toBeChecked();
    await expect(roles.cell('Owner', 'Manage users')).toBeDisabled();
    await expect(
      page.getByRole('button', {
        name: 'Owner is locked: The Owner role always has every permission',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Admin is locked: You cannot change the role you hold' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Owner' })).toHaveCount(0);
  });
});
