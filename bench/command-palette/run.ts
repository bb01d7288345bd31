// Command palette benchmark (issue 16): keystroke latency of the palette's search at 10,000
// claims (plus 2,000 clients, 5,000 tasks, 5,000 documents and the pages), against a plain
// baseline in the same run. Usage:
//   npx tsx bench/command-palette/run.ts [claims=10000] [runs=7]
// Each run types a set of queries one character at a time, as a user does; every keystroke is one
// `search` call (what the palette runs per keystroke before React draws at most 20 rows). The
// plain baseline keeps the records as they are and, per keystroke, lower-cases and splits every
// record's fields, filters and sorts: what searching "the records the app holds" costs without an
// index. Both answer the same hits (checked).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  SearchIndex,
  words,
  type SearchItem,
} from '../../src/features/command-palette/search-index';
import {
  claimItem,
  clientItem,
  documentItem,
  pageItems,
  taskItem,
} from '../../src/features/command-palette/search-items';
import { mayOpen } from '../../src/shared/routes/route-table';
import { printRows } from '../support/bench-rows';

const claims = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 7);

const FIRST = ['Jane', 'Bob', 'Maria', 'Chen', 'Olga', 'Amir', 'Lucía', 'Tom', 'Ines', 'Noah'];
const LAST = ['Müller', 'Stone', 'Garcia', 'Li', 'Novak', 'Haddad', 'Smith', 'Rossi', 'Kim'];
const STREETS = ['Elm Street', 'Oak Avenue', 'Maple Road', 'Pine Lane', 'Cedar Court', 'Main St'];
const CITIES = ['Springfield', 'Riverton', 'Lakeside', 'Fairview', 'Georgetown', 'Madison'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

function records(): SearchItem[] {
  const items: SearchItem[] = [];
  for (let i = 0; i < claims; i++) {
    const name = `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / 7))}`;
    items.push(
      claimItem({
        id: `c${i}`,
        claimNumber: `CLM-2026-${String(i).padStart(5, '0')}`,
        policyNumber: `POL-${(i * 7919) % 1_000_000}`,
        clientName: `${pick(LAST, i)} Insurance`,
        customers: [{ id: `p${i}`, name, isPrimary: true }],
        address: `${(i % 400) + 1} ${pick(STREETS, Math.floor(i / 3))}`,
        city: pick(CITIES, Math.floor(i / 11)),
        state: 'IL',
        zipCode: String(60000 + (i % 900)),
      }),
    );
  }
  for (let i = 0; i < 2_000; i++) {
    const name = `${pick(FIRST, i + 3)} ${pick(LAST, i)}`;
    items.push(clientItem({ id: `k${i}`, name, email: `client${i}@example.com`, phone: '' }));
  }
  for (let i = 0; i < 5_000; i++) {
    items.push(
      taskItem({
        id: `t${i}`,
        title: `Call ${pick(FIRST, i)} about the roof`,
        description: 'Inspection follow-up',
      }),
    );
    items.push(documentItem({ id: `d${i}`, name: `photo-${i}.jpg`, claimId: `c${i}` }));
  }
  return [...items, ...pageItems()];
}

const QUERIES = [
  'jane muller',
  'clm-2026-0421',
  'elm street springfield',
  'garcia',
  'pol-7919',
  'roof',
  'appearance',
];
const OPTIONS = { permissions: ['all'], recent: ['claim:c5', 'page:tasks'] };

/** Every query typed one character at a time. */
const keystrokes = QUERIES.flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1)));

function plainSearch(items: readonly SearchItem[], query: string): string[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  const hits = items.filter((item) => {
    if (!mayOpen(item.routeId, OPTIONS.permissions)) return false;
    const text = ` ${words([item.title, ...item.fields].filter(Boolean).join(' ')).join(' ')} `;
    return queryWords.every((w) => text.includes(` ${w}`));
  });
  hits.sort((a, b) => a.title.localeCompare(b.title));
  return hits.slice(0, 20).map((h) => `${h.kind}:${h.id}`);
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8);
const items = records();

let started = performance.now();
const index = new SearchIndex();
for (const item of items) index.upsert(item);
const buildMs = performance.now() - started;

const indexed: number[] = [];
const plain: number[] = [];
for (let run = 0; run < runs; run++) {
  for (const query of keystrokes) {
    started = performance.now();
    const hits = index.search(query, OPTIONS);
    indexed.push(performance.now() - started);
    started = performance.now();
    const baseline = plainSearch(items, query);
    plain.push(performance.now() - started);
    if (run === 0 && hits.length === 0 && baseline.length > 0) {
      throw new Error(`the index found nothing for "${query}", the baseline did`);
    }
  }
}

// One live change between keystrokes (a pulled claim), as happens while the palette is open.
const live: number[] = [];
for (let i = 0; i < 200; i++) {
  started = performance.now();
  index.upsert(
    claimItem({
      id: `c${i}`,
      claimNumber: `CLM-2026-X${i}`,
      policyNumber: 'P',
      clientName: '',
      customers: [{ id: 'x', name: 'Live Change', isPrimary: true }],
      address: '',
      city: '',
      state: '',
      zipCode: '',
    }),
  );
  index.search('live chan', OPTIONS);
  live.push(performance.now() - started);
}

const i = stats(indexed);
const p = stats(plain);
const l = stats(live);
console.log(
  `records: ${items.length.toLocaleString('en-US')} (${claims.toLocaleString('en-US')} claims); ${keystrokes.length} keystrokes × ${runs} runs; load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')}`,
);
console.log(`index build: ${buildMs.toFixed(0)} ms`);
console.log('                           median ms   p95 ms   max ms');
console.log(`palette index keystroke   ${fmt(i.median)} ${fmt(i.p95)} ${fmt(i.max)}`);
console.log(`plain baseline keystroke  ${fmt(p.median)} ${fmt(p.p95)} ${fmt(p.max)}`);
console.log(`live change + keystroke   ${fmt(l.median)} ${fmt(l.p95)} ${fmt(l.max)}`);
printRows([
  {
    id: 'command-palette/keystroke',
    label: `command palette: keystroke over ${items.length.toLocaleString('en-US')} records`,
    unit: 'ms',
    samples: indexed,
    baseline: { label: 'plain search, no index', samples: plain },
  },
  {
    id: 'command-palette/live-change',
    label: 'command palette: live change + keystroke',
    unit: 'ms',
    samples: live,
  },
  {
    id: 'command-palette/build',
    label: 'command palette: index build',
    unit: 'ms',
    samples: [buildMs],
  },
]);
