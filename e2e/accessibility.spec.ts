import { AppShellPage } from './pages/app-shell.page';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES, routeIds, routePath, type RouteId } from '../src/shared/routes/route-table';
import { expect, test } from './fixtures';

// Issue 16: axe (WCAG 2.0/2.1/2.2 A and AA) on every route of the route table, as two roles, in
// the light and the dark colour scheme. One login per test; the routes are walked inside the app
// (a history navigation, no reload), each checked once its new heading shows and nothing loads.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
}

// FullCalendar 6 draws its grid as nested tables: the outer `.fc-scrollgrid` (role grid) holds
// sections whose rows are `presentation`, around the header's and the body's own tables, so the
// header can stay put while the body scrolls (fullcalendar/fullcalendar#6526). That outer shell is
// the library's; its day headers, slots and events inside are still checked.
const isFullCalendarShell = (rule: string, target: string) =>
  rule === 'aria-required-children' && /^(\.fc-scrollgrid|tbody\[role="rowgroup"\])$/.test(target);

async function audit(page: Page, route: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter((node) => !isFullCalendarShell(v.id, node.target.join(' '))),
    }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => ({
      route,
      rule: `${v.id}: ${v.help}`,
      impact: v.impact ?? '',
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
}

const readable = (findings: Finding[]) =>
  findings
    .map((f) => `${f.route} — ${f.rule} (${f.impact})\n    ${f.targets.join('\n    ')}`)
    .join('\n');

/** Opens a path inside the app (React Router follows popstate) and waits for its own heading. */
async function openInApp(page: Page, path: string) {
  // Each heading is marked with its text: the next page's is a new one, or (two refusals in a
  // row, one component) the same element with the next title.
  await page
    .locator('h1')
    .evaluateAll((headings) =>
      headings.forEach((h) => h.setAttribute('data-audited', h.textContent ?? '')),
    );
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('h1')].some(
            (h) => h.getAttribute('data-audited') !== h.textContent && h.checkVisibility(),
          ),
        ),
      { message: `${path}: its heading` },
    )
    .toBe(true);
  await expect(page.locator('main .mantine-Loader'), `${path} still loading`).toHaveCount(0, {
    timeout: 20_000,
  });
}

/** The first record link on a list screen: the id the detail routes are opened with. */
async function firstId(page: Page, list: RouteId, detail: string): Promise<string> {
  await openInApp(page, routePath(list));
  const link = page.locator(`main a[href^="${detail}/"]`).first();
  await expect(link, `a record on ${detail}`).toBeVisible({ timeout: 30_000 });
  return (await link.getAttribute('href'))!.split('/')[2]!;
}

async function auditEveryRoute(page: Page, label: string): Promise<Finding[]> {
  // The claims list opens a row on click; the dashboard's claim widgets link to claims.
  const claimId = await firstId(page, 'dashboard', '/claims');
  const clientId = await firstId(page, 'clients', '/clients');
  const findings: Finding[] = [];
  for (const id of routeIds) {
    const entry = ROUTES[id];
    if (entry.access === 'public') continue;
    const path =
      entry.path === '*'
        ? '/no-such-page'
        : entry.path.replace(':id', id === 'clientDetails' ? clientId : claimId);
    await openInApp(page, path);
    findings.push(...(await audit(page, `${label} ${path}`)));
  }
  return findings;
}

async function useScheme(page: Page, scheme: 'Light' | 'Dark') {
  await openInApp(page, routePath('dashboardAppearance'));
  await page.getByText(scheme, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute(
    'data-mantine-color-scheme',
    scheme.toLowerCase(),
  );
}

async function waitForFirstSync(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/);
  // The lists are read from this device's data: wait until its first download is done.
  await new AppShellPage(page).expectFirstSyncDone();
}

// One test per walk, each with its own time: the Owner's two walks in one test took more than
// 8 minutes on a loaded 2-core machine.
for (const { role, email, scheme } of [
  { role: 'Owner', email: 'owner@example.com', scheme: 'Light' },
  { role: 'Owner', email: 'owner@example.com', scheme: 'Dark' },
  // The dark scheme's colours are the same components the Owner's walk already audits on every
  // route (the Owner sees them all); the Adjuster's own states (read-only forms, hidden actions)
  // are audited in light. One walk fewer keeps the CI run shorter.
  { role: 'Adjuster (User)', email: 'adjuster@example.com', scheme: 'Light' },
] as const) {
  test(`every route passes axe as ${role}, ${scheme.toLowerCase()}`, async ({
    page,
    loginPage,
  }) => {
    // About 35 axe runs: a few minutes on a loaded 2-core machine.
    test.setTimeout(480_000);
    const findings: Finding[] = [];
    await loginPage.goto();
    // The login page once: the one public page a user meets.
    if (role === 'Owner' && scheme === 'Light') {
      findings.push(...(await audit(page, 'public /login')));
    }
    await loginPage.login(email);
    await waitForFirstSync(page);
    await useScheme(page, scheme);
    findings.push(...(await auditEveryRoute(page, `${role} ${scheme.toLowerCase()}`)));
    expect(findings, readable(findings)).toEqual([]);
  });
}
