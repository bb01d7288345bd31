import { makeClaim, STATUSES, type ClaimDoc } from '../../test/dom/encryption/claim-fixture';
import { openPlainClaims } from './plain-claims-db';

// The claims list's plain baseline, bundled by plain-rxdb.ts and run in the same browser: the same
// number of claims in plain, unencrypted RxDB on Dexie (no wrapper, no app, no React), read and
// shown by a page with no framework. What the list costs at least with this database.
//  - first rows: a freshly opened database (as after a reload) reads every claim, newest first,
//    and writes the first 40 rows of a <table>, until that frame is painted;
//  - keystroke: filters every claim with a loop and rewrites the rows and the count;
//  - kanban: groups every claim by status and writes 20 cards per column.

const NAME = 'plain-claims';
const open = () => openPlainClaims(NAME);

const painted = (started: number) =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0)),
  );

const rowsEl = document.getElementById('rows')!;
const countEl = document.getElementById('count')!;
const boardEl = document.getElementById('board')!;
let all: { doc: ClaimDoc; words: string }[] = [];

function renderRows(list: typeof all) {
  countEl.textContent = `${list.length.toLocaleString('en-US')} claims`;
  let html = '';
  for (const { doc } of list.slice(0, 40))
    html += `<tr data-claim-id="${doc.id}"><td>${doc.claimNumber}</td><td>${doc.customers[0]?.name ?? ''}</td><td>${doc.status}</td><td>${doc.address}, ${doc.city}</td><td>${doc.lastUpdated.slice(0, 10)}</td></tr>`;
  rowsEl.innerHTML = html;
}

const page = window as unknown as {
  plainFill: (total: number) => Promise<void>;
  plainFirstRows: () => Promise<number>;
  plainKanban: () => Promise<number>;
};

page.plainFill = async (total) => {
  const db = await open();
  for (let from = 0; from < total; from += 1000)
    await db.claims.bulkInsert(
      Array.from({ length: Math.min(1000, total - from) }, (_, i) => makeClaim(from + i)),
    );
  await db.close();
};

page.plainFirstRows = async () => {
  const started = performance.now();
  const db = await open();
  const docs = await db.claims.find({ sort: [{ lastUpdated: 'desc' }] }).exec();
  all = docs.map((d) => {
    const doc = d.toJSON() as ClaimDoc;
    const names = doc.customers.map((c) => c.name).join(' ');
    const words = `${doc.claimNumber} ${names} ${doc.clientName} ${doc.address} ${doc.city} ${doc.status}`;
    return { doc, words: words.toLowerCase() };
  });
  boardEl.innerHTML = '';
  renderRows(all);
  const ms = await painted(started);
  await db.close();
  return ms;
};

page.plainKanban = async () => {
  const started = performance.now();
  rowsEl.innerHTML = '';
  let html = '';
  for (const status of STATUSES) {
    const cards = all.filter((c) => c.doc.status === status);
    html += `<section><h2>${status} (${cards.length})</h2>`;
    for (const { doc } of cards.slice(0, 20))
      html += `<article data-claim-id="${doc.id}">${doc.claimNumber} ${doc.customers[0]?.name ?? ''}</article>`;
    html += '</section>';
  }
  boardEl.innerHTML = html;
  return painted(started);
};

document.getElementById('q')!.addEventListener('input', (event) => {
  const q = (event.target as HTMLInputElement).value.toLowerCase();
  renderRows(all.filter((c) => c.words.includes(q)));
});
