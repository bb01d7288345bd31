// Calendar benchmark: 500 events around the current week in the local database of real Chromium
// with an on-disk profile, against a plain FullCalendar page in the same run. Usage:
//   npx tsx bench/calendar/run.ts [events=500] [runs=7]
// It builds the app, seeds a fresh server data directory, syncs once, then measures.
import { type Page } from '@playwright/test';
import { printRows } from '../support/bench-rows';
import { apiList, apiSession, fmt, logIn, openBench } from '../support/harness';
import { timeChange, timeReloads, watchFirstPainted } from '../support/paint-probes';
import { FULLCALENDAR_SCRIPTS, PLAIN_CALENDAR_PAGE } from './plain-calendar';
import { seedBenchEvents, weekStart } from './seed-events';

declare global {
  interface Window {
    benchData?: { json: string; userId: string };
  }
}

const WEEK_EVENT = '.fc-timeGridWeek-view .fc-event';
const MONTH_EVENT = '.fc-dayGridMonth-view .fc-event';
// The week's timed items: the time grid shows every one (no "+n more" there).
const WEEK_TIMED = '.fc-timeGridWeek-view .fc-timegrid-col-events .fc-timegrid-event-harness';

interface EventWire {
  start: string;
  all_day: boolean;
  deleted: boolean;
}
interface TaskWire {
  due_at: string | null;
  deleted: boolean;
}

const total = Number(process.argv[2] ?? 500);
const runs = Number(process.argv[3] ?? 7);
const bench = await openBench(
  'calendar',
  (dir) => seedBenchEvents(dir, total),
  watchFirstPainted(WEEK_EVENT),
);
const { seeded, server, context, page } = bench;

/** The events and tasks as the API sends them, and the current week's timed items on "Team". */
async function apiItems(): Promise<{ json: string; timedThisWeek: number }> {
  const events = await apiList<EventWire>(server.url, 'calendar_events');
  const tasks = await apiList<TaskWire>(server.url, 'tasks');
  const from = weekStart(new Date()).getTime();
  const inWeek = (at: string) => {
    const t = Date.parse(at);
    return t >= from && t < from + 7 * 86_400_000;
  };
  const timedThisWeek =
    events.filter((e) => !e.deleted && !e.all_day && inWeek(e.start)).length +
    tasks.filter((t) => !t.deleted && t.due_at !== null && inWeek(t.due_at)).length;
  return { json: JSON.stringify({ events, tasks }), timedThisWeek };
}

const visibleCount = (p: Page, selector: string) =>
  p.evaluate(
    (s) =>
      [...document.querySelectorAll(s)].filter((el) =>
        el.checkVisibility({ visibilityProperty: true }),
      ).length,
    selector,
  );

async function waitVisible(p: Page, selector: string, atLeast = 1, timeout = 60_000) {
  await p.waitForFunction(
    ([s, n]) =>
      [...document.querySelectorAll(s as string)].filter((el) =>
        el.checkVisibility({ visibilityProperty: true }),
      ).length >= (n as number),
    [selector, atLeast] as const,
    { timeout },
  );
}

const button = (p: Page, group: string, label: string) =>
  p.locator(`[aria-label="${group}"]`).getByText(label, { exact: true });

/**
 * On the page's calendar (inside `watch`): Mine → Team (from the click to the week's events
 * repainted) and Week → Month (from the click to the month's events painted), `runs` times each.
 */
