// Server-side input cleaning: `npx tsx bench/cleaning.bench.ts`. Times the SPEC 5 rules as the
// server runs them (jsdom window from server/lib/dom-window.ts), one call per event-loop turn as
// between requests (jsdom releases its per-parse state only between turns). Figures: bench/README.md.
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { cpus } from 'node:os';
import { installDomWindow } from '../server/lib/dom-window';
import { cleanObject } from '../src/domain/cleaning/clean-object';
import { cleanRichHtml, configureRichHtml } from '../src/domain/cleaning/rich-html';
import { printRows, type BenchRow } from './support/bench-rows';

const TARGET_BYTES = 10 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARM_UP = Math.min(50, RUNS);

function repeatTo(unit: string, head = ''): string {
  let html = head;
  while (html.length < TARGET_BYTES) html += unit;
  return html;
}

// A markup-dense note as an editor produces it (~330 elements in 10 KB), before cleaning.
const denseRaw = repeatTo(
  '<p>Adjuster visited the <strong>property</strong> at <a href="https://example.com/x" ' +
    'target="_blank">site</a>; roof <em>damage</em> noted. <span style="color:#c00;' +
    'font-weight:bold">Urgent</span></p>\n',
  '<h2>Inspection</h2><ul><li>Roof</li><li>Gutters</li></ul><table><tr><td ' +
    'style="text-align:center">Item</td><td>Cost</td></tr></table>',
);
// A typical note: paragraphs of prose with a little formatting (~60 elements in 10 KB), as pasted
// (upper-case tags, a <br/>), so not yet in the rule's canonical form.
const proseRaw = repeatTo(
  '<P>Spoke with the insured about the water damage in the kitchen and basement. The plumber ' +
    'confirmed a burst supply line;<br/><b>photos uploaded</b>. Next visit after the dry-out.</P>',
);
const hostile = repeatTo(
  '<img src=x onerror=alert(1)><svg onload=alert(2)><a href="javascript:x">a</a>',
);
const contact = {
  name: `  O'Brien   &  Sons `,
  email: ' Ops@OBrien.example ',
  phone: '+1 (555) 123-4567',
  website: 'https://obrien.example',
  address: { street: ' 12  Harbour Rd ', city: 'Cork', state: 'CO', zip: '12345' },
  metadata: { client: { notes: 'Prefers email.', primaryContact: { email: 'a@b.io' } } },
};

async function time(label: string, run: () => unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    run();
    if (i >= WARM_UP) samples.push(performance.now() - started);
    await new Promise((resolve) => setImmediate(resolve));
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => (samples[Math.floor(q * (samples.length - 1))] ?? 0).toFixed(3);
  console.log(`${label.padEnd(58)} median ${at(0.5)} ms  p95 ${at(0.95)} ms  min ${at(0)} ms`);
  return samples;
}

const row = (id: string, label: string, samples: number[], reference?: number[]): BenchRow => ({
  id: `cleaning/${id}`,
  label: `cleaning: ${label}`,
  unit: 'ms',
  samples,
  ...(reference ? { baseline: { label: 'DOMPurify ×2 on jsdom', samples: reference } } : {}),
});

installDomWindow();
const denseClean = cleanRichHtml(denseRaw);
const proseClean = cleanRichHtml(proseRaw);
console.log(
  `Node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} ×${cpus().length}, ${RUNS} runs`,
);
console.log(`dense note ${denseClean.length} B, prose note ${proseClean.length} B`);

const dense = await time('rich HTML, dense note as the browser sends it (clean)', () =>
  cleanRichHtml(denseClean),
);
const prose = await time('rich HTML, prose note as the browser sends it (clean)', () =>
  cleanRichHtml(proseClean),
);
const denseDirty = await time('rich HTML, dense note not yet cleaned', () =>
  cleanRichHtml(denseRaw),
);
const proseDirty = await time('rich HTML, prose note not yet cleaned', () =>
  cleanRichHtml(proseRaw),
);
const hostileTimes = await time('rich HTML, 10 KB of hostile markup', () => cleanRichHtml(hostile));
const object = await time('object cleaner, one contact (text rules)', () => cleanObject(contact));

// Reference: the plain DOMPurify-on-jsdom rule, two passes, without the canonical-input proof.
configureRichHtml(new JSDOM('').window as unknown as WindowLike);
const denseReference = await time('reference: DOMPurify ×2 on jsdom, dense note (clean)', () =>
  cleanRichHtml(denseClean),
);
const proseReference = await time('reference: DOMPurify ×2 on jsdom, prose note (clean)', () =>
  cleanRichHtml(proseClean),
);
printRows([
  row('dense-clean', 'dense note as the browser sends it', dense, denseReference),
  row('prose-clean', 'prose note as the browser sends it', prose, proseReference),
  row('dense-dirty', 'dense note not yet cleaned', denseDirty),
  row('prose-dirty', 'prose note not yet cleaned', proseDirty),
  row('hostile', '10 KB of hostile markup', hostileTimes),
  row('object', 'object cleaner, one contact', object),
]);
