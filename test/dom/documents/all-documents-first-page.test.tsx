import { afterEach, expect, it } from 'vitest';
import { AppDatabaseContext } from '../../../src/collections/database.context';
import {
  FIRST_DOCUMENTS_PAGE_SIZE,
  useAllDocuments,
  type AllDocuments,
} from '../../../src/collections/documents/documents.hooks';
import {
  newestDocumentsQuery,
  newestPageStart,
} from '../../../src/collections/documents/documents.queries';
import type { DocumentDocType } from '../../../src/collections/documents/documents.schema';
import { removeDatabase } from '../../../src/db/current-database';
import { newKey, openLocal, waitFor } from '../data/support/local-db';
import { renderUi } from '../support/render';

// Issue 14: the library paints the newest page and the count before the whole read is in; the
// page is the top of the same list, and writes still reach it.
afterEach(() => removeDatabase());
// The rows arrive whenever the database answers, as in the app: rendered outside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const COUNT = 150;
const stamp = (i: number) => new Date(Date.UTC(2026, 1, 1) + i * 60_000).toISOString();

function record(i: number, extra: Partial<DocumentDocType> = {}): DocumentDocType {
  return {
    id: `d-${String(i).padStart(3, '0')}`,
    organization_id: 'org-1',
    version: 1,
    updatedAt: stamp(i),
    name: `Photo ${i}.jpg`,
    mimeType: 'image/jpeg',
    size: 1000 + i,
    claimId: 'c-1',
    noteId: null,
    isClientVisible: false,
    uploadedBy: 'u-1',
    // Shuffled, so the newest are not the last inserted.
    createdAt: stamp((i * 37) % COUNT),
    ...extra,
  };
}

function Probe({ seen }: { seen: AllDocuments[] }) {
  seen.push(useAllDocuments());
  return null;
}

it('shows the newest page and the count, then every document in the same order, then follows writes', async () => {
  const db = await openLocal('u-library', await newKey());
  // Two field-photo originals: never listed (they travel with their copy).
  await db.documents.bulkInsert([
    ...Array.from({ length: COUNT }, (_, i) => record(i)),
    record(900, { originalOf: 'd-000', createdAt: stamp(COUNT + 5) }),
    record(901, { originalOf: 'd-001', createdAt: stamp(2) }),
  ]);
  const seen: AllDocuments[] = [];
  const { unmount } = renderUi(
    <AppDatabaseContext.Provider value={db}>
      <Probe seen={seen} />
    </AppDatabaseContext.Provider>,
    { mantine: 'none', outsideAct: true },
  );
  const latest = () => seen[seen.length - 1]!;
  const full = await waitFor(async () => !latest().loading && latest().docs);

  const expected = Array.from({ length: COUNT }, (_, i) => record(i)).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  expect(full.map((d) => d.id)).toEqual(expected.map((d) => d.id));
  const early = seen.filter((s) => s.loading && s.firstPage !== null);
  expect(early.length).toBeGreaterThan(0);
  for (const { firstPage } of early) {
    // The top of the full list (an original on the page is left out, as in the full list).
    expect(firstPage!.docs.map((d) => d.id)).toEqual(
      full.slice(0, FIRST_DOCUMENTS_PAGE_SIZE - 1).map((d) => d.id),
    );
    // The index count counts every record, the originals too.
    expect(firstPage!.total).toBe(COUNT + 2);
  }
  expect(latest().firstPage).toBeNull();

  // A new upload comes first; the other documents keep their objects (the search text cache).
  await db.documents.insert(record(500, { createdAt: stamp(COUNT + 10) }));
  const after = await waitFor(async () => latest().docs[0]?.id === 'd-500' && latest().docs);
  expect(after).toHaveLength(COUNT + 1);
  expect(after.slice(1).every((doc, i) => doc === full[i])).toBe(true);

  // A rename reaches the list in place.
  const renamed = full[5]!;
  await db.documents.findOne(renamed.id).incrementalPatch({ name: 'Renamed.jpg' });
  await waitFor(async () => latest().docs.find((d) => d.id === renamed.id)?.name === 'Renamed.jpg');
  unmount(); // before the database goes
}, 30_000);

it('reads the newest page from the narrowest upload window that holds it', async () => {
  const db = await openLocal('u-window', await newKey());
  const now = Date.UTC(2026, 10, 26, 12);
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
  // 30 in the last day, 60 more over the last week, 40 older than a year.
  await db.documents.bulkInsert([
    ...Array.from({ length: 30 }, (_, i) => record(i, { createdAt: hoursAgo(i * 0.5) })),
    ...Array.from({ length: 60 }, (_, i) => record(100 + i, { createdAt: hoursAgo(30 + i * 2) })),
    ...Array.from({ length: 40 }, (_, i) => record(200 + i, { createdAt: hoursAgo(9000 + i) })),
  ]);
  const since = await newestPageStart(db.documents, 60, now);
  expect(since).toBe(hoursAgo(7 * 24));
  const page = await newestDocumentsQuery(db.documents, 60, since).exec();
  const all = await db.documents.find({ sort: [{ createdAt: 'desc' }] }).exec();
  expect(page.map((d) => d.id)).toEqual(all.slice(0, 60).map((d) => d.id));
  // Fewer than a page in the widest window: every document is read.
  expect(await newestPageStart(db.documents, 500, now)).toBeNull();
  expect(await newestDocumentsQuery(db.documents, 500, null).exec()).toHaveLength(130);
}, 30_000);
