import { noteTextToPlain } from '../../../../src/domain/cleaning/clean-note-text';
import { mentionedUserIds, noteExcerpt } from '../../../../src/domain/note-mentions';
import { fullName } from '../../../../src/domain/person-name';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../plugins/app/authentication';
import { createClaimRepository } from '../../../repositories/claims.repository';
import type { ClaimRow } from '../../../repositories/claims.repository';
import { canSeeClaim, claimScope } from '../../../repositories/claims-visibility';
import { createDocumentRepository } from '../../../repositories/documents.repository';
import type { DocumentRow } from '../../../repositories/documents.repository';
import type { NoteRow } from '../../../repositories/notes.repository';
import type { TaskRow } from '../../../repositories/tasks.repository';
import { notify } from './notify.service';

// The notifications a person's change raises for someone else, one function per event, each
// called by the service that makes the change, inside its transaction.

/** Most people one note notifies: a pasted list of the whole team is still a note, not a blast. */
const MAX_MENTIONS = 20;

const from = (auth: AuthContext) => ({
  organizationId: auth.organizationId,
  actorId: auth.userId,
});

/** "A claim is assigned to you": to the claim's (new) assignee. */
export function notifyClaimAssigned(tx: Db, auth: AuthContext, claim: ClaimRow) {
  return notify(tx, {
    ...from(auth),
    recipientId: claim.assignedTo,
    type: 'claim_assigned',
    title: `Claim ${claim.claimNumber} assigned to you`,
    message: `${fullName(auth.user)} assigned you this claim${claim.clientName ? ` for ${claim.clientName}` : ''}.`,
    claimId: claim.id,
  });
}

/** "A claim you are assigned to changes status": to its assignee. */
export function notifyClaimStatusChanged(
  tx: Db,
  auth: AuthContext,
  claim: ClaimRow,
  previous: string,
) {
  return notify(tx, {
    ...from(auth),
    recipientId: claim.assignedTo,
    type: 'claim_status_changed',
    title: `Claim ${claim.claimNumber} is now ${claim.status}`,
    message: `${fullName(auth.user)} moved it from ${previous} to ${claim.status}.`,
    claimId: claim.id,
  });
}

/** "A document is uploaded to your claim": to the claim's assignee, if they may see the file. */
export async function notifyDocumentUploaded(tx: Db, auth: AuthContext, document: DocumentRow) {
  if (!document.claimId) return undefined;
  const claim = await createClaimRepository(tx).findVisible(auth, document.claimId);
  if (!claim) return undefined;
  return notify(tx, {
    ...from(auth),
    recipientId: claim.assignedTo,
    type: 'document_uploaded',
    title: `New document on claim ${claim.claimNumber}`,
    message: `${fullName(auth.user)} uploaded ${document.name}.`,
    claimId: claim.id,
    mayView: async (recipient) =>
      (await createDocumentRepository(tx).findVisible(recipient, document.id)) !== undefined,
  });
}

/** How a task's due time reads in a notification (the server knows no time zone: UTC). */
export function dueText(task: Pick<TaskRow, 'dueDate' | 'dueAt'>): string {
  if (task.dueAt) return `${task.dueAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return task.dueDate ?? '';
}

/**
 * "A task is assigned to you": to its (new) assignee, who may always see their own task
 * (src/domain/task-access.ts). It opens the task, not its claim, which the assignee may not see.
 */
export function notifyTaskAssigned(tx: Db, auth: AuthContext, task: TaskRow) {
  const due = dueText(task);
  return notify(tx, {
    ...from(auth),
    recipientId: task.assignedTo,
    type: 'task_assigned',
    title: `Task assigned to you: ${task.title}`,
    message: `${fullName(auth.user)} assigned you this task${due ? `, due ${due}` : ''}.`,
    taskId: task.id,
    mayView: async () => true,
  });
}

/**
 * "Someone mentions you in a note": each user the note's HTML mentions (note-mentions.ts) who may
 * read the note: anyone who sees the claim for a client-visible note, staff with full claim
 * access for an internal one (the notes change feed's audience, note.service.ts).
 */
export async function notifyMentions(tx: Db, auth: AuthContext, note: NoteRow) {
  const html = noteTextToPlain(note.text);
  const ids = mentionedUserIds(html).slice(0, MAX_MENTIONS);
  if (ids.length === 0) return [];
  const claim = await createClaimRepository(tx).findVisible(auth, note.claimId);
  if (!claim) return [];
  const excerpt = noteExcerpt(html);
  const raised = [];
  for (const recipientId of ids) {
    const row = await notify(tx, {
      ...from(auth),
      recipientId,
      type: 'note_mention',
      title: `${fullName(auth.user)} mentioned you on claim ${claim.claimNumber}`,
      message: excerpt,
      claimId: claim.id,
      mayView: async (recipient) =>
        note.isClientVisible
          ? canSeeClaim(tx, recipient, claim.id)
          : claimScope(recipient) === 'all',
    });
    if (row) raised.push(row);
  }
  return raised;
}
