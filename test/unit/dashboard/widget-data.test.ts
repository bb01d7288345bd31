import { describe, expect, it } from 'vitest';
import { chartCsv } from '../../../src/features/dashboard/data/chart-csv';
import { claimsByStatus } from '../../../src/features/dashboard/data/claims-by-status.data';
import { claimsPerWeek } from '../../../src/features/dashboard/data/claims-per-week.data';
import { documentsToReview } from '../../../src/features/dashboard/data/documents-to-review.data';
import { myTasksDue } from '../../../src/features/dashboard/data/my-tasks.data';
import { recentlyUpdated } from '../../../src/features/dashboard/data/recent-claims.data';
import { OPEN_RANGE } from '../../../src/features/dashboard/data/report-range';
import { teamWorkload } from '../../../src/features/dashboard/data/team-workload.data';
import { upcomingEvents } from '../../../src/features/dashboard/data/upcoming-events.data';

// Instants are built from local dates (new Date(y, m, d)) and the functions count by the viewer's
// local day and week, so each case holds in any time zone (checked with TZ set).
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();
const STATUSES = [
  { name: 'Open', timeoutDays: 3 },
  { name: 'Review', timeoutDays: 5 },
  { name: 'Closed', timeoutDays: null },
];
const claim = (
  over: Partial<{
    id: string;
    status: string;
    dateCreated: string;
    statusChangedAt: string;
    assignedTo: string | null;
    lastUpdated: string;
  }>,
) => ({
  id: 'c',
  status: 'Open',
  dateCreated: at(2026, 11, 2),
  statusChangedAt: at(2026, 11, 2),
  assignedTo: null,
  lastUpdated: at(2026, 11, 2),
  ...over,
});

describe('claims by status', () => {
  it('counts in the status order, zeros kept, unknown statuses after; empty without claims', () => {
    const claims = [claim({}), claim({ status: 'Closed' }), claim({ status: 'Legacy' }), claim({})];
    expect(claimsByStatus(claims, STATUSES, OPEN_RANGE)).toEqual([
      { status: 'Open', count: 2 },
      { status: 'Review', count: 0 },
      { status: 'Closed', count: 1 },
      { status: 'Legacy', count: 1 },
    ]);
    expect(claimsByStatus([], STATUSES, OPEN_RANGE)).toEqual([]);
  });

  it('counts only the claims opened in the range, by local day', () => {
    const claims = [
      claim({ dateCreated: new Date(2026, 10, 1, 0, 30).toISOString() }),
      claim({ dateCreated: new Date(2026, 9, 31, 23, 30).toISOString() }),
    ];
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(claimsByStatus(claims, STATUSES, range)[0]).toEqual({ status: 'Open', count: 1 });
    expect(claimsByStatus(claims, STATUSES, { from: '2027-01-01', to: null })).toEqual([]);
  });
});

