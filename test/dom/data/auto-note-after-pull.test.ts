import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/collections/app-database';
import { showAutoNote } from '../../../src/collections/notes/auto-notes';
import { removeDatabase } from '../../../src/db/current-database';
import { CLAIM_CREATION_NOTE_TITLE } from '../../../src/domain/claim-status';
import { newKey, openLocal } from './support/local-db';

// Issue 11 (fault suite, under load): a claim's create can be sent, answered and its Claim
// Creation note pulled before the mutation shows that note itself. Showing it then must keep the
// server's copy, not throw: the user's create succeeded.
const author = {
  id: 'user-1',
  organization_id: 'org-1',
  fullName: 'Marcus Chen',
};
let db: AppDatabase;
beforeAll(async () => {
  db = await openLocal('auto-note-after-pull', await newKey());
});
afterAll(() => removeDatabase());

it('keeps the pulled server note when the device shows its automatic note afterwards', async () => {
  const noteId = crypto.randomUUID();
  const at = '2026-11-26T03:52:06.176Z';
  await db.notes.insert({
    id: noteId,
    claimId: 'claim-1',
    conversationId: null,
    parentId: null,
    title: CLAIM_CREATION_NOTE_TITLE,
    text: 'Marcus Chen created the claim.',
    isClientVisible: false,
    status: 'New',
    documents: [],
    createdBy: author.id,
    createdAt: '2026-11-26T03:52:06.976Z',
    organization_id: author.organization_id,
    version: 1,
    updatedAt: '2026-11-26T03:52:06.976Z',
  });
  await showAutoNote(
    db,
    { noteId, claimId: 'temp-claim', title: CLAIM_CREATION_NOTE_TITLE, text: 'shown', at },
    author,
  );
  const stored = (await db.notes.findOne(noteId).exec())!;
  expect(stored.version).toBe(1);
  expect(stored.claimId).toBe('claim-1');
});
