import type { Db } from '../../../db/client';
import { notes } from '../../../db/schema/notes';
import { badRequest, notFound } from '../../../http/errors';
import type { AuthContext } from '../../../plugins/app/authentication';
import { CLAIM_FULL_READ_PERMISSIONS } from '../../../../src/domain/permissions';
import { createConversationRepository } from '../../../repositories/conversations.repository';
import { createDocumentRepository } from '../../../repositories/documents.repository';
import { createNoteRepository } from '../../../repositories/notes.repository';
import type { NoteRow } from '../../../repositories/notes.repository';
import { changeOf } from '../../../sync/change';
import { publishChange } from '../../../sync/publish-change';
import { updateVersioned } from '../../../sync/versioned-write';
import { CONVERSATION_NOT_FOUND } from '../conversations/conversation.service';
import { notifyMentions } from '../notifications/notification-events.service';
import type { CreateNoteBody, NoteStatusBody } from './note.body';
import { noteView } from './note.view';

export const NOTE_NOT_FOUND = 'Note not found';
export const REPLY_ELSEWHERE = 'A reply must belong to the same conversation as its parent';

// Internal notes reach staff only; client-visible ones everyone who can see the claim.
const noteChange = (row: NoteRow) =>
  changeOf('notes', row, {
    claimId: row.claimId,
    permissions: row.isClientVisible ? undefined : CLAIM_FULL_READ_PERMISSIONS,
  });

async function conversationTitle(tx: Db, auth: AuthContext, body: CreateNoteBody) {
  if (!body.conversationId) return null;
  const conversation = await createConversationRepository(tx).findLive(
    auth.organizationId,
    body.conversationId,
  );
  if (!conversation || conversation.claimId !== body.claimId)
    throw notFound(CONVERSATION_NOT_FOUND);
  return conversation.title;
}

async function checkParent(tx: Db, auth: AuthContext, body: CreateNoteBody) {
  if (!body.parentId) return;
  const parent = await createNoteRepository(tx).findLive(auth.organizationId, body.parentId);
  if (!parent) throw notFound(NOTE_NOT_FOUND);
  if (parent.claimId !== body.claimId || parent.conversationId !== (body.conversationId ?? null)) {
    throw badRequest(REPLY_ELSEWHERE);
  }
}

/** Attached documents by id, as `{id, name}`; ids not among the claim's documents are dropped. */
async function attachments(tx: Db, auth: AuthContext, body: CreateNoteBody) {
  if (body.documents.length === 0) return [];
  return createDocumentRepository(tx).named(auth.organizationId, body.claimId, body.documents);
}

/**
 * Adds a note (a reply when it has a parent, in the parent's conversation) on a claim the caller
 * may write, and publishes it; answers the note and its conversation's title.
 */
export async function createNote(
  tx: Db,
  auth: AuthContext,
  body: CreateNoteBody,
): Promise<{ note: NoteRow; conversationTitle: string | null }> {
  const title = await conversationTitle(tx, auth, body);
  await checkParent(tx, auth, body);
  const note = await createNoteRepository(tx).insert({
    organizationId: auth.organizationId,
    claimId: body.claimId,
    conversationId: body.conversationId ?? null,
    parentId: body.parentId ?? null,
    text: body.text,
    createdBy: auth.userId,
    isClientVisible: body.isClientVisible,
    status: body.status || 'New',
    documents: await attachments(tx, auth, body),
  });
  await publishChange(tx, noteChange(note));
  await notifyMentions(tx, auth, note);
  return { note, conversationTitle: title };
}

/** Changes a note's status or client visibility (If-Match) and publishes it. */
export function updateNote(
  db: Db,
  auth: AuthContext,
  id: string,
  expected: number | undefined,
  body: NoteStatusBody,
): Promise<NoteRow> {
  return db.transaction(async (tx) => {
    const updated = await updateVersioned(
      tx,
      notes,
      {
        id,
        organizationId: auth.organizationId,
        expected,
        notFound: NOTE_NOT_FOUND,
        view: (r) => noteView(r),
      },
      {
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.isClientVisible !== undefined ? { isClientVisible: body.isClientVisible } : {}),
      },
    );
    await publishChange(tx, noteChange(updated));
    return updated;
  });
}
