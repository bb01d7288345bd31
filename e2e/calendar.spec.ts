import { readFileSync } from 'node:fs';
import { ADJUSTER, expect, test } from './fixtures';
import { CalendarPage } from './pages/calendar.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { ClaimsApi } from './support/claims-api';
import { Network } from './support/network';

type Row = Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');
/** Today where the browser is (the same machine), as the grid's data-date names it. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** A local day and time as the UTC instant the server stores. */
const instant = (day: string, time: string) => new Date(`${day}T${time}:00`).toISOString();

async function serverEvents(api: ClaimsApi, title: string): Promise<Row[]> {
  const all = (await api.get(`/organizations/${api.orgId}/calendar_events`)) as Row[];
  return all.filter((e) => e.title === title && e.deleted !== true);
}

test.describe('as the adjuster', () => {
  test.beforeEach(async ({ loggedIn }) => loggedIn);

  test('the grid fits the window again when the window narrows, without a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const calendar = new CalendarPage(page);
    await calendar.goto();
    const harness = calendar.grid().locator('.fc-view-harness');
    await expect.poll(async () => (await harness.boundingBox())?.width ?? 0).toBeGreaterThan(900);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect
      .poll(async () => {
        const box = await harness.boundingBox();
        return box ? box.x + box.width : Infinity;
      })
      .toBeLessThanOrEqual(700);
  });

  test('week view shows the seeded events; click a slot to add, edit and move by keyboard, delete; each once on the server', async ({
    page,
    request,
  }) => {
    const api = await ClaimsApi.login(request, ADJUSTER.email);
    // A failed try leaves its event in today's 10:00 slot: a retry starts from a free slot.
    const all = (await api.get(`/organizations/${api.orgId}/calendar_events`)) as Row[];
    for (const left of all.filter((e) => String(e.title).startsWith('Roof walk ') && !e.deleted))
      await api.delete(`/calendar_events/${String(left.id)}`);
    const calendar = new CalendarPage(page);
    await calendar.goto();
    expect(await calendar.viewName()).toBe('timeGridWeek');
    // Working time is shaded: the non-working hours and days carry the dimmed background.
    await expect(calendar.grid().locator('.fc-non-business').first()).toBeAttached();
    await expect(await calendar.findEvent('Weekly claims review')).toBeVisible();

    await page.getByRole('button', { name: 'Today' }).click();
    const day = today();
    const title = `Roof walk ${Date.now()}`;
    await calendar.clickSlot(day, '10:00');
    // The default duration (60 minutes) from the slot clicked.
    await expect(calendar.dialog().getByLabel('Start time')).toHaveValue('10:00');
    await expect(calendar.dialog().getByLabel('End time')).toHaveValue('11:00');
    await calendar.fill({ title, claim: 'CLM' });
    // The location defaults to the claim's address.
    await expect(calendar.dialog().getByLabel('Location')).not.toHaveValue('');

    // End before start is refused at the field, with a clear message.
    await calendar.fill({ endTime: '09:00' });
    await calendar.dialog().getByRole('button', { name: 'Create event' }).click();
    await expect(calendar.dialog().getByText('End must not be before start')).toBeVisible();
    await calendar.fill({ endTime: '11:30' });
    await calendar.save();
    await expect(calendar.event(title)).toBeVisible();
    await expect
      .poll(async () => (await serverEvents(api, title)).map((e) => [e.start, e.end]), {
        timeout: 30_000,
      })
      .toEqual([[instant(day, '10:00'), instant(day, '11:30')]]);
    expect((await serverEvents(api, title))[0]!.claim_id).toBeTruthy();

    // Keyboard: the event opens with Enter; Move shifts it 30 minutes later.
    await calendar.event(title).focus();
    await page.keyboard.press('Enter');
    await expect(calendar.dialog()).toBeVisible();
    await calendar.dialog().getByRole('button', { name: '30 min later' }).click();
    await expect(calendar.dialog().getByLabel('Start time')).toHaveValue('10:30');
    // A contact attends too (the insured at the inspection), picked from the Contacts group.
    await calendar.fill({
      location: 'Side gate',
      attendee: { name: 'Emily Carter', group: 'Contacts' },
    });
    await calendar.save();
    await expect
      .poll(async () => (await serverEvents(api, title)).map((e) => [e.start, e.end, e.location]), {
        timeout: 30_000,
      })
      .toEqual([[instant(day, '10:30'), instant(day, '12:00'), 'Side gate']]);
    const contacts = (await api.get(`/organizations/${api.orgId}/contacts`)) as Row[];
    const emily = contacts.find((c) => c.name === 'Emily Carter')!;
    expect((await serverEvents(api, title))[0]!.attendees).toContain(emily.id);

    // Pointer: drag the event an hour later, then its bottom edge half an hour further.
    const slot = await calendar.slotHeight();
    await calendar.drag(title, slot * 2);
    await expect
      .poll(async () => (await serverEvents(api, title)).map((e) => [e.start, e.end]), {
        timeout: 30_000,
      })
      .toEqual([[instant(day, '11:30'), instant(day, '13:00')]]);
    await calendar.drag(title, slot, 'end');
    // The edge snaps to a slot: the end is later, the start unchanged.
    await expect
      .poll(
        async () => {
          const [row] = await serverEvents(api, title);
          return (
            row && row.start === instant(day, '11:30') && String(row.end) > instant(day, '13:00')
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    await calendar.event(title).click();
    await calendar.dialog().getByRole('button', { name: 'Delete event' }).click();
    await calendar.dialog().getByRole('button', { name: 'Delete for good' }).click();
    await expect(calendar.event(title)).toHaveCount(0);
    await expect.poll(() => serverEvents(api, title), { timeout: 30_000 }).toEqual([]);
  });

  test('offline: an event appears at once and reaches the server once when back online', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = await ClaimsApi.login(request, ADJUSTER.email);
    const network = new Network(page, context);
    const calendar = new CalendarPage(page);
    await calendar.goto();
    await network.expectAppShellCached();
    await network.goOffline();

    const title = `Offline call ${Date.now()}`;
    await calendar.clickSlot(today(), '07:00');
    await calendar.fill({ title });
    await calendar.save();
    await expect(calendar.event(title)).toBeVisible();
    await page.reload();
    await expect(calendar.event(title)).toBeVisible({ timeout: 20_000 });
    expect(await serverEvents(api, title)).toHaveLength(0);

    await network.goOnline();
    await expect
      .poll(async () => (await serverEvents(api, title)).length, { timeout: 60_000 })
      .toBe(1);
    // Synced (the temp id replaced by the server's), and shown once.
    await expect(calendar.event(title)).toHaveCount(1);
    await page.waitForTimeout(3_000);
    expect(await serverEvents(api, title)).toHaveLength(1);
  });
});

test('"Add to calendar" downloads the event as an iCalendar file', async ({ page, loggedIn }) => {
  void loggedIn;
  const calendar = new CalendarPage(page);
  await calendar.goto();
  // The event itself, not the task "Prepare the weekly claims review".
  await (await calendar.findEvent('Weekly claims review')).click();
  const download = page.waitForEvent('download');
  await calendar.dialog().getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Weekly claims review.ics');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain('SUMMARY:Weekly claims review');
});

test('settings: the default view and working hours, and the calendar follows', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).login('admin@example.com');
  await new DashboardPage(page).expectGreeting('Marcus Chen');
  const calendar = new CalendarPage(page);
  await calendar.goto();
  expect(await calendar.viewName()).toBe('timeGridWeek');

  await page.getByRole('link', { name: 'Calendar Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/calendar-view$/);
  await expect(
    page.getByRole('heading', { name: 'Subscribe from another calendar' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Calendar view' });
  await form.getByRole('combobox', { name: 'Default view' }).click();
  await page.getByRole('option', { name: 'Month' }).click();
  await form.getByLabel('Working hours start').fill('07:00');
  await form.getByLabel('Working hours end').fill('06:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Working hours must end after they start')).toBeVisible();
  await form.getByLabel('Working hours end').fill('15:30');
  await form.getByLabel('Saturday').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');

  await calendar.goto();
  await expect.poll(() => calendar.viewName()).toBe('dayGridMonth');
  await calendar.chooseView('Week');
  await expect.poll(() => calendar.viewName()).toBe('timeGridWeek');
  // Saturday is a working day now: its column is no longer dimmed all day.
  const saturday = calendar.grid().locator('td.fc-timegrid-col.fc-day-sat .fc-non-business');
  const sunday = calendar.grid().locator('td.fc-timegrid-col.fc-day-sun .fc-non-business');
  await expect(saturday).toHaveCount(2);
  await expect(sunday).toHaveCount(1);

  await page.reload();
  await expect.poll(() => calendar.viewName()).toBe('dayGridMonth');
});

test('a private ICS link: shown once, fetched and parsed as iCalendar, dead once turned off', async ({
  page,
  request,
  loggedIn,
}) => {
  void loggedIn;
  await page.goto('/settings/calendar-view');
  await page.getByRole('button', { name: 'Turn on' }).click();
  const link = page.getByRole('textbox', { name: 'Subscription link' });
  await expect(link).toHaveValue(/\/api\/calendar_feed\/.+\.ics$/);
  const url = await link.inputValue();

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const body = await feed.text();
  expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(body).toContain('BEGIN:VEVENT');
  expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

  await page.reload();
  // Shown once: after a reload the link is on, but its address is not shown again.
  await expect(page.getByRole('textbox', { name: 'Subscription link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('button', { name: 'Turn on' })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});