async function switches(p: Page, watch: string) {
  const team: number[] = [];
  const month: number[] = [];
  for (let i = 0; i < runs; i++) {
    await button(p, 'Whose calendar', 'Mine').click();
    await waitVisible(p, WEEK_EVENT);
    await p.waitForTimeout(300);
    const mine = await visibleCount(p, WEEK_EVENT);
    const ms = await timeChange(p, { event: 'click', watch, visible: WEEK_EVENT }, () =>
      button(p, 'Whose calendar', 'Team').click(),
    );
    if (ms !== null) team.push(ms);
    await p.waitForTimeout(300);
    const teamCount = await visibleCount(p, WEEK_EVENT);
    // The count the probe stopped at is the settled one: no half-drawn state was timed.
    const timedAt = await p.evaluate(() => (window as { __changedTo?: string }).__changedTo);
    if (i === 0 || timedAt !== String(teamCount))
      process.stdout.write(
        `  week events: Mine ${mine}, Team ${teamCount} (timed at ${timedAt})\n`,
      );
  }
  for (let i = 0; i < runs; i++) {
    await button(p, 'Calendar view', 'Week').click();
    await waitVisible(p, WEEK_EVENT);
    await p.waitForTimeout(300);
    const ms = await timeChange(p, { event: 'click', watch, visible: MONTH_EVENT }, () =>
      button(p, 'Calendar view', 'Month').click(),
    );
    if (ms !== null) month.push(ms);
  }
  await button(p, 'Calendar view', 'Week').click();
  await button(p, 'Whose calendar', 'Mine').click();
  return { team, month };
}

await bench.run(async () => {
  const { json, timedThisWeek } = await apiItems();
  const started = await logIn(page, server.url);
  await page.goto('/calendar');
  // Synced: the Team week shows every timed item of this week the API holds.
  await button(page, 'Whose calendar', 'Team').click();
  await waitVisible(page, WEEK_TIMED, timedThisWeek, 600_000);
  const syncMs = Date.now() - started;
  await button(page, 'Whose calendar', 'Mine').click();

  const reload = await timeReloads(page, '/calendar', runs);
  process.stdout.write('app:\n');
  const app = await switches(page, '.cd-calendar');

  const { userId } = await apiSession(server.url);
  const plain = await context.newPage();
  const plainFirst: number[] = [];
  const openPlain = async () => {
    await plain.setContent(PLAIN_CALENDAR_PAGE);
    for (const path of FULLCALENDAR_SCRIPTS) await plain.addScriptTag({ path });
    await plain.evaluate((data) => (window.benchData = data), { json, userId });
  };
  for (let i = 0; i < runs; i++) {
    await openPlain();
    const ms = await timeChange(
      plain,
      { event: 'click', watch: '#calendar', visible: WEEK_EVENT },
      () => plain.locator('#load').click(),
    );
    if (ms !== null) plainFirst.push(ms);
  }
  process.stdout.write('plain baseline:\n');
  const base = await switches(plain, '#calendar');

  const report = [
    `calendar events seeded (with the demo's): ${seeded} (login to the Team week showing this week's ${timedThisWeek} timed items: ${syncMs} ms)`,
    `reload /calendar → first event painted in the week (from navigation start): ${fmt(reload)}`,
    `  plain baseline, JSON in memory, click → first event painted:             ${fmt(plainFirst)}`,
    `Mine → Team click → week's events repainted:                               ${fmt(app.team)}`,
    `  plain baseline:                                                           ${fmt(base.team)}`,
    `Week → Month click → month's events painted:                               ${fmt(app.month)}`,
    `  plain baseline:                                                           ${fmt(base.month)}`,
  ];
  const plainPage = { label: 'plain FullCalendar page' };
  printRows([
    {
      id: 'calendar/first-sync',
      label: `calendar (${seeded}): login → Team week shown (first sync)`,
      unit: 'ms',
      samples: [syncMs],
    },
    {
      id: 'calendar/reload',
      label: `calendar (${seeded}): reload → first event painted`,
      unit: 'ms',
      samples: reload,
      baseline: { ...plainPage, samples: plainFirst },
    },
    {
      id: 'calendar/mine-team',
      label: `calendar (${seeded}): Mine → Team → week repainted`,
      unit: 'ms',
      samples: app.team,
      baseline: { ...plainPage, samples: base.team },
    },
    {
      id: 'calendar/week-month',
      label: `calendar (${seeded}): Week → Month → events painted`,
      unit: 'ms',
      samples: app.month,
      baseline: { ...plainPage, samples: base.month },
    },
  ]);
  return report;
});
