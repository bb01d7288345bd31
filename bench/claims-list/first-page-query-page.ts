import { makeClaim } from '../../test/dom/encryption/claim-fixture';
import { openPlainClaims } from './plain-claims-db';

// Bundled by first-page-query.ts: the claims list's first page as the app queries it (the 60
// newest by lastUpdated, `sort desc` with a limit) against the same query bounded below by the
// 60th newest's lastUpdated, each on a freshly opened database (as after a reload).

const PAGE = 60;
const open = () => openPlainClaims('first-page-claims');

const page = window as unknown as {
  fill: (total: number) => Promise<string>;
  firstPage: (floor: string | null) => Promise<{ ms: number; ids: string[] }>;
};

page.fill = async (total) => {
  const db = await open();
  for (let from = 0; from < total; from += 1000)
    await db.claims.bulkInsert(
      Array.from({ length: Math.min(1000, total - from) }, (_, i) => makeClaim(from + i)),
    );
  const newest = await db.claims.find({ sort: [{ lastUpdated: 'desc' }], limit: PAGE }).exec();
  await db.close();
  return newest[newest.length - 1]!.lastUpdated;
};

page.firstPage = async (floor) => {
  const db = await open();
  const started = performance.now();
  const docs = await db.claims
    .find({
      selector: floor === null ? {} : { lastUpdated: { $gte: floor } },
      sort: [{ lastUpdated: 'desc' }],
      limit: PAGE,
    })
    .exec();
  const ms = performance.now() - started;
  const ids = docs.map((d) => d.id);
  await db.close();
  return { ms, ids };
};