describe('claims opened and closed per week', () => {
  const now = new Date(2026, 10, 26, 9); // a Thursday
  it('gives the last 12 local weeks, Monday first, with opened and closed counts', () => {
    const claims = [
      claim({ dateCreated: at(2026, 11, 24) }),
      claim({
        dateCreated: at(2026, 11, 22, 23),
        status: 'Closed',
        statusChangedAt: at(2026, 11, 25),
      }),
      claim({ dateCreated: at(2025, 1, 1) }),
    ];
    const weeks = claimsPerWeek(claims, STATUSES, now, OPEN_RANGE);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2026-11-23', opened: 1, closed: 1 });
    expect(weeks.at(-2)).toEqual({ week: '2026-11-16', opened: 1, closed: 0 });
    expect(weeks[0]!.week).toBe('2026-09-07');
  });

  it('follows a range and is empty when nothing happened', () => {
    const range = { from: '2026-11-04', to: '2026-11-20' };
    const weeks = claimsPerWeek([claim({})], STATUSES, now, range);
    expect(weeks.map((w) => w.week)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(weeks[0]!.opened).toBe(1);
    expect(claimsPerWeek([], STATUSES, now, OPEN_RANGE)).toEqual([]);
    expect(
      claimsPerWeek([claim({})], STATUSES, now, { from: '2026-12-01', to: '2026-11-01' }),
    ).toEqual([]);
  });
});

describe('my tasks', () => {
  const now = new Date(2026, 10, 26, 12);
  const task = (id: string, over: object) => ({ id, status: 'todo', assignedTo: 'me', ...over });
  it('splits my open tasks into overdue (oldest first) and due later today', () => {
    const tasks = [
      task('late', { dueDate: '2026-11-25' }),
      task('older', { dueDate: '2026-11-20' }),
      task('this-morning', {
        dueAt: new Date(2026, 10, 26, 9).toISOString(),
        dueDate: '2026-11-26',
      }),
      task('tonight', { dueAt: new Date(2026, 10, 26, 18).toISOString(), dueDate: '2026-11-26' }),
      task('all-day', { dueDate: '2026-11-26' }),
      task('done', { dueDate: '2026-11-20', status: 'done' }),
      task('theirs', { dueDate: '2026-11-20', assignedTo: 'other' }),
      task('tomorrow', { dueDate: '2026-11-27' }),
    ];
    const { overdue, today } = myTasksDue(tasks, 'me', now);
    expect(overdue.map((t) => t.id)).toEqual(['older', 'late', 'this-morning']);
    expect(today.map((t) => t.id)).toEqual(['tonight', 'all-day']);
    expect(myTasksDue([], 'me', now)).toEqual({ overdue: [], today: [] });
  });
});

describe('lists', () => {
  const now = new Date(2026, 10, 26, 12);
  it('upcoming events: under way or starting in the next 7 days, soonest first', () => {
    const ev = (id: string, start: Date, end: Date) => ({
      id,
      start: start.toISOString(),
      end: end.toISOString(),
    });
    const events = [
      ev('later', new Date(2026, 10, 30, 9), new Date(2026, 10, 30, 10)),
      ev('now', new Date(2026, 10, 26, 11), new Date(2026, 10, 26, 13)),
      ev('past', new Date(2026, 10, 25, 9), new Date(2026, 10, 25, 10)),
      ev('far', new Date(2026, 11, 5, 9), new Date(2026, 11, 5, 10)),
    ];
    expect(upcomingEvents(events, now, 10).map((e) => e.id)).toEqual(['now', 'later']);
    expect(upcomingEvents(events, now, 1).map((e) => e.id)).toEqual(['now']);
  });

  it('recently updated claims, newest first', () => {
    const claims = [
      claim({ id: 'a', lastUpdated: at(2026, 11, 1) }),
      claim({ id: 'b', lastUpdated: at(2026, 11, 3) }),
    ];
    expect(recentlyUpdated(claims, 5).map((c) => c.id)).toEqual(['b', 'a']);
    expect(recentlyUpdated([], 5)).toEqual([]);
  });

  it('documents to review: last 7 days, on my claims, uploaded by someone else', () => {
    const claims = [
      claim({ id: 'mine', assignedTo: 'me' }),
      claim({ id: 'theirs', assignedTo: 'x' }),
    ];
    const doc = (id: string, over: object) => ({
      id,
      claimId: 'mine',
      uploadedBy: 'x',
      createdAt: at(2026, 11, 25),
      ...over,
    });
    const docs = [
      doc('ok', {}),
      doc('newer', { createdAt: at(2026, 11, 26, 8) }),
      doc('own', { uploadedBy: 'me' }),
      doc('old', { createdAt: at(2026, 11, 10) }),
      doc('other-claim', { claimId: 'theirs' }),
      doc('no-claim', { claimId: null }),
    ];
    expect(documentsToReview(docs, claims, 'me', now).map((d) => d.id)).toEqual(['newer', 'ok']);
  });

  it('team workload: open claims and tasks per active user, busiest first', () => {
    const users = [
      { id: 'a', name: 'Ann', isActive: true },
      { id: 'b', name: 'Bob', isActive: true },
      { id: 'c', name: 'Cy', isActive: false },
      { id: 'd', name: 'Di', isActive: true },
    ];
    const claims = [
      claim({ assignedTo: 'a' }),
      claim({ assignedTo: 'a', status: 'Closed' }),
      claim({ assignedTo: 'b' }),
      claim({ assignedTo: 'c' }),
    ];
    const tasks = [
      { status: 'todo', assignedTo: 'b' },
      { status: 'done', assignedTo: 'a' },
    ];
    expect(teamWorkload(claims, tasks, users, STATUSES)).toEqual([
      { userId: 'b', name: 'Bob', openClaims: 1, openTasks: 1 },
      { userId: 'a', name: 'Ann', openClaims: 1, openTasks: 0 },
    ]);
  });
});

describe('chart CSV', () => {
  it('writes a header row and defuses formula-like text', () => {
    const csv = chartCsv(
      [
        { status: '=HYPERLINK("x")', count: 2 },
        { status: 'Open, new', count: 0 },
      ],
      [
        { header: 'Status', value: (r) => r.status },
        { header: 'Claims', value: (r) => r.count },
      ],
    );
    expect(csv.split('\r\n')).toEqual(['Status,Claims', `"'=HYPERLINK(""x"")",2`, '"Open, new",0']);
  });
});
