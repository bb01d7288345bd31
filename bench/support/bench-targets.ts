import type { Target } from './bench-table';

// Issue 17's (and issue 16's palette) targets, by row id (`<benchmark>/<measure>`, see bench-rows.ts). They hold for the
// full sizes (10,000 claims on a quiet machine); a `--quick` run shows them for orientation only.
export const TARGETS: Readonly<Record<string, Target>> = {
  'claims-list/reload': { text: '≤ 600 ms', stat: 'median', atMost: 600 },
  'claims-list/reload-after-shell': { text: '≤ 150 ms', stat: 'median', atMost: 150 },
  'claims-list/sidebar-click': { text: '≤ 100 ms', stat: 'median', atMost: 100 },
  'claims-list/search-keystroke': { text: '≤ 30 ms p95', stat: 'p95', atMost: 30 },
  'claims-list/kanban-toggle': { text: '≤ 50 ms', stat: 'median', atMost: 50 },
  'claims-list/kanban-keystroke': { text: '≤ 30 ms p95', stat: 'p95', atMost: 30 },
  'claims-list/first-sync': { text: '≤ 3,000 ms', stat: 'median', atMost: 3000 },
  // No main-thread task over 50 ms once the first rows show, while the rest syncs.
  'claims-list/first-sync-long-tasks': { text: 'none > 50 ms', stat: 'median', atMost: 50 },
  // A status change rather than an added note: the same path (local write, cross-tab event).
  'live-latency/tab-to-tab': { text: '≤ 50 ms p95', stat: 'p95', atMost: 50 },
  // Issue 11's goals: another device within 200 ms p95; a change sent within a second whatever
  // state the sending tab is in (measured to the other device's screen, which is stricter).
  'live-latency/device-to-device': { text: '≤ 200 ms p95', stat: 'p95', atMost: 200 },
  'live-latency/sender-frozen': { text: '≤ 1,000 ms p95', stat: 'p95', atMost: 1000 },
  // Issue 16: "under 50 ms per keystroke with 10,000 claims", typed into the palette in Chromium.
  'command-palette/browser-keystroke': { text: '≤ 50 ms p95', stat: 'p95', atMost: 50 },
  'pull/pglite-rps': { text: '≥ 0.9× raw', stat: 'ratio', atLeast: 0.9 },
  'pull/postgres-rps': { text: '≥ 0.9× raw', stat: 'ratio', atLeast: 0.9 },
};
